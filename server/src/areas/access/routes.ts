import { accessEndpoints as api } from '@kp/contract/access-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

export async function accessRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.me, (request) => service.userPayload(db, currentUser(request)));
  route(app, api.navigation, (request) => service.navigationFor(db, currentUser(request)));
  route(app, api.communeNames, () => repo.communeNames(db));
  route(app, api.news, (request) => service.dashboardNews(db, currentUser(request)));
  route(app, api.funds, (request) => service.funds(db, currentUser(request)));
  route(app, api.faq, () => service.faq(db));
  route(app, api.concessionTopics, (request) => service.concessionTopics(db, currentUser(request)));

  route(app, api.setEducationMode, async (request) => {
    const user = currentUser(request);
    const updated = await service.setEducationMode(db, user, request.body.showBildungsportal);
    return service.userPayload(db, updated);
  });
  route(app, api.setCookieConsent, async (request) => {
    const updated = await service.setTrackingConsent(db, currentUser(request), request.body.tracking);
    return service.userPayload(db, updated);
  });
  route(app, api.availableRoles, () => repo.selectableRoles(db));
  route(app, api.availableCommunes, () => service.availableCommunes(db));
  route(app, api.register, async (request) => {
    const updated = await service.registerPreferredData(db, currentUser(request), request.body);
    return service.userPayload(db, updated);
  });
}
