import { consultationEndpoints as api } from '@kp/contract/consultation-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Enough for real requests, too few to flood the team's mailbox. */
const REQUESTS_PER_HOUR = 10;

export async function consultationRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    api.sendRequest,
    (request) => service.sendRequest(db, config, currentUser(request), request.body),
    {
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
  );
}
