import { AccessibilityFeedbackCreatedSchema, AccessibilityFeedbackSchema } from '@kp/contract/accessibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Per address: enough for a person reporting several barriers, too few to flood the mailbox. */
export const FEEDBACK_PER_HOUR = 10;

export const accessibilityRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/accessibility-feedback',
    {
      config: {
        // BITV 2.0 § 12a: the feedback channel must work for people who cannot sign in.
        access: 'public',
        // Counted after validation, so correcting a rejected form does not use up the budget.
        rateLimit: {
          hook: 'preHandler',
          max: FEEDBACK_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `accessibility-feedback:${request.ip}`,
          errorResponseBuilder: () =>
            new HttpError(
              429,
              'too_many_requests',
              'Von Ihrem Anschluss sind in der letzten Stunde bereits viele Meldungen eingegangen. Bitte versuchen Sie es später erneut oder schreiben Sie uns eine E-Mail.',
            ),
        },
      },
      schema: {
        tags: ['accessibility'],
        summary: 'Barriere melden (Feedback zur Erklärung zur Barrierefreiheit)',
        body: AccessibilityFeedbackSchema,
        response: { 201: AccessibilityFeedbackCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await service.sendFeedback(db, config, request.body);
      return reply.code(201).send(created);
    },
  );
};
