import { accessibilityEndpoints as api } from '@kp/contract/accessibility-endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Per address: enough for a person reporting several barriers, too few to flood the mailbox. */
export const FEEDBACK_PER_HOUR = 10;

export async function accessibilityRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, api.sendFeedback, (request) => service.sendFeedback(db, config, request.body), {
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
  });
}
