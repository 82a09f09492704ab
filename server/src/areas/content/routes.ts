import { PersonSchema } from '@kp/contract/access';
import { ListQuerySchema } from '@kp/contract/api';
import {
  AboutUsSchema,
  ConstructionProjectSchema,
  NewCompanyParamsSchema,
  NewCompanySchema,
  PortalConfigSchema,
  ServiceAreaParamsSchema,
  ServiceAreaSchema,
  ServiceParamsSchema,
  ServiceSchema,
  SubServiceParamsSchema,
  SubServiceSchema,
} from '@kp/contract/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { etagOf, notModified } from '../../http/caching.ts';
import { type JsonAnswer, sendJson } from '../../http/json-answer.ts';
import * as service from './service.ts';

const confirmed = { access: 'confirmed' } as const;
/** The service catalogue, contact people and construction projects: refused to education-only users. */
const municipal = { access: 'confirmed', portal: 'municipal' } as const;

/**
 * The catalogue (service areas, services, sub-services) is serialised and gzipped when it is built; its
 * answers are sent as they are, with ETag and Cache-Control (see `sendJson`). The browser revalidates every
 * time (`no-cache`, a 304 while the ETag holds): since editors publish and unpublish in the back office
 * (issue 16), a browser must not keep showing an entry for minutes after it was changed or taken down.
 */
const BROWSER_MAX_AGE_SECONDS = 0;
const answer = (request: FastifyRequest, reply: FastifyReply, prepared: JsonAnswer) =>
  sendJson(request, reply, prepared, BROWSER_MAX_AGE_SECONDS);

/** Values not cached on the server go through the serializer; the ETag is computed per answer. */
function answerFresh<T>(request: FastifyRequest, reply: FastifyReply, value: T) {
  if (notModified(request, reply, etagOf(value), BROWSER_MAX_AGE_SECONDS)) return reply.code(304).send();
  return value;
}

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/service-areas',
    {
      config: municipal,
      schema: {
        tags: ['content'],
        summary: 'Alle Fachbereiche mit ihren sichtbaren Leistungen',
        querystring: ListQuerySchema,
        response: { 200: z.array(ServiceAreaSchema) },
      },
    },
    async (request, reply) =>
      answer(request, reply, await service.serviceAreaList(db, currentUser(request), request.query._limit)),
  );

  app.get(
    '/service-areas/:serviceAreaId',
    {
      config: municipal,
      schema: { tags: ['content'], params: ServiceAreaParamsSchema, response: { 200: ServiceAreaSchema } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await service.serviceArea(db, currentUser(request), request.params.serviceAreaId),
      ),
  );

  app.get(
    '/services',
    {
      config: municipal,
      schema: { tags: ['content'], querystring: ListQuerySchema, response: { 200: z.array(ServiceSchema) } },
    },
    async (request, reply) =>
      answer(request, reply, await service.serviceList(db, currentUser(request), request.query._limit)),
  );

  app.get(
    '/services/:serviceId',
    {
      config: municipal,
      schema: { tags: ['content'], params: ServiceParamsSchema, response: { 200: ServiceSchema } },
    },
    async (request, reply) =>
      answer(request, reply, await service.service(db, currentUser(request), request.params.serviceId)),
  );

  app.get(
    '/sub-services',
    {
      config: municipal,
      schema: {
        tags: ['content'],
        querystring: ListQuerySchema,
        response: { 200: z.array(SubServiceSchema) },
      },
    },
    async (request, reply) =>
      answer(request, reply, await service.subServiceList(db, currentUser(request), request.query._limit)),
  );

  app.get(
    '/sub-services/:subServiceId',
    {
      config: municipal,
      schema: { tags: ['content'], params: SubServiceParamsSchema, response: { 200: SubServiceSchema } },
    },
    async (request, reply) =>
      answer(request, reply, await service.subService(db, currentUser(request), request.params.subServiceId)),
  );

  app.get(
    '/about-us',
    { config: confirmed, schema: { tags: ['content'], response: { 200: AboutUsSchema } } },
    async (request, reply) => answerFresh(request, reply, await service.aboutPage(db)),
  );

  app.get(
    '/new-companies',
    {
      config: confirmed,
      schema: {
        tags: ['content'],
        querystring: ListQuerySchema,
        response: { 200: z.array(NewCompanySchema) },
      },
    },
    async (request, reply) =>
      answerFresh(request, reply, await service.newCompanyList(db, request.query._limit)),
  );

  app.get(
    '/new-companies/:newCompanyId',
    {
      config: confirmed,
      schema: { tags: ['content'], params: NewCompanyParamsSchema, response: { 200: NewCompanySchema } },
    },
    async (request, reply) =>
      answerFresh(request, reply, await service.newCompany(db, request.params.newCompanyId)),
  );

  app.get(
    '/contact-people',
    {
      config: municipal,
      schema: { tags: ['content'], querystring: ListQuerySchema, response: { 200: z.array(PersonSchema) } },
    },
    async (request, reply) =>
      answerFresh(request, reply, await service.contactPeople(db, request.query._limit)),
  );

  app.get(
    '/construction-projects',
    {
      config: municipal,
      schema: { tags: ['content'], response: { 200: z.array(ConstructionProjectSchema) } },
    },
    async (request, reply) => answerFresh(request, reply, await service.constructionProjectList(db)),
  );

  app.get(
    '/portal-config',
    { config: confirmed, schema: { tags: ['content'], response: { 200: PortalConfigSchema } } },
    async (request, reply) => answerFresh(request, reply, service.portalConfig(config)),
  );
};
