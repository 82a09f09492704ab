import fastifyMultipart from '@fastify/multipart';
import { REVISION_HEADER } from '@kp/contract/backoffice';
import {
  DOCUMENT_MAX_BYTES,
  MEDIA_FILE_NAME,
  MEDIA_TEXTS,
  MEDIA_UPLOAD_FIELDS,
} from '@kp/contract/media-backoffice';
import { mediaEndpoints as api } from '@kp/contract/media-endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/store.ts';
import { route } from '../../http/endpoint.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { uploadRateLimit } from '../../http/upload-rate-limit.ts';
import { tooLarge } from './processing.ts';
import * as service from './service.ts';

/** Fields beside the file: alt text and title, a few hundred characters each. */
const FIELD_LIMIT_BYTES = 4096;

/** The one file and the text fields of a multipart upload; the file is read whole (at most 25 MB). */
async function readUpload(request: FastifyRequest): Promise<service.Upload> {
  if (!request.isMultipart()) throw badRequest(MEDIA_TEXTS.noFile, 'no_file');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: FIELD_LIMIT_BYTES, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== MEDIA_UPLOAD_FIELDS.file) {
          part.file.resume();
          continue;
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('document');
    if (code === 'FST_FILES_LIMIT') throw badRequest(MEDIA_TEXTS.oneFile, 'one_file');
    // The parser's own errors (a body cut short, a boundary that never comes) carry no status: the body is
    // at fault, not the server.
    if ((error as { statusCode?: number }).statusCode === undefined)
      throw badRequest(MEDIA_TEXTS.brokenUpload, 'broken_upload');
    throw error;
  }
  if (!file || file.bytes.byteLength === 0) throw badRequest(MEDIA_TEXTS.noFile, 'no_file');
  return { ...file, fields };
}

/**
 * The media library (decision 021). Back-office routes in the shape of the generic resources (list,
 * read, save with revision, delete), so the back office's data provider serves them, plus the upload; and
 * the files themselves for every confirmed user, since portal content shows them.
 */
export async function mediaRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  // In this plugin's scope only: no other route takes multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } });
  route(app, api.list, (request) => service.list(db, request.query));
  route(app, api.read, (request) => service.read(db, request.params.id));
  route(
    app,
    api.create,
    async (request) =>
      service.upload(db, files, currentUser(request), await readUpload(request as FastifyRequest)),
    { rateLimit: uploadRateLimit },
  );
  route(app, api.update, (request) =>
    service.update(
      db,
      request.params.id,
      request.body,
      request.headers[REVISION_HEADER],
      currentUser(request),
    ),
  );
  route(app, api.remove, (request) => service.remove(db, files, request.params.id, currentUser(request)));

  // The files: random names that never change, so a browser keeps them (privately) for a year.
  route(app, api.file, async (request, reply) => {
    const { name } = request.params;
    const token = MEDIA_FILE_NAME.exec(name)?.[1];
    const file = token ? await service.open(db, files, name, token) : null;
    if (!file) throw notFound('Diese Datei gibt es nicht.');
    reply
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', file.disposition);
    if (request.headers['if-none-match'] === file.etag) {
      file.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.mime).header('content-length', String(file.size)).send(file.stream);
  });
}
