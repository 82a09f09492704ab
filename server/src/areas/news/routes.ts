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
import { NewsPostInputSchema } from '@kp/contract/news-backoffice';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

const confirmed = { access: 'confirmed' } as const;
/** Press belongs to the municipal portal; the news posts are the education view's Magazin too. */
const pressConfig = { access: 'confirmed', portal: 'municipal' } as const;
const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // wasRead changes with every read, so the browser revalidates each time (max age 0); the spec's 300 s
  // are the web app's staleTime and the server's list cache.
  const sendList =
    (kind: service.NewsKind) =>
    async (request: FastifyRequest<{ Querystring: { _limit?: number } }>, reply: FastifyReply) =>
      sendJson(
        request,
        reply,
        await service.listForUser(db, currentUser(request), kind, request.query._limit),
        0,
      );
  const listSchema = (summary: string) => ({
    tags,
    summary,
    querystring: ListQuerySchema,
    response: { 200: z.array(NewsEntrySchema), 304: z.null().describe('Not modified') },
  });

  app.get('/news-posts', { config: confirmed, schema: listSchema('News, neueste zuerst') }, sendList('news'));
  app.get(
    '/press-posts',
    { config: pressConfig, schema: listSchema('Pressemitteilungen, neueste zuerst') },
    sendList('press'),
  );

  app.get(
    '/press-posts/count',
    { config: pressConfig, schema: { tags, response: { 200: z.number() } } },
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
      config: pressConfig,
      schema: { tags, params: PressParamsSchema, response: { 200: PressDetailSchema } },
    },
    async (request) => service.detail(db, currentUser(request), request.params.pressId, 'press'),
  );

  // The back office's preview of an unsaved news or press post (issue 16 item 5): the reader's detail answer.
  app.post(
    '/backoffice/news-posts/preview',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['backoffice'],
        summary: 'Vorschau einer Nachricht, wie Leser sie sehen',
        body: NewsPostInputSchema,
        response: { 200: NewsDetailSchema },
      },
    },
    async (request) => service.preview(db, request.body),
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
