import { REVISION_HEADER, RevisionHeadersSchema } from '@kp/contract/backoffice';
import {
  RequestEntrySchema,
  RequestExportQuerySchema,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestListSchema,
  RequestUpdateSchema,
} from '@kp/contract/requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import * as service from './service.ts';

const tags = ['backoffice'];
const config = { access: 'editor' } as const;
const base = `/backoffice/${service.RESOURCE}`;

/** The requests inbox of the back office (issue 16 item 10): editors and admins. */
export const requestsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Eingegangene Anfragen aller Arten: Suche, Filter nach Art und Status, Sortierung, Seiten',
        querystring: RequestListQuerySchema,
        response: { 200: RequestListSchema },
      },
    },
    async (request) => service.list(db, request.query),
  );

  app.get(
    `${base}/export`,
    {
      config,
      schema: {
        tags,
        summary: 'Die Anfragen mit den Filtern der Liste als CSV (;, UTF-8 mit BOM) oder XLSX',
        querystring: RequestExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.exportInbox(db, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Eine Anfrage mit allen Angaben, ihrem Status, der Notiz und wer sie bearbeitet hat',
        params: RequestIdParamsSchema,
        response: { 200: RequestEntrySchema },
      },
    },
    async (request) => service.read(db, request.params.id),
  );

  // PATCH as the API says; PUT too, as the back office's data provider saves every record with PUT (the
  // record's other fields are not part of the body's schema and are dropped).
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: `${base}/:id`,
      config,
      schema: {
        tags,
        summary:
          'Status und Notiz einer Anfrage setzen (mit der gelesenen Revision; 409, wenn jemand anderes sie inzwischen geändert hat)',
        params: RequestIdParamsSchema,
        headers: RevisionHeadersSchema,
        body: RequestUpdateSchema,
        response: { 200: RequestEntrySchema },
      },
      handler: async (request) =>
        service.update(
          db,
          currentUser(request),
          request.params.id,
          request.body,
          request.headers[REVISION_HEADER],
        ),
    });
  }
};
