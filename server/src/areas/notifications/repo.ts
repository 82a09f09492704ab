import {
  MUNICIPAL_PORTAL_KINDS,
  type NotificationConfigKey,
  type NotificationKind,
} from '@kp/contract/notifications-constants';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  foerdermittel,
  moments,
  newsPosts,
  notificationConfigs,
  notificationDigests,
  notifications,
  userNotifications,
  users,
} from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

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
 * municipal portal, so they do not reach users for whom it is hidden (issue 17). Flags may change later,
 * so the rule holds when listing as well as when delivering.
 */
const visibleToUser = and(
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

export interface PublishedContent {
  id: number;
  isPress: boolean;
  title: string;
  subtitle: string | null;
  contentPlaintext: string;
  publishedAt: Date;
}

const postColumns = {
  id: newsPosts.id,
  isPress: newsPosts.isPress,
  title: newsPosts.title,
  subtitle: newsPosts.subtitle,
  contentPlaintext: newsPosts.contentPlaintext,
  publishedAt: newsPosts.publishedAt,
};

/** News and press that went live in (since, now] (drafts have no time) and have no notification yet. */
export async function unannouncedPosts(db: DbOrTx, since: Date, now: Date): Promise<PublishedContent[]> {
  const rows = await db
    .select(postColumns)
    .from(newsPosts)
    .where(
      and(
        gt(newsPosts.publishedAt, since),
        lte(newsPosts.publishedAt, now),
        sql`not exists (select 1 from ${notifications} where ${notifications.sourceId} = ${newsPosts.id}
          and ${notifications.kind} = case when ${newsPosts.isPress} then 'press' else 'news' end)`,
      ),
    )
    .orderBy(asc(newsPosts.publishedAt), asc(newsPosts.id));
  return rows as PublishedContent[];
}

export type FundContent = Pick<
  typeof foerdermittel.$inferSelect,
  'id' | 'foerdertitel' | 'untertitel' | 'aufruf' | 'hinweis' | 'createdAt' | 'publishedAt'
>;

const fundColumns = {
  id: foerdermittel.id,
  foerdertitel: foerdermittel.foerdertitel,
  untertitel: foerdermittel.untertitel,
  aufruf: foerdermittel.aufruf,
  hinweis: foerdermittel.hinweis,
  createdAt: foerdermittel.createdAt,
  publishedAt: foerdermittel.publishedAt,
};

/** Funding programmes that went live in (since, now] and have no notification yet (drafts never do). */
export async function unannouncedFunds(db: DbOrTx, since: Date, now: Date): Promise<FundContent[]> {
  return db
    .select(fundColumns)
    .from(foerdermittel)
    .where(
      and(
        gt(foerdermittel.publishedAt, since),
        lte(foerdermittel.publishedAt, now),
        sql`not exists (select 1 from ${notifications} where ${notifications.sourceId} = ${foerdermittel.id}
          and ${notifications.kind} = 'foerdermittel')`,
      ),
    )
    .orderBy(asc(foerdermittel.publishedAt), asc(foerdermittel.id));
}

export type MomentContent = Pick<
  typeof moments.$inferSelect,
  'id' | 'titel' | 'beschreibung' | 'createdAt' | 'publishedAt'
>;

/** Moments that went live in the window and have no notification yet (drafts never do). */
export async function unannouncedMoments(db: DbOrTx, since: Date, now: Date): Promise<MomentContent[]> {
  return db
    .select({
      id: moments.id,
      titel: moments.titel,
      beschreibung: moments.beschreibung,
      createdAt: moments.createdAt,
      publishedAt: moments.publishedAt,
    })
    .from(moments)
    .where(
      and(
        gt(moments.publishedAt, since),
        lte(moments.publishedAt, now),
        sql`not exists (select 1 from ${notifications} where ${notifications.sourceId} = ${moments.id}
          and ${notifications.kind} = 'moments')`,
      ),
    )
    .orderBy(asc(moments.publishedAt), asc(moments.id));
}

/** The newest live posts of one kind, whatever their age (demo seed). */
export async function newestPosts(db: DbOrTx, isPress: boolean, limit: number): Promise<PublishedContent[]> {
  const rows = await db
    .select(postColumns)
    .from(newsPosts)
    .where(and(eq(newsPosts.isPress, isPress), isLive(newsPosts.publishedAt)))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(limit);
  return rows as PublishedContent[];
}

/**
 * Takes back the announcements of a post that is no longer live (unpublished, scheduled later, deleted):
 * its notifications go from every panel at once. When it goes live again, the job announces it anew.
 */
export async function withdrawPostAnnouncements(db: DbOrTx, postId: number) {
  await db
    .delete(notifications)
    .where(and(inArray(notifications.kind, ['news', 'press']), eq(notifications.sourceId, postId)));
}

export async function newestFunds(db: DbOrTx, limit: number): Promise<FundContent[]> {
  return db
    .select(fundColumns)
    .from(foerdermittel)
    .where(isLive(foerdermittel.publishedAt))
    .orderBy(desc(foerdermittel.createdAt), desc(foerdermittel.id))
    .limit(limit);
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

// --- Daily digest ---

export interface DigestRecipient {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
}

/**
 * Confirmed, active users with the mail service on, who have unread, unmailed notifications they can see
 * and no digest for the day yet.
 */
export async function digestRecipients(db: Db, day: string): Promise<DigestRecipient[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .innerJoin(notificationConfigs, eq(notificationConfigs.userId, users.id))
    .where(
      and(
        eq(notificationConfigs.enableMailService, true),
        eq(users.confirmed, true),
        isNull(users.rejectedAt),
        isNull(users.deactivatedAt),
        sql`exists (select 1 from ${userNotifications}
          inner join ${notifications} on ${notifications.id} = ${userNotifications.notificationId}
          where ${userNotifications.userId} = ${users.id}
            and ${userNotifications.readAt} is null and ${userNotifications.mailedAt} is null
            and ${visibleToUser})`,
        sql`not exists (select 1 from ${notificationDigests}
          where ${notificationDigests.userId} = ${users.id} and ${notificationDigests.day} = ${day})`,
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Locks the user's unread, unmailed, visible notifications, newest first. A concurrent digest waits for
 * the lock and then no longer finds the rows the first one marked as mailed.
 */
export async function lockPendingForDigest(tx: DbOrTx, userId: number): Promise<NotificationRow[]> {
  const rows = await tx
    .select({ notification: notifications })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .innerJoin(users, eq(users.id, userNotifications.userId))
    .where(
      and(
        eq(userNotifications.userId, userId),
        isNull(userNotifications.readAt),
        isNull(userNotifications.mailedAt),
        visibleToUser,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .for('update', { of: userNotifications });
  return rows.map((r) => r.notification);
}

/** Claims the user's digest of the day; false when one was already sent (also by another instance). */
export async function insertDigest(
  tx: DbOrTx,
  userId: number,
  day: string,
  notificationCount: number,
  now: Date,
) {
  const rows = await tx
    .insert(notificationDigests)
    .values({ userId, day, notificationCount, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: notificationDigests.userId });
  return rows.length > 0;
}

export async function markMailed(tx: DbOrTx, userId: number, notificationIds: number[], now: Date) {
  await tx
    .update(userNotifications)
    .set({ mailedAt: now })
    .where(
      and(eq(userNotifications.userId, userId), inArray(userNotifications.notificationId, notificationIds)),
    );
}
