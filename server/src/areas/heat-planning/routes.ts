import { HeatAppUrlSchema, HeatFaqSchema, TosStatusSchema } from '@kp/contract/heat-planning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appTokenSigner } from './app-token.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

export const heatPlanningRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const guarded = { access: 'confirmed', flag: 'EnableWaermeplanung' } as const;
  const signer = appTokenSigner(config);
  const tags = ['heat-planning'];

  app.get(
    '/faq-waerme',
    {
      config: guarded,
      schema: { tags, summary: 'FAQ Kommunale Wärmeplanung', response: { 200: HeatFaqSchema } },
    },
    async () => service.faq(db),
  );

  app.get(
    '/waermeplanung/checkTosStatus',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Hat die Person die Nutzungsbedingungen bestätigt?',
        response: { 200: TosStatusSchema },
      },
    },
    async (request) => service.tosStatus(db, currentUser(request)),
  );

  app.post(
    '/waermeplanung/acceptTos',
    {
      config: guarded,
      schema: { tags, summary: 'Nutzungsbedingungen bestätigen', response: { 200: TosStatusSchema } },
    },
    async (request) => service.acceptTos(db, currentUser(request)),
  );

  app.get(
    '/waermeplanung/getUrl',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Adresse der Wärmeplanungs-Anwendung mit einem kurzlebigen Token (nach der Bestätigung)',
        response: { 200: HeatAppUrlSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await service.appUrl(
        db,
        config,
        signer,
        user,
        await repo.communeName(db, user.communeId),
      );
      // A token is personal and short-lived: never cached.
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  // Public: the embedded app fetches the key to verify the tokens.
  app.get(
    '/waermeplanung/jwks.json',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Öffentlicher Schlüssel (JWKS) der Tokens für die Wärmeplanungs-Anwendung',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return signer.jwks();
    },
  );
};
