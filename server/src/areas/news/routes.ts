import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ListQuerySchema } from '@kp/contract/api';
import {
  NewsDetailSchema,
  NewsEntrySchema,
  NewsletterSubscriptionSchema,
  NewsParamsSchema,
  PressDetailSchema,
  PressParamsSchema,
  ReadSchema,
} from '@kp/contract/news';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { notModified } from '../../http/caching.ts';
import * as service from './service.ts';

const confirmed = { access: 'confirmed' } as const;
const tags = ['news'];

/** Room for gzipped list bodies per app; each is a few hundred kB. */
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;
const gzip = promisify(zlib.gzip);

/**
 * Gzipped list bodies by ETag. The full list is megabytes and bound by bytes, not by code; compressing it
 * per request would cost tens of milliseconds. Users who read nothing of a list share one body, a reader
 * keeps theirs until their reads or the posts change.
 */
function gzipCache() {
  const entries = new Map<string, { body: Promise<Buffer>; bytes: number }>();
  let total = 0;
  return (etag: string, body: () => Buffer): Promise<Buffer> => {
    const hit = entries.get(etag);
    if (hit) {
      // Most recently used last, so eviction takes the oldest first.
      entries.delete(etag);
      entries.set(etag, hit);
      return hit.body;
    }
    const entry = { body: gzip(body()), bytes: 0 };
    entries.set(etag, entry);
    entry.body.then(
      (zipped) => {
        entry.bytes = zipped.length;
        total += zipped.length;
        for (const [key, old] of entries) {
          if (total <= GZIP_CACHE_BYTES) break;
          entries.delete(key);
          total -= old.bytes;
        }
      },
      () => entries.delete(etag),
    );
    return entry.body;
  };
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const gzipped = gzipCache();
  /**
   * The lists are sent as precomputed JSON. A Buffer bypasses the response serializer in Fastify, so the
   * 200 schema documents the answer without being run on megabytes of posts.
   */
  const sendList =
    (kind: service.NewsKind) =>
    async (request: FastifyRequest<{ Querystring: { _limit?: number } }>, reply: FastifyReply) => {
      const answer = await service.listForUser(db, currentUser(request), kind, request.query._limit);
      reply.header('vary', 'accept-encoding');
      // wasRead changes with every read, so the browser revalidates each time; the spec's 300 s are the
      // web app's staleTime and the server's list cache.
      if (notModified(request, reply, answer.etag, 0)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (!acceptsGzip(request)) return reply.send(answer.body());
      return reply.header('content-encoding', 'gzip').send(await gzipped(answer.etag, answer.body));
    };
  const listSchema = (summary: string) => ({
    tags,
    summary,
    querystring: ListQuerySchema,
    response: { 200: z.array(NewsEntrySchema), 304: z.null().describe('Not modified') },
  });

  app.get('/news-posts', { config: confirmed, schema: listSchema('News, neueste zuerst') }, sendList('news'));
  app.get(
    '/press-posts',
    { config: confirmed, schema: listSchema('Pressemitteilungen, neueste zuerst') },
    sendList('press'),
  );

  app.get(
    '/press-posts/count',
    { config: confirmed, schema: { tags, response: { 200: z.number() } } },
    async () => service.pressCount(db),
  );

  app.get(
    '/news-posts/:newsId',
    { config: confirmed, schema: { tags, params: NewsParamsSchema, response: { 200: NewsDetailSchema } } },
    async (request) => service.detail(db, currentUser(request), request.params.newsId, 'news'),
  );

  app.get(
    '/press-posts/:pressId',
    {
      config: confirmed,
      schema: { tags, params: PressParamsSchema, response: { 200: PressDetailSchema } },
    },
    async (request) => service.detail(db, currentUser(request), request.params.pressId, 'press'),
  );

  app.post(
    '/reads',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Markiert eine Nachricht oder Pressemitteilung als gelesen',
        body: ReadSchema,
        response: { 200: z.object({ news_post: z.number().nullable(), press_post: z.number().nullable() }) },
      },
    },
    async (request) => service.markRead(db, currentUser(request), request.body),
  );

  app.post(
    '/subscribed-to-newsletters',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Newsletter-Anmeldung oder Ausblenden der Newsletter-Karte',
        body: NewsletterSubscriptionSchema,
        response: { 200: NewsletterSubscriptionSchema },
      },
    },
    async (request) => service.subscribeToNewsletter(db, currentUser(request), request.body.UserId),
  );
};
