import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  notificationConfigs,
  notificationDigests,
  notifications,
  userNotifications,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import { type NotificationRow, visibleToUser } from './repo.ts';

// The daily digest's queries: who gets one, their pending notifications, and the marks that it went out.

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
