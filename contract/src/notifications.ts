import { z } from 'zod';
import { linkTargetOf, NOTIFICATION_CONFIG_KEYS } from './notifications-constants.ts';

/** Notification (spec 01 §3): `url` is a portal path such as /news-detail/12. */
export const NotificationSchema = z.object({
  id: z.number(),
  read: z.boolean(),
  Titel: z.string(),
  Content: z.string(),
  created_at: z.string(),
  url: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications/for-user: unread first, then read, each newest first. */
export const NotificationListSchema = z.array(NotificationSchema);

/** PUT /api/notifications/read?id= */
export const NotificationReadQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'Bitte geben Sie eine gültige Benachrichtigung an.' })
    .int()
    .positive('Bitte geben Sie eine gültige Benachrichtigung an.')
    .max(2_147_483_647, 'Bitte geben Sie eine gültige Benachrichtigung an.'),
});

/**
 * Notification config (spec 01 §3). promoteNotifications is null until the person first closes the
 * panel; while it is not false the panel opens on its own.
 */
export const NotificationConfigSchema = z.object({
  moments: z.boolean(),
  news: z.boolean(),
  foerdermittel: z.boolean(),
  promoteNotifications: z.boolean().nullable(),
  enableMailService: z.boolean(),
});
export type NotificationConfig = z.infer<typeof NotificationConfigSchema>;

/** PUT /api/notification-configs/set-for-user?key=&value= */
export const SetNotificationConfigQuerySchema = z.object({
  key: z.enum(NOTIFICATION_CONFIG_KEYS, { error: 'Diese Einstellung gibt es nicht.' }),
  value: z
    .enum(['true', 'false'], { error: 'Bitte geben Sie true oder false an.' })
    .transform((v) => v === 'true'),
});

/** POST /api/admin/portal-updates: a mandatory notification for every confirmed user. */
export const PortalUpdateInputSchema = z.object({
  Titel: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie einen Titel ein.')
    .max(160, 'Der Titel ist zu lang (höchstens 160 Zeichen).'),
  Content: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie einen Text ein.')
    .max(2000, 'Der Text ist zu lang (höchstens 2000 Zeichen).'),
  url: z
    .string()
    .trim()
    .max(300)
    .refine(
      (url) => linkTargetOf(url).kind !== 'none',
      'Bitte geben Sie einen Pfad im Portal an, der mit / beginnt (zum Beispiel /news), oder eine https-Adresse.',
    )
    .or(z.literal(''))
    .optional(),
});
export type PortalUpdateInput = z.infer<typeof PortalUpdateInputSchema>;

/** GET /api/admin/portal-updates: the updates sent, newest first, with how many people read them. */
export const PortalUpdateSchema = z.object({
  id: z.number(),
  Titel: z.string(),
  Content: z.string(),
  url: z.string(),
  created_at: z.string(),
  recipients: z.number(),
  readBy: z.number(),
});
export type PortalUpdate = z.infer<typeof PortalUpdateSchema>;
