import { fundsEndpoints as api } from '@kp/contract/funds-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

export async function fundsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.fund, (request) => service.fund(db, currentUser(request), request.params.id));
}
