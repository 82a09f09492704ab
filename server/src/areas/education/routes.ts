import {
  ContactMailResultSchema,
  ContactMailSchema,
  DashboardPostSchema,
  DashboardPostsQuerySchema,
  EducationConfigSchema,
  EducationMenuItemSchema,
  FindMaterialsQuerySchema,
  MaterialByIdQuerySchema,
  MaterialCardSchema,
  MaterialSchema,
} from '@kp/contract/education';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import * as service from './service.ts';

/** Enough for a class teacher booking several offers, too few to flood the education team's mailbox. */
const REQUESTS_PER_HOUR = 20;

/** The education portal (spec 02 §7 Education): only for those who may use it (see the guard). */
export const educationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const guarded = { access: 'confirmed', portal: 'education' } as const;

  app.get(
    '/bildungsportal/menu',
    {
      config: guarded,
      schema: {
        tags: ['education'],
        summary: 'Bildungsportal: die Materialkategorien der Navigation, sortiert',
        response: { 200: z.array(EducationMenuItemSchema) },
      },
    },
    async () => service.menu(db),
  );

  app.get(
    '/bildungsportal/find',
    {
      config: guarded,
      schema: {
        tags: ['education'],
        summary: 'Materialien einer Kategorie (Veranstaltungen nach Datum, sonst neueste zuerst)',
        querystring: FindMaterialsQuerySchema,
        response: { 200: z.array(MaterialCardSchema) },
      },
    },
    async (request) => service.findMaterials(db, currentUser(request), request.query.type),
  );

  app.get(
    '/bildungsportal/by-id',
    {
      config: guarded,
      schema: {
        tags: ['education'],
        summary: 'Ein Material mit Inhalten; Entwürfe nur für Administratoren',
        querystring: MaterialByIdQuerySchema,
        response: { 200: MaterialSchema },
      },
    },
    async (request) => service.materialById(db, currentUser(request), request.query.id),
  );

  app.get(
    '/bildungsportal-config',
    {
      config: guarded,
      schema: {
        tags: ['education'],
        summary: 'Texte und Ansprechpersonen der Seiten Sponsoring und Kontakt',
        response: { 200: EducationConfigSchema },
      },
    },
    async () => service.educationConfig(db),
  );

  app.get(
    '/bildungsportal-materials',
    {
      config: guarded,
      schema: {
        tags: ['education'],
        summary: 'Die neuesten veröffentlichten Materialien für das Dashboard',
        querystring: DashboardPostsQuerySchema,
        response: { 200: z.array(DashboardPostSchema) },
      },
    },
    async (request) => service.dashboardPosts(db, request.query._limit),
  );

  app.post(
    '/bildungsportal/contact-mail',
    {
      config: {
        ...guarded,
        rateLimit: {
          hook: 'preHandler',
          max: REQUESTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `education:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            new HttpError(
              429,
              'too_many_requests',
              'Sie haben in der letzten Stunde sehr viele Anfragen gesendet. Bitte versuchen Sie es später erneut.',
            ),
        },
      },
      schema: {
        tags: ['education'],
        summary: 'Kontaktformular des Bildungsportals; mit materialId wird ein Angebot beansprucht',
        body: ContactMailSchema,
        response: { 201: ContactMailResultSchema },
      },
    },
    async (request, reply) => {
      const created = await service.sendContactMail(db, config, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );
};
