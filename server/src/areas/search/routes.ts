import {
  SearchQuerySchema,
  SearchResultsSchema,
  SearchSessionInputSchema,
  SuggestionsSchema,
} from '@kp/contract/search';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

/** Search hits are the municipal portal's content: refused to education-only users. */
const municipal = { access: 'confirmed', portal: 'municipal' } as const;

/**
 * The search answers are serialised from hits encoded through the response schema when they were cached;
 * a Buffer bypasses the serializer, and the 200 schema documents the answer for OpenAPI. Per user
 * (flags, read marks), so private and not kept.
 */
const sendBytes = (reply: FastifyReply, json: Buffer) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').send(json);
const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  app.get(
    '/search/suggestions',
    {
      config: municipal,
      schema: {
        tags,
        summary: 'Vorschläge der Suchbox: bis zu 2 je Kategorie',
        querystring: SearchQuerySchema,
        response: { 200: SuggestionsSchema },
      },
    },
    async (request, reply) =>
      sendBytes(reply, await service.suggestions(db, currentUser(request), request.query.q)),
  );

  app.get(
    '/search',
    {
      config: municipal,
      schema: {
        tags,
        summary: 'Suchergebnisse mit Anzahl je Kategorie',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema },
      },
    },
    async (request, reply) =>
      sendBytes(reply, await service.results(db, currentUser(request), request.query.q)),
  );

  app.post(
    '/search/sessions',
    {
      config: municipal,
      schema: {
        tags,
        summary: 'Hält fest, welches Suchergebnis gewählt wurde (nur mit Einwilligung)',
        body: SearchSessionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.recordSession(db, currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
