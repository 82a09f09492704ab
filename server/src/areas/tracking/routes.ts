import { VISITOR_CONSENT_COOKIE } from '@kp/contract/tracking-constants';
import { trackingEndpoints as api } from '@kp/contract/tracking-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

/** Far more than a person clicking through the portal sends; stops a runaway client filling the table. */
const EVENTS_PER_MINUTE = 120;
/** Per client address: a town hall behind one address still has room for every login page it opens. */
const VISITOR_EVENTS_PER_MINUTE = 60;

export async function trackingRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  route(app, api.event, (request) => service.record(db, currentUser(request), request.body), {
    rateLimit: {
      hook: 'preHandler',
      max: EVENTS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `tracking:${request.user?.id ?? request.ip}`,
    },
  });
  route(
    app,
    api.visitorEvent,
    (request) => service.recordVisitor(db, request.cookies[VISITOR_CONSENT_COOKIE], request.body),
    {
      rateLimit: {
        hook: 'preHandler',
        max: VISITOR_EVENTS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `visitor-tracking:${request.ip}`,
      },
    },
  );
  route(app, api.analytics, () => service.analytics(db));
}
