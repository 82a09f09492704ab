import {
  ConcessionTopicSchema,
  ConcessionTopicsQuerySchema,
  DocumentDownloadQuerySchema,
  DocumentsPageSchema,
  DocumentsQuerySchema,
  TopicHistoryEntrySchema,
  TopicIdParamsSchema,
} from '@kp/contract/concessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/store.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { noStore } from '../../http/caching.ts';
import { sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

const topicsConfig = { access: 'confirmed', flag: 'EnableKonzessionssachstaende' } as const;
const documentsConfig = { access: 'confirmed', flag: 'EnableTestate' } as const;
const tags = ['concessions'];

/** The browser keeps no copy (confidential data, issue 26), so a flag taken away shows at once. */
const MAX_AGE_SECONDS = 'no-store';

export const concessionsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  // Confidential commune data: no copy in any browser or proxy, none across sessions (issue 26).
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  app.get(
    '/konzessionsthemen',
    {
      config: topicsConfig,
      schema: {
        tags,
        summary:
          'Die Konzessionsthemen der Kommune (Mitarbeitende: aller Kommunen oder der genannten), archivierte markiert',
        querystring: ConcessionTopicsQuerySchema,
        response: { 200: z.array(ConcessionTopicSchema) },
      },
    },
    async (request) => service.topics(db, currentUser(request), request.query),
  );

  app.get(
    '/konzessionsthemen/:id/history',
    {
      config: topicsConfig,
      schema: {
        tags,
        summary: 'Der Verlauf eines Konzessionsthemas, neueste Einträge zuerst',
        params: TopicIdParamsSchema,
        response: { 200: z.array(TopicHistoryEntrySchema) },
      },
    },
    async (request) => service.topicHistory(db, currentUser(request), request.params.id),
  );

  app.get(
    '/enaio/testate',
    {
      config: documentsConfig,
      schema: {
        tags,
        summary:
          'Eine Seite der Konzessionsabgaben-Dokumente und Testate, neuestes Jahr zuerst, mit Gesamtzahl und vorhandenen Jahren',
        querystring: DocumentsQuerySchema,
        response: { 200: DocumentsPageSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await service.documentsPage(db, currentUser(request), request.query),
        MAX_AGE_SECONDS,
      ),
  );

  app.get(
    '/enaio/download',
    {
      config: documentsConfig,
      schema: {
        tags,
        summary: 'Die Datei eines Dokuments als Anhang; ein Dokument einer anderen Kommune ergibt 404',
        querystring: DocumentDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.documentFile(db, files, request.log, currentUser(request), request.query.id);
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.fileName))
        .send(file.stream);
    },
  );
};
