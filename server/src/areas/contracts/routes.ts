import { ContractSchema, ContractsQuerySchema } from '@kp/contract/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { noStore } from '../../http/caching.ts';
import * as service from './service.ts';

export const contractsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  // Confidential commune data: no copy in any browser or proxy, none across sessions (issue 26).
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  app.get(
    '/enaio',
    {
      config: { access: 'confirmed', flag: 'EnableVertragsuebersicht' },
      schema: {
        tags: ['contracts'],
        summary:
          'Die Verträge der Kommune (Mitarbeitende: aller Kommunen oder der genannten), frühestes Vertragsende zuerst, ohne Ende zuletzt',
        querystring: ContractsQuerySchema,
        response: { 200: z.array(ContractSchema) },
      },
    },
    async (request) => service.contracts(db, currentUser(request), request.query),
  );
};
