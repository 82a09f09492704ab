import { REVISION_HEADER } from '@kp/contract/backoffice';
import { requestsEndpoints as api } from '@kp/contract/requests-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

/** The requests inbox of the back office (decision 019): editors and admins. */
export async function requestsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.list, (request) => service.list(db, request.query));
  route(app, api.export, async (request, reply) => {
    const file = await service.exportInbox(db, request.query);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  route(app, api.read, (request) => service.read(db, request.params.id));
  for (const endpoint of [api.patch, api.update]) {
    route(app, endpoint, (request) =>
      service.update(
        db,
        currentUser(request),
        request.params.id,
        request.body,
        request.headers[REVISION_HEADER],
      ),
    );
  }
}
