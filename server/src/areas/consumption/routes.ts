import {
  CommuneNameQuerySchema,
  CommuneParamsSchema,
  CommuneQuerySchema,
  CommuneStatsSchema,
  ConsumptionContactSchema,
  VerbrauchsdatenSchema,
} from '@kp/contract/consumption';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { noStore } from '../../http/caching.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

const config = { access: 'confirmed', flag: 'EnableVerbrauchsdaten' } as const;
const tags = ['consumption'];

/**
 * The browser keeps no copy (confidential data, issue 26), so a flag or commune taken away shows at once;
 * the server keeps the built answer for a minute (see service.ts).
 */
const MAX_AGE_SECONDS = 'no-store';

export const consumptionRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  // Confidential commune data: no copy in any browser or proxy, none across sessions (issue 26).
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  app.get(
    '/verbrauchsdaten/getVerbrauchsdatenCommuneNames',
    {
      config,
      schema: {
        tags,
        summary: 'Die Kommunen zur Auswahl: für Mitarbeitende der NEW alle, sonst die eigene',
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => service.communeNames(db, currentUser(request)),
  );

  app.get(
    '/verbrauchsdaten/getContact',
    {
      config,
      schema: {
        tags,
        summary: 'Der Kommunalbetreuer der Kommune („Ihr NEW Kontakt“) oder null',
        querystring: CommuneQuerySchema,
        response: { 200: ConsumptionContactSchema },
      },
    },
    async (request) => service.contact(db, currentUser(request), request.query.commune),
  );

  app.get(
    '/verbrauchsdaten/getCommuneStats',
    {
      config,
      schema: {
        tags,
        summary: 'Einwohner, Stand der Daten und die aktuellen Fördermöglichkeiten einer Kommune',
        querystring: CommuneNameQuerySchema,
        response: { 200: CommuneStatsSchema },
      },
    },
    async (request) => service.communeStats(db, currentUser(request), request.query.communeName),
  );

  app.get(
    '/verbrauchsdaten',
    {
      config,
      schema: {
        tags,
        summary: 'Verbrauchs- und Einspeisedaten der eigenen Kommune (Mitarbeitende nennen eine: 400)',
        response: { 200: VerbrauchsdatenSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await service.verbrauchsdaten(db, currentUser(request)), MAX_AGE_SECONDS),
  );

  app.get(
    '/verbrauchsdaten/:commune',
    {
      config,
      schema: {
        tags,
        summary:
          'Verbrauchs- und Einspeisedaten einer Kommune: alle Jahre, Energieträger, Sektoren und Tarife',
        params: CommuneParamsSchema,
        response: { 200: VerbrauchsdatenSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await service.verbrauchsdaten(db, currentUser(request), request.params.commune),
        MAX_AGE_SECONDS,
      ),
  );
};
