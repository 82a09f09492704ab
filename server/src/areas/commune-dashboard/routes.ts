import { communeDashboardEndpoints as api } from '@kp/contract/commune-dashboard-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

/** The browser revalidates every time (304 while unchanged), so a flag taken away shows at once. */
const MAX_AGE_SECONDS = 0;

export async function communeDashboardRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  route(app, api.data, async (request, reply) =>
    sendJson(
      request,
      reply,
      await service.dashboardData(db, currentUser(request), request.query.commune),
      MAX_AGE_SECONDS,
    ),
  );
}
