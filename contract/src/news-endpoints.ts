import { z } from 'zod';
import { ListQuerySchema } from './api.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  NewsDetailSchema,
  NewsEntrySchema,
  NewsletterSubscriptionSchema,
  NewsParamsSchema,
  PressDetailSchema,
  PressParamsSchema,
  ReadSchema,
} from './news.ts';

// News and press for readers (spec 01 §4). The lists answer 304 while the browser's copy is current.

const tags = ['news'] as const;
const confirmed = { access: 'confirmed', tags } as const;
/** Press belongs to the municipal portal; the news posts are the education view's Magazin too. */
const press = { access: 'confirmed', portal: 'municipal', tags } as const;

export const newsEndpoints = {
  newsList: defineEndpoint({
    ...confirmed,
    method: 'GET',
    path: '/news-posts',
    summary: 'News, neueste zuerst',
    query: ListQuerySchema,
    answers: { 200: z.array(NewsEntrySchema) },
  }),
  pressList: defineEndpoint({
    ...press,
    method: 'GET',
    path: '/press-posts',
    summary: 'Pressemitteilungen, neueste zuerst',
    query: ListQuerySchema,
    answers: { 200: z.array(NewsEntrySchema) },
  }),
  pressCount: defineEndpoint({
    ...press,
    method: 'GET',
    path: '/press-posts/count',
    summary: 'Die Anzahl der Pressemitteilungen',
    answers: { 200: z.number() },
  }),
  news: defineEndpoint({
    ...confirmed,
    method: 'GET',
    path: '/news-posts/:newsId',
    summary: 'Eine News',
    params: NewsParamsSchema,
    answers: { 200: NewsDetailSchema },
  }),
  press: defineEndpoint({
    ...press,
    method: 'GET',
    path: '/press-posts/:pressId',
    summary: 'Eine Pressemitteilung',
    params: PressParamsSchema,
    answers: { 200: PressDetailSchema },
  }),
  markRead: defineEndpoint({
    ...confirmed,
    method: 'POST',
    path: '/reads',
    summary: 'Markiert eine Nachricht oder Pressemitteilung als gelesen',
    body: ReadSchema,
    answers: { 200: z.object({ news_post: z.number().nullable(), press_post: z.number().nullable() }) },
  }),
  subscribeToNewsletter: defineEndpoint({
    ...confirmed,
    method: 'POST',
    path: '/subscribed-to-newsletters',
    summary: 'Newsletter-Anmeldung oder Ausblenden der Newsletter-Karte',
    body: NewsletterSubscriptionSchema,
    answers: { 200: NewsletterSubscriptionSchema },
  }),
};
