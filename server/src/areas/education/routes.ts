import { educationEndpoints as api } from '@kp/contract/education-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Enough for a class teacher booking several offers, too few to flood the education team's mailbox. */
const REQUESTS_PER_HOUR = 20;

/** The education portal (spec 02 §7 Education): only for those who may use it (see the guard). */
export async function educationRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, api.menu, () => service.menu(db));
  route(app, api.materials, (request) => service.findMaterials(db, currentUser(request), request.query.type));
  route(app, api.material, (request) => service.materialById(db, currentUser(request), request.query.id));
  route(app, api.config, () => service.educationConfig(db));
  route(app, api.dashboardPosts, (request) => service.dashboardPosts(db, request.query._limit));
  route(
    app,
    api.contactMail,
    (request) => service.sendContactMail(db, config, currentUser(request), request.body),
    {
      rateLimit: {
        hook: 'preHandler',
        max: REQUESTS_PER_HOUR,
        timeWindow: '1 hour',
        keyGenerator: (request) => `education:${request.user?.id ?? request.ip}`,
        errorResponseBuilder: () =>
          new HttpError(
            429,
            'too_many_requests',
            'Sie haben in der letzten Stunde sehr viele Anfragen gesendet. Bitte versuchen Sie es später erneut.',
          ),
      },
    },
  );
}
