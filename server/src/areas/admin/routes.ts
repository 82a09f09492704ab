import { adminEndpoints as api } from '@kp/contract/admin-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import * as service from './service.ts';

export async function adminRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, api.users, (request) => service.listUsers(db, request.query.status));
  route(app, api.communes, () => service.communeOptions(db));
  route(app, api.updateUser, (request) =>
    service.updateSettings(db, request.params.id, request.body, currentUser(request)),
  );
  route(app, api.approve, (request) =>
    service.approve(db, request.params.id, request.body, config.PUBLIC_URL, currentUser(request)),
  );
  route(app, api.reject, (request) => service.reject(db, request.params.id, currentUser(request)));
  route(app, api.deactivate, (request) => service.deactivate(db, request.params.id, currentUser(request)));
  route(app, api.reactivate, (request) => service.reactivate(db, request.params.id, currentUser(request)));
}
