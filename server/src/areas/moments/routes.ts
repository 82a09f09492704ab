import { momentsEndpoints as api } from '@kp/contract/moments-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Enough for a real person, too few to flood the contact's mailbox. */
const CLAIMS_PER_HOUR = 20;

export async function momentsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, api.list, () => service.listMoments(db));
  route(app, api.contact, () => service.momentsContact(db));
  route(app, api.claim, (request) => service.claimMoment(db, config, currentUser(request), request.body), {
    rateLimit: {
      hook: 'preHandler',
      max: CLAIMS_PER_HOUR,
      timeWindow: '1 hour',
      keyGenerator: (request) => `moments:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: () =>
        new HttpError(
          429,
          'too_many_requests',
          'Sie haben in der letzten Stunde sehr viele Momente beansprucht. Bitte versuchen Sie es später erneut.',
        ),
    },
  });
}
