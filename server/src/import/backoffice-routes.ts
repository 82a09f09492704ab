import { Readable } from 'node:stream';
import { importsEndpoints as api } from '@kp/contract/imports-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guards.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/store.ts';
import { route } from '../http/endpoint.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { uploadRateLimit } from '../http/upload-rate-limit.ts';
import { findJob, IMPORT_MAX_BYTES, recentJobs, startImport } from './backoffice-imports.ts';

// The three command-line imports in the back office, for admins (decision 020). The file is the raw
// request body (application/octet-stream); the answer is a job to poll until it is 'fertig' or 'fehler'.

export async function importRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  for (const type of ['application/octet-stream', 'application/zip', 'text/csv']) {
    // The body stays a stream: startImport writes it to disk as it arrives and counts its bytes.
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  }

  route(app, api.list, () => recentJobs(db));
  route(
    app,
    api.start,
    async (request) => {
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw badRequest('Bitte laden Sie die Datei als application/octet-stream hoch.', 'no_file');
      }
      return startImport(
        db,
        files,
        currentUser(request),
        request.params.kind,
        request.query.fileName || `${request.params.kind}-upload`,
        body,
        request.headers['content-length'] ? Number(request.headers['content-length']) : undefined,
      );
    },
    { rateLimit: uploadRateLimit, bodyLimit: IMPORT_MAX_BYTES },
  );
  route(app, api.job, async (request) => {
    const job = await findJob(db, request.params.id);
    if (!job) throw notFound('Diesen Import gibt es nicht.');
    return job;
  });
}
