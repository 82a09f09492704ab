import {
  AdminCommuneOptionsSchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
} from '@kp/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

const adminOnly = { access: 'admin' } as const;
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/admin/users',
    {
      config: adminOnly,
      schema: { tags, querystring: AdminUserListQuerySchema, response: { 200: z.array(AdminUserSchema) } },
    },
    async (request) => service.listUsers(db, request.query.status),
  );

  app.get(
    '/admin/communes',
    { config: adminOnly, schema: { tags, response: { 200: AdminCommuneOptionsSchema } } },
    async () => service.communeOptions(db),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        params: AdminUserIdParamsSchema,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => service.updateSettings(db, request.params.id, request.body, currentUser(request)),
  );

  app.post(
    '/admin/users/:id/approve',
    {
      config: adminOnly,
      schema: {
        tags,
        params: AdminUserIdParamsSchema,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) =>
      service.approve(db, request.params.id, request.body, config.PUBLIC_URL, currentUser(request)),
  );

  app.post(
    '/admin/users/:id/reject',
    {
      config: adminOnly,
      schema: { tags, params: AdminUserIdParamsSchema, response: { 200: AdminUserSchema } },
    },
    async (request) => service.reject(db, request.params.id, currentUser(request)),
  );

  app.post(
    '/admin/users/:id/deactivate',
    {
      config: adminOnly,
      schema: { tags, params: AdminUserIdParamsSchema, response: { 200: AdminUserSchema } },
    },
    async (request) => service.deactivate(db, request.params.id, currentUser(request)),
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      config: adminOnly,
      schema: { tags, params: AdminUserIdParamsSchema, response: { 200: AdminUserSchema } },
    },
    async (request) => service.reactivate(db, request.params.id, currentUser(request)),
  );
};
