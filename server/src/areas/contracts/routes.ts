import { ContractSchema, ContractsQuerySchema } from '@kp/contract/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

export const contractsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
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
    async (request, reply) => {
      // Restlaufzeit changes with the day and the list with the import: the browser asks each time.
      reply.header('cache-control', 'private, no-cache');
      return service.contracts(db, currentUser(request), request.query);
    },
  );
};
