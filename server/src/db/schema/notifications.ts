import type { NotificationKind } from '@kp/contract/notifications-constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/** Settings per user (spec 01 §3); no row means the defaults. */
export const notificationConfigs = pgTable('notification_configs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  moments: boolean('moments').notNull().default(true),
  news: boolean('news').notNull().default(true),
  foerdermittel: boolean('foerdermittel').notNull().default(true),
  promoteNotifications: boolean('promote_notifications'),
  enableMailService: boolean('enable_mail_service').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One announcement of published content or a portal update. (kind, source_id) is unique, so content is
 * announced once even when several instances look at the same time; portal updates have no source.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    sourceId: integer('source_id'),
    titel: text('titel').notNull(),
    content: text('content').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('notifications_source_key').on(t.kind, t.sourceId)],
);

/** Who received which notification, whether they read it and whether the daily digest carried it. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    index('user_notifications_unmailed_idx')
      .on(t.userId)
      .where(sql`${t.mailedAt} is null and ${t.readAt} is null`),
  ],
);

/** One row per user and day a digest went out; the key makes a second digest that day impossible. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    notificationCount: integer('notification_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
