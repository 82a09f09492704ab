import { concessionsEndpoints as api } from '@kp/contract/concessions-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/store.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { noStore } from '../../http/caching.ts';
import { route } from '../../http/endpoint.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

/** The browser keeps no copy (confidential data, decision 026), so a flag taken away shows at once. */
const MAX_AGE_SECONDS = 'no-store';

export async function concessionsRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  // Confidential commune data: no copy in any browser or proxy, none across sessions (decision 026).
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  route(app, api.topics, (request) => service.topics(db, currentUser(request), request.query));
  route(app, api.topicHistory, (request) =>
    service.topicHistory(db, currentUser(request), request.params.id),
  );
  route(app, api.documents, async (request, reply) =>
    sendJson(
      request,
      reply,
      await service.documentsPage(db, currentUser(request), request.query),
      MAX_AGE_SECONDS,
    ),
  );
  route(app, api.download, async (request, reply) => {
    const file = await service.documentFile(db, files, request.log, currentUser(request), request.query.id);
    return reply
      .type(file.mimeType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentHeader(file.fileName))
      .send(file.stream);
  });
}
