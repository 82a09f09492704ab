import { contentEndpoints as api } from '@kp/contract/content-endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { etagOf, notModified } from '../../http/caching.ts';
import { route } from '../../http/endpoint.ts';
import { type JsonAnswer, sendJson } from '../../http/json-answer.ts';
import { portalConfig } from '../access/index.ts';
import * as service from './service.ts';

/**
 * The catalogue (service areas, services, sub-services) is serialised and gzipped when it is built; its
 * answers are sent as they are, with ETag and Cache-Control (see `sendJson`). The browser revalidates every
 * time (`no-cache`, a 304 while the ETag holds): since editors publish and unpublish in the back office
 * (decision 019), a browser must not keep showing an entry for minutes after it was changed or taken down.
 */
const BROWSER_MAX_AGE_SECONDS = 0;
const answer = (request: FastifyRequest, reply: FastifyReply, prepared: JsonAnswer) =>
  sendJson(request, reply, prepared, BROWSER_MAX_AGE_SECONDS);

/** Values not cached on the server go through the serializer; the ETag is computed per answer. */
function answerFresh<T>(request: FastifyRequest, reply: FastifyReply, value: T) {
  if (notModified(request, reply, etagOf(value), BROWSER_MAX_AGE_SECONDS)) return reply.code(304).send();
  return value;
}

export async function contentRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, api.serviceAreas, async (request, reply) =>
    answer(request, reply, await service.serviceAreaList(db, currentUser(request), request.query._limit)),
  );
  route(app, api.serviceArea, async (request, reply) =>
    answer(request, reply, await service.serviceArea(db, currentUser(request), request.params.serviceAreaId)),
  );
  route(app, api.services, async (request, reply) =>
    answer(request, reply, await service.serviceList(db, currentUser(request), request.query._limit)),
  );
  route(app, api.service, async (request, reply) =>
    answer(request, reply, await service.service(db, currentUser(request), request.params.serviceId)),
  );
  route(app, api.subServices, async (request, reply) =>
    answer(request, reply, await service.subServiceList(db, currentUser(request), request.query._limit)),
  );
  route(app, api.subService, async (request, reply) =>
    answer(request, reply, await service.subService(db, currentUser(request), request.params.subServiceId)),
  );
  route(app, api.aboutUs, async (request, reply) => answerFresh(request, reply, await service.aboutPage(db)));
  route(app, api.newCompanies, async (request, reply) =>
    answerFresh(request, reply, await service.newCompanyList(db, request.query._limit)),
  );
  route(app, api.newCompany, async (request, reply) =>
    answerFresh(request, reply, await service.newCompany(db, request.params.newCompanyId)),
  );
  route(app, api.contactPeople, async (request, reply) =>
    answerFresh(request, reply, await service.contactPeople(db, request.query._limit)),
  );
  route(app, api.constructionProjects, async (request, reply) =>
    answerFresh(request, reply, await service.constructionProjectList(db)),
  );
  route(app, api.portalConfig, async (request, reply) =>
    answerFresh(request, reply, await portalConfig(db, config)),
  );
}
