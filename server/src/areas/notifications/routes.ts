import {
  NotificationConfigSchema,
  NotificationListSchema,
  NotificationReadQuerySchema,
  NotificationSchema,
  PortalUpdateInputSchema,
  PortalUpdateSchema,
  SetNotificationConfigQuerySchema,
} from '@kp/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as service from './service.ts';

const confirmed = { access: 'confirmed' } as const;
const adminOnly = { access: 'admin' } as const;
const tags = ['notifications'];
/** Notifications and settings are personal and change with every read: never stored by the browser. */
const NO_CACHE = 'private, no-store';

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db }) => {
  app.get(
    '/notifications/for-user',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Die Benachrichtigungen des Nutzers: ungelesene zuerst, dann gelesene, je neueste zuerst',
        response: { 200: NotificationListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return service.listForUser(db, currentUser(request));
    },
  );

  app.put(
    '/notifications/read',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Markiert eine Benachrichtigung als gelesen (wiederholbar); antwortet mit ihr',
        querystring: NotificationReadQuerySchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) => service.markRead(db, currentUser(request), request.query.id),
  );

  app.get(
    '/notification-configs/for-user',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Benachrichtigungseinstellungen (ohne gespeicherte Einstellungen die Voreinstellung)',
        response: { 200: NotificationConfigSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return service.configForUser(db, currentUser(request));
    },
  );

  app.put(
    '/notification-configs/set-for-user',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Ändert eine Einstellung; antwortet mit allen Einstellungen',
        querystring: SetNotificationConfigQuerySchema,
        response: { 200: NotificationConfigSchema },
      },
    },
    async (request) => service.setConfig(db, currentUser(request), request.query.key, request.query.value),
  );

  app.post(
    '/admin/portal-updates',
    {
      config: adminOnly,
      schema: {
        tags: ['admin', ...tags],
        summary:
          'Verschickt eine Portal-Neuigkeit an alle freigeschalteten Nutzer (Pflicht-Benachrichtigung)',
        body: PortalUpdateInputSchema,
        response: { 201: PortalUpdateSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createPortalUpdate(db, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admin/portal-updates',
    {
      config: adminOnly,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Die verschickten Portal-Neuigkeiten, neueste zuerst, mit Empfängern und Lesern',
        response: { 200: z.array(PortalUpdateSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return service.listPortalUpdates(db);
    },
  );
};
