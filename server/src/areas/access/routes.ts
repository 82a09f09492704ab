import {
  AvailableRolesSchema,
  CommuneNamesSchema,
  CookieConsentSchema,
  MeQuerySchema,
  NavigationSchema,
  RegistrationSchema,
  UserSchema,
} from '@kp/contract/access';
import { ConcessionTopicSchema } from '@kp/contract/concessions';
import { FaqEntrySchema } from '@kp/contract/content';
import { FoerdermittelSchema } from '@kp/contract/funds';
import { NewsEntrySchema } from '@kp/contract/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

export const accessRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users/me',
    {
      // Unconfirmed users need the me call too; the partial types check confirmation themselves.
      config: { access: 'signedIn' },
      schema: {
        tags: ['access'],
        summary:
          'Der angemeldete Benutzer, oder mit type=navigation|commune-names|news|foerdermittel|faq|konzessionsthemen ein Ausschnitt',
        querystring: MeQuerySchema,
        response: {
          200: z.union([
            UserSchema,
            NavigationSchema,
            z.array(NewsEntrySchema),
            z.array(FoerdermittelSchema),
            z.array(FaqEntrySchema),
            CommuneNamesSchema,
            z.array(ConcessionTopicSchema),
          ]),
        },
      },
    },
    async (request) => service.me(db, currentUser(request), request.query.type),
  );

  app.put(
    '/users/me/education-mode',
    {
      config: { access: 'confirmed' },
      schema: {
        tags: ['access'],
        body: z.object({ showBildungsportal: z.boolean() }),
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const updated = await service.setEducationMode(
        db,
        currentUser(request),
        request.body.showBildungsportal,
      );
      return service.userPayload(db, updated);
    },
  );

  app.put(
    '/users/me/cookie-consent',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['access'], body: CookieConsentSchema, response: { 200: UserSchema } },
    },
    async (request) => {
      const updated = await service.setTrackingConsent(db, currentUser(request), request.body.tracking);
      return service.userPayload(db, updated);
    },
  );

  app.get(
    '/user-details/availableRoles',
    { config: { access: 'signedIn' }, schema: { tags: ['access'], response: { 200: AvailableRolesSchema } } },
    async () => repo.selectableRoles(db),
  );

  app.get(
    '/user-details/availableCommunes',
    { config: { access: 'signedIn' }, schema: { tags: ['access'], response: { 200: z.array(z.string()) } } },
    async () => service.availableCommunes(db),
  );

  app.post(
    '/user-details/updateUserPreferredData',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['access'], body: RegistrationSchema, response: { 200: UserSchema } },
    },
    async (request) => {
      const updated = await service.registerPreferredData(db, currentUser(request), request.body);
      return service.userPayload(db, updated);
    },
  );
};
