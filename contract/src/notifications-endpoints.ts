import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  NotificationConfigSchema,
  NotificationListSchema,
  NotificationReadQuerySchema,
  NotificationSchema,
  PortalUpdateInputSchema,
  PortalUpdateSchema,
  SetNotificationConfigQuerySchema,
} from './notifications.ts';

// The bell's notifications, their settings (spec 01 §4, §7) and the admins' portal updates.

const tags = ['notifications'] as const;
/** Notifications and settings are personal and change with every read: never stored by the browser. */
const NO_CACHE = 'private, no-store';

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications/for-user',
    access: 'confirmed',
    cache: NO_CACHE,
    tags,
    summary: 'Die Benachrichtigungen des Nutzers: ungelesene zuerst, dann gelesene, je neueste zuerst',
    answers: { 200: NotificationListSchema },
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/notifications/read',
    access: 'confirmed',
    tags,
    summary: 'Markiert eine Benachrichtigung als gelesen (wiederholbar); antwortet mit ihr',
    query: NotificationReadQuerySchema,
    answers: { 200: NotificationSchema },
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/notification-configs/for-user',
    access: 'confirmed',
    cache: NO_CACHE,
    tags,
    summary: 'Benachrichtigungseinstellungen (ohne gespeicherte Einstellungen die Voreinstellung)',
    answers: { 200: NotificationConfigSchema },
  }),
  setConfig: defineEndpoint({
    method: 'PUT',
    path: '/notification-configs/set-for-user',
    access: 'confirmed',
    tags,
    summary: 'Ändert eine Einstellung; antwortet mit allen Einstellungen',
    query: SetNotificationConfigQuerySchema,
    answers: { 200: NotificationConfigSchema },
  }),
  sendPortalUpdate: defineEndpoint({
    method: 'POST',
    path: '/admin/portal-updates',
    access: 'admin',
    tags: ['admin', ...tags],
    summary: 'Verschickt eine Portal-Neuigkeit an alle freigeschalteten Nutzer (Pflicht-Benachrichtigung)',
    body: PortalUpdateInputSchema,
    answers: { 201: PortalUpdateSchema },
  }),
  portalUpdates: defineEndpoint({
    method: 'GET',
    path: '/admin/portal-updates',
    access: 'admin',
    cache: NO_CACHE,
    tags: ['admin', ...tags],
    summary: 'Die verschickten Portal-Neuigkeiten, neueste zuerst, mit Empfängern und Lesern',
    answers: { 200: z.array(PortalUpdateSchema) },
  }),
};
