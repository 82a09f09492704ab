import { CommuneDashboardDataSchema, DashboardQuerySchema } from '@kp/contract/commune-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

/** The browser revalidates every time (304 while unchanged), so a flag taken away shows at once. */
const MAX_AGE_SECONDS = 0;

export const communeDashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db },
) => {
  app.get(
    '/communes/dashboard-data',
    {
      config: { access: 'confirmed', flag: 'EnableKommunenDashboard' },
      schema: {
        tags: ['commune-dashboard'],
        summary:
          'Die Karten des Kommunen-Dashboards: Überblick des letzten Jahres, Bürgermeister, Konzessionsthemen, Anfragen, laufende Verträge',
        querystring: DashboardQuerySchema,
        response: { 200: CommuneDashboardDataSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await service.dashboardData(db, currentUser(request), request.query.commune),
        MAX_AGE_SECONDS,
      ),
  );
};
