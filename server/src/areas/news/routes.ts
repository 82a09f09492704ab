import { backofficeEndpoints } from '@kp/contract/backoffice-endpoints';
import { newsEndpoints as api } from '@kp/contract/news-endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

export async function newsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // wasRead changes with every read, so the browser revalidates each time (max age 0); the spec's 300 s
  // are the web app's staleTime and the server's list cache.
  const sendList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: service.NewsKind,
    limit: number | undefined,
  ) => sendJson(request, reply, await service.listForUser(db, currentUser(request), kind, limit), 0);
  route(app, api.newsList, (request, reply) => sendList(request, reply, 'news', request.query._limit));
  route(app, api.pressList, (request, reply) => sendList(request, reply, 'press', request.query._limit));
  route(app, api.pressCount, () => service.pressCount(db));
  route(app, api.news, (request) => service.detail(db, currentUser(request), request.params.newsId, 'news'));
  route(app, api.press, (request) =>
    service.detail(db, currentUser(request), request.params.pressId, 'press'),
  );
  route(app, api.markRead, (request) => service.markRead(db, currentUser(request), request.body));
  route(app, api.subscribeToNewsletter, (request) =>
    service.subscribeToNewsletter(db, currentUser(request), request.body.UserId),
  );

  // The back office's preview of an unsaved news or press post.
  route(app, backofficeEndpoints.newsPreview, (request) => service.preview(db, request.body));
}
