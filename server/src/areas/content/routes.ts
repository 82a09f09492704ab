import { ListQuerySchema } from '@kp/contract/api';
import { ServiceAreaParamsSchema, ServiceAreaSchema } from '@kp/contract/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/service-areas',
    {
      config: { access: 'confirmed' },
      schema: {
        tags: ['content'],
        querystring: ListQuerySchema,
        response: { 200: z.array(ServiceAreaSchema) },
      },
    },
    async (request) => service.serviceAreaList(db, request.query._limit),
  );

  app.get(
    '/service-areas/:serviceAreaId',
    {
      config: { access: 'confirmed' },
      schema: { tags: ['content'], params: ServiceAreaParamsSchema, response: { 200: ServiceAreaSchema } },
    },
    async (request) => service.serviceArea(db, request.params.serviceAreaId),
  );
};
