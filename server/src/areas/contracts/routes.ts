import { contractsEndpoints as api } from '@kp/contract/contracts-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { noStore } from '../../http/caching.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

export async function contractsRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  // Confidential commune data: no copy in any browser or proxy, none across sessions (decision 026).
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  route(app, api.list, (request) => service.contracts(db, currentUser(request), request.query));
}
