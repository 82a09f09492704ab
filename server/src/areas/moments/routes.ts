import { PersonSchema } from '@kp/contract/access';
import { MomentClaimSchema, MomentSchema } from '@kp/contract/moments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Enough for a real person, too few to flood the contact's mailbox. */
const CLAIMS_PER_HOUR = 20;

export const momentsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const guarded = { access: 'confirmed', flag: 'EnableMoments' } as const;

  app.get(
    '/moments',
    {
      config: guarded,
      schema: {
        tags: ['moments'],
        summary: 'NEW Erleben: alle Momente mit ihrer heutigen Verfügbarkeit',
        response: { 200: z.array(MomentSchema) },
      },
    },
    async () => service.listMoments(db),
  );

  app.get(
    '/moments/getMomentsContact',
    {
      config: guarded,
      schema: {
        tags: ['moments'],
        summary: 'Ansprechperson für NEW Erleben (null, wenn keine eingetragen ist)',
        response: { 200: PersonSchema.nullable() },
      },
    },
    async () => service.momentsContact(db),
  );

  app.post(
    '/moments/sendMomentsEmail',
    {
      config: {
        ...guarded,
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
      },
      schema: {
        tags: ['moments'],
        summary: 'Einen verfügbaren Moment beanspruchen (Mail an die Ansprechperson)',
        body: MomentClaimSchema,
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const created = await service.claimMoment(db, config, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );
};
