import {
  AuditEntrySchema,
  BackofficeEntrySchema,
  BackofficeIdParamsSchema,
  BackofficeListQuerySchema,
  BackofficeListSchema,
  BackofficeVersionParamsSchema,
  ContentVersionSchema,
  ContentVersionSummarySchema,
  REVISION_HEADER,
  RevisionHeadersSchema,
} from '@kp/contract/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { BACKOFFICE_RESOURCES } from './registry.ts';
import * as service from './service.ts';

const tags = ['backoffice'];

/**
 * The back office's generic routes: per resource a list, a read, the writes it allows, and its versions.
 * Each route is registered on its own, so the route table lists each with its access (issue 15).
 */
export const backofficeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const resource of BACKOFFICE_RESOURCES) {
    const base = `/backoffice/${resource.name}`;
    const config = { access: resource.access ?? 'editor' } as const;

    app.get(
      base,
      {
        config,
        schema: { tags, querystring: BackofficeListQuerySchema, response: { 200: BackofficeListSchema } },
      },
      async (request) => service.list(db, resource, request.query),
    );
    app.get(
      `${base}/:id`,
      {
        config,
        schema: { tags, params: BackofficeIdParamsSchema, response: { 200: BackofficeEntrySchema } },
      },
      async (request) => service.read(db, resource, request.params.id),
    );
    if (resource.create) {
      app.post(
        base,
        { config, schema: { tags, body: resource.input, response: { 200: BackofficeEntrySchema } } },
        async (request) => service.create(db, resource, request.body, currentUser(request)),
      );
    }
    if (resource.update) {
      app.put(
        `${base}/:id`,
        {
          config,
          schema: {
            tags,
            params: BackofficeIdParamsSchema,
            headers: RevisionHeadersSchema,
            body: resource.input,
            response: { 200: BackofficeEntrySchema },
          },
        },
        async (request) =>
          service.update(
            db,
            resource,
            request.params.id,
            request.body,
            request.headers[REVISION_HEADER],
            currentUser(request),
          ),
      );
    }
    if (resource.remove) {
      app.delete(
        `${base}/:id`,
        {
          config,
          schema: { tags, params: BackofficeIdParamsSchema, response: { 200: z.object({ id: z.number() }) } },
        },
        async (request) => service.remove(db, resource, request.params.id, currentUser(request)),
      );
    }
    if (resource.versioned !== false) {
      app.get(
        `${base}/:id/versions`,
        {
          config,
          schema: {
            tags,
            params: BackofficeIdParamsSchema,
            response: { 200: z.array(ContentVersionSummarySchema) },
          },
        },
        async (request) => service.versions(db, resource, request.params.id),
      );
      app.get(
        `${base}/:id/versions/:version`,
        {
          config,
          schema: { tags, params: BackofficeVersionParamsSchema, response: { 200: ContentVersionSchema } },
        },
        async (request) => service.version(db, resource, request.params.id, request.params.version),
      );
      app.post(
        `${base}/:id/versions/:version/restore`,
        {
          config,
          schema: {
            tags,
            params: BackofficeVersionParamsSchema,
            headers: RevisionHeadersSchema,
            response: { 200: BackofficeEntrySchema },
          },
        },
        async (request) =>
          service.restore(
            db,
            resource,
            request.params.id,
            request.params.version,
            request.headers[REVISION_HEADER],
            currentUser(request),
          ),
      );
    }
  }

  app.get(
    '/backoffice/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: BackofficeListQuerySchema,
        response: { 200: z.object({ items: z.array(AuditEntrySchema), total: z.number() }) },
      },
    },
    async (request) => service.auditLog(db, request.query),
  );
};
