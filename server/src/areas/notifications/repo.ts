import {
  MUNICIPAL_PORTAL_KINDS,
  type NotificationConfigKey,
  type NotificationKind,
} from '@kp/contract/notifications-constants';
import { and, count, desc, eq, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationConfigs, notifications, userNotifications, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

// A user's notifications and settings, and the writing of a notification to its recipients. The jobs'
// queries are in announce-repo.ts (new content) and digest-repo.ts (the daily mail).

export type ConfigRow = typeof notificationConfigs.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type UserNotificationRow = NotificationRow & { readAt: Date | null };

/** Column of each switchable config key. */
const CONFIG_COLUMNS = {
  moments: 'moments',
  news: 'news',
  foerdermittel: 'foerdermittel',
  promoteNotifications: 'promoteNotifications',
  enableMailService: 'enableMailService',
} as const satisfies Record<NotificationConfigKey, keyof ConfigRow>;

export async function findConfig(db: Db, userId: number): Promise<ConfigRow | null> {
  const [row] = await db.select().from(notificationConfigs).where(eq(notificationConfigs.userId, userId));
  return row ?? null;
}

/** Sets one key; a missing row is created with the defaults for the other keys. */
export async function setConfig(
  db: DbOrTx,
  userId: number,
  key: NotificationConfigKey,
  value: boolean,
): Promise<ConfigRow> {
  const column = CONFIG_COLUMNS[key];
  const [row] = await db
    .insert(notificationConfigs)
    .values({ userId, [column]: value })
    .onConflictDoUpdate({
      target: notificationConfigs.userId,
      set: { [column]: value, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

/**
 * Moments notifications reach only users with EnableMoments; funding and moments lead to pages of the
 * municipal portal, so they do not reach users for whom it is hidden (decision 016). Flags may change later,
 * so the rule holds when listing as well as when delivering.
 */
export const visibleToUser = and(
  or(ne(notifications.kind, 'moments'), eq(users.enableMoments, true)),
  or(notInArray(notifications.kind, [...MUNICIPAL_PORTAL_KINDS]), eq(users.kommunalportalAusblenden, false)),
) as SQL;

const userNotificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  sourceId: notifications.sourceId,
  titel: notifications.titel,
  content: notifications.content,
  url: notifications.url,
  createdAt: notifications.createdAt,
  createdBy: notifications.createdBy,
  readAt: userNotifications.readAt,
};

/** Unread first, then read, each newest first; at most `limit` rows, so unread ones are never cut for read ones. */
export async function listForUser(db: Db, userId: number, limit: number): Promise<UserNotificationRow[]> {
  return db
    .select(userNotificationColumns)
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .innerJoin(users, eq(users.id, userNotifications.userId))
    .where(and(eq(userNotifications.userId, userId), visibleToUser))
    .orderBy(
      sql`(${userNotifications.readAt} is null) desc`,
      desc(notifications.createdAt),
      desc(notifications.id),
    )
    .limit(limit);
}

/** Marks a visible notification of the user read (the first reading time stays); null when there is none. */
export async function markRead(
  db: Db,
  userId: number,
  notificationId: number,
): Promise<UserNotificationRow | null> {
  const [visible] = await db
    .select({ id: notifications.id })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .innerJoin(users, eq(users.id, userNotifications.userId))
    .where(
      and(
        eq(userNotifications.userId, userId),
        eq(userNotifications.notificationId, notificationId),
        visibleToUser,
      ),
    );
  if (!visible) return null;
  const [marked] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.notificationId, notificationId)))
    .returning({ readAt: userNotifications.readAt });
  const [notification] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  return { ...notification, readAt: marked.readAt };
}

export interface NewNotification {
  kind: NotificationKind;
  sourceId: number | null;
  titel: string;
  content: string;
  url: string;
  createdAt: Date;
  createdBy?: number | null;
}

/** The notification, or null when its content was announced before (unique kind and source). */
export async function insertNotification(
  db: DbOrTx,
  values: NewNotification,
): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.kind, notifications.sourceId] })
    .returning();
  return row ?? null;
}

/** Whose config lets the kind through; no config row means the defaults (all true). */
function recipientCondition(kind: NotificationKind): SQL {
  switch (kind) {
    case 'news':
    case 'press':
      return sql`coalesce(${notificationConfigs.news}, true)`;
    case 'foerdermittel':
      return sql`coalesce(${notificationConfigs.foerdermittel}, true) and not ${users.kommunalportalAusblenden}`;
    case 'moments':
      return sql`coalesce(${notificationConfigs.moments}, true) and ${users.enableMoments}
        and not ${users.kommunalportalAusblenden}`;
    case 'portal':
      return sql`true`;
  }
}

/** Delivers a notification to every confirmed, active user who wants its kind; answers how many got it. */
export async function fanOut(db: DbOrTx, notification: NotificationRow): Promise<number> {
  const recipients = db
    // Drizzle's insert … select wants every column of the table, in the table's order.
    .select({
      userId: users.id,
      notificationId: sql<number>`${notification.id}::integer`.as('notification_id'),
      readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
      mailedAt: sql<Date | null>`null::timestamptz`.as('mailed_at'),
      createdAt: sql<Date>`${notification.createdAt.toISOString()}::timestamptz`.as('created_at'),
    })
    .from(users)
    .leftJoin(notificationConfigs, eq(notificationConfigs.userId, users.id))
    .where(
      and(
        eq(users.confirmed, true),
        isNull(users.rejectedAt),
        isNull(users.deactivatedAt),
        recipientCondition(notification.kind),
      ),
    );
  const rows = await db
    .insert(userNotifications)
    .select(recipients)
    .onConflictDoNothing()
    .returning({ userId: userNotifications.userId });
  return rows.length;
}

export type PortalUpdateRow = NotificationRow & { recipients: number; readBy: number };

export async function listPortalUpdates(db: Db): Promise<PortalUpdateRow[]> {
  const rows = await db
    .select({
      notification: notifications,
      recipients: count(userNotifications.userId),
      readBy: count(userNotifications.readAt),
    })
    .from(notifications)
    .leftJoin(userNotifications, eq(userNotifications.notificationId, notifications.id))
    .where(eq(notifications.kind, 'portal'))
    .groupBy(notifications.id)
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map((r) => ({ ...r.notification, recipients: r.recipients, readBy: r.readBy }));
}
