import { AnalyticsSchema, TrackingEventSchema, VisitorTrackingEventSchema } from '@kp/contract/tracking';
import { VISITOR_CONSENT_COOKIE } from '@kp/contract/tracking-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

/** Far more than a person clicking through the portal sends; stops a runaway client filling the table. */
const EVENTS_PER_MINUTE = 120;
/** Per client address: a town hall behind one address still has room for every login page it opens. */
const VISITOR_EVENTS_PER_MINUTE = 60;

export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  app.post(
    '/tracking/events',
    {
      config: {
        // Signed in is enough: the login and approval pages are tracked too (spec 01 §7).
        access: 'signedIn',
        rateLimit: {
          hook: 'preHandler',
          max: EVENTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `tracking:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['tracking'],
        summary: 'Nutzungsereignis; gespeichert nur mit Zustimmung im Cookie-Dialog, ohne Benutzerbezug',
        body: TrackingEventSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.record(db, currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tracking/visitor-events',
    {
      config: {
        // Before sign-in there is no session: the login page of spec 01 §7 is tracked from here.
        access: 'public',
        rateLimit: {
          hook: 'preHandler',
          max: VISITOR_EVENTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `visitor-tracking:${request.ip}`,
        },
      },
      schema: {
        tags: ['tracking'],
        summary:
          'Aufruf der Anmeldeseite ohne Sitzung; gespeichert nur mit Zustimmung (Cookie kp_tracking_consent=yes)',
        body: VisitorTrackingEventSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.recordVisitor(db, request.cookies[VISITOR_CONSENT_COOKIE], request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['tracking'],
        summary: 'Seitenaufrufe je Woche und Seitentyp, Suchen ohne Treffer',
        response: { 200: AnalyticsSchema },
      },
    },
    async () => service.analytics(db),
  );
};
