import {
  ImportJobParamsSchema,
  ImportJobSchema,
  ImportKindParamsSchema,
} from '@kp/contract/rabatt-backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/store.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { uploadRateLimit } from '../http/upload-rate-limit.ts';
import { findJob, IMPORT_MAX_BYTES, recentJobs, startImport } from './backoffice-imports.ts';

// The three command-line imports in the back office, for admins (issue 16 item 11). The file is the raw
// request body (application/octet-stream); the answer is a job to poll until it is 'fertig' or 'fehler'.

const config = { access: 'admin' } as const;
const tags = ['backoffice'];

export const importRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  for (const type of ['application/octet-stream', 'application/zip', 'text/csv']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  }

  app.get(
    '/backoffice/imports',
    {
      config,
      schema: {
        tags,
        summary: 'Die letzten Importe aus dem Backoffice, der neueste zuerst',
        response: { 200: z.array(ImportJobSchema) },
      },
    },
    async () => recentJobs(db),
  );

  app.post(
    '/backoffice/imports/:kind',
    {
      config: { ...config, rateLimit: uploadRateLimit },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Startet einen Import (contracts: JSON, documents: ZIP mit CSV und PDF-Dateien, consumption: CSV) mit den Prüfungen von npm run import',
        params: ImportKindParamsSchema,
        querystring: z.object({ fileName: z.string().trim().max(200).optional() }),
        body: z.unknown(),
        response: { 202: ImportJobSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        throw badRequest('Bitte laden Sie die Datei als application/octet-stream hoch.', 'no_file');
      }
      const job = await startImport(
        db,
        files,
        currentUser(request),
        request.params.kind,
        request.query.fileName || `${request.params.kind}-upload`,
        body,
      );
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/backoffice/imports/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Der Stand eines Imports: Phase und, wenn er fertig ist, die Zeilen seines Berichts',
        params: ImportJobParamsSchema,
        response: { 200: ImportJobSchema },
      },
    },
    async (request, reply) => {
      const job = await findJob(db, request.params.id);
      if (!job) throw notFound('Diesen Import gibt es nicht.');
      // Polled while it runs: never from a cache.
      reply.header('cache-control', 'no-store');
      return job;
    },
  );
};
