import { rabattEndpoints as api } from '@kp/contract/rabatt-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

export async function rabattRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.list, (request) => service.list(db, currentUser(request), request.query));
  route(app, api.add, (request) =>
    service.addLieferstelle(db, currentUser(request), request.query.commune, request.body),
  );
  route(app, api.updateAdditionalData, (request) =>
    service.updateAdditionalData(db, currentUser(request), request.query.commune, request.body),
  );
  route(app, api.updateStatus, (request) => service.updateStatus(db, currentUser(request), request.query));
  route(app, api.setRabatt, (request) =>
    service.updateRabatt(db, currentUser(request), request.query.commune, request.params.id, request.body),
  );
  route(app, api.enableRabatt, (request) => service.enableRabatt(db, currentUser(request), request.query));
  route(app, api.dashboard, (request) => service.dashboard(db, currentUser(request)));
  route(app, api.statusHistory, (request) => service.statusHistory(db, currentUser(request), request.query));
  route(app, api.unreadComments, (request) =>
    service.unreadComments(db, currentUser(request), request.query),
  );
  route(app, api.thread, (request) =>
    service.thread(db, currentUser(request), request.query, request.params.marktlokation),
  );
  route(app, api.markThreadRead, async (request) => {
    await service.markThreadRead(
      db,
      currentUser(request),
      request.query,
      request.params.marktlokation,
      request.body.upTo,
    );
  });
  route(app, api.addComment, (request) =>
    service.addComment(
      db,
      currentUser(request),
      request.query.commune,
      request.params.marktlokation,
      request.body,
    ),
  );
  route(app, api.details, (request) =>
    service.details(
      db,
      currentUser(request),
      request.query.commune,
      request.params.marktlokation,
      request.params.geschaeftspartnerNummer,
    ),
  );
  route(app, api.exportList, async (request, reply) => {
    const file = await service.exportList(db, currentUser(request), request.params, request.query);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .send(file.body);
  });
  route(app, api.availableMalos, (request) =>
    service.availableMalos(db, currentUser(request), request.query),
  );
  route(app, api.communeResponsible, (request) =>
    service.communeResponsible(db, currentUser(request), request.query.commune),
  );
  route(app, api.myComments, (request) =>
    service.commentsBy(db, currentUser(request), request.query, 'mine'),
  );
  route(app, api.communeComments, (request) =>
    service.commentsBy(
      db,
      currentUser(request),
      { commune: request.params.commune, year: request.query.year },
      'commune',
    ),
  );
  route(app, api.employeeComments, (request) =>
    service.commentsBy(db, currentUser(request), request.query, 'employees'),
  );
  route(app, api.contact, () => service.lieferstellenContact(db));
}

export { yearStartRoutes } from './year-start-routes.ts';
