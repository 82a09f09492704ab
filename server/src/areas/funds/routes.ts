import { FoerdermittelSchema, FundParamsSchema } from '@kp/contract/funds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

export const fundsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/foerdermittel/:id',
    {
      config: { access: 'confirmed' },
      schema: {
        tags: ['funds'],
        summary: 'Eine Fördermöglichkeit; die Liste kommt über /users/me?type=foerdermittel',
        params: FundParamsSchema,
        response: { 200: FoerdermittelSchema },
      },
    },
    async (request) => service.fund(db, currentUser(request), request.params.id),
  );
};
