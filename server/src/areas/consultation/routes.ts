import { ConsultationRequestSchema } from '@kp/contract/consultation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Enough for real requests, too few to flood the team's mailbox. */
const REQUESTS_PER_HOUR = 10;

export const consultationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/quartiersentwicklung/send-mail',
    {
      config: {
        access: 'confirmed',
        // Counted after the session guard and the validation: per user, and only for well-formed requests.
        rateLimit: {
          hook: 'preHandler',
          max: REQUESTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `consultation:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            new HttpError(
              429,
              'too_many_requests',
              `Sie haben in der letzten Stunde bereits ${REQUESTS_PER_HOUR} Anfragen gesendet. Bitte versuchen Sie es später erneut.`,
            ),
        },
      },
      schema: {
        tags: ['consultation'],
        summary: 'Beratungsanfrage zur Quartiersentwicklung (Rückruf oder E-Mail)',
        body: ConsultationRequestSchema,
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const created = await service.sendRequest(db, config, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );
};
