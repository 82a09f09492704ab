import { notificationsEndpoints as api } from '@kp/contract/notifications-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

export async function notificationRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  route(app, api.list, (request) => service.listForUser(db, currentUser(request)));
  route(app, api.markRead, (request) => service.markRead(db, currentUser(request), request.query.id));
  route(app, api.config, (request) => service.configForUser(db, currentUser(request)));
  route(app, api.setConfig, (request) =>
    service.setConfig(db, currentUser(request), request.query.key, request.query.value),
  );
  route(app, api.sendPortalUpdate, (request) =>
    service.createPortalUpdate(db, currentUser(request), request.body),
  );
  route(app, api.portalUpdates, () => service.listPortalUpdates(db));
}
