import { ANNOUNCE_WINDOW_DAYS } from '@kp/contract/notifications-constants';
import { ROUTES } from '@kp/contract/shell';
import { and, eq } from 'drizzle-orm';
import * as announceRepo from '../../server/src/areas/notifications/announce-repo.ts';
import { localDayAndHour } from '../../server/src/areas/notifications/digest.ts';
import {
  type Announcement,
  announce,
  fundAnnouncement,
  postAnnouncement,
} from '../../server/src/areas/notifications/service.ts';
import { notificationConfigs, userNotifications, users } from '../../server/src/db/schema/index.ts';
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { addDays, berlinTime } from './dates.ts';

/**
 * Accounts whose panel does not open by itself, so it stays out of the way of the other e2e specs.
 * bildung.lehrkraft and bildung.schule keep no config row: their panel opens on its own.
 */
const QUIET_USERS = ['kommune.viersen', 'kommune.brueggen', 'new.mitarbeiter', 'admin'] as const;
/** Gets the daily digest; has no read notifications, so the first digest after 07:00 carries them all. */
const MAIL_SERVICE_USER = 'new.mitarbeiter';
/** How many of their notifications, oldest first, some accounts have read, so the panel shows both states. */
const READ_COUNTS: Record<string, number> = { 'kommune.viersen': 4, 'kommune.brueggen': 2, admin: 6 };

const PORTAL_UPDATE = {
  titel: 'Neu im Kommunalportal: Suche und Benachrichtigungen',
  content:
    'Mit der Suche in der Kopfzeile finden Sie Fachbereiche, Leistungen, News, Pressemitteilungen, die ' +
    'Gesellschaften der NEW-Gruppe und Ansprechpartner. Unter dem Brief-Symbol sehen Sie, was es Neues ' +
    'gibt. In den Einstellungen legen Sie fest, worüber wir Sie informieren – auf Wunsch auch einmal ' +
    'täglich per E-Mail.',
};

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Announces the newest demo content (3 news, 2 press releases, 2 funding programmes, whatever their age,
 * plus anything else published in the ANNOUNCE_WINDOW_DAYS before the newest) and one portal update, and
 * marks some as read. Deterministic: every time comes from the content's dates.
 */
export async function seedDemoNotifications(tx: DbOrTx): Promise<void> {
  const accounts = await tx.select({ id: users.id, username: users.username }).from(users);
  const userIds = new Map(accounts.map((u) => [u.username, u.id]));
  const idOf = (username: string) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`Demo-Daten: Konto '${username}' ist nicht angelegt.`);
    return id;
  };

  // One after another: a transaction has one connection.
  const news = await announceRepo.newestPosts(tx, false, 3);
  const press = await announceRepo.newestPosts(tx, true, 2);
  const funds = await announceRepo.newestFunds(tx, 2);
  const latest = [
    ...news.map(postAnnouncement),
    ...press.map(postAnnouncement),
    ...funds.map(fundAnnouncement),
  ];
  const newest = new Date(Math.max(...latest.map((a) => (a.createdAt as Date).getTime())));
  // Also whatever else the announce job would take up (published within its window), so the job finds
  // nothing left when the portal starts soon after the newest demo content, and lists stay as seeded.
  const since = new Date(newest.getTime() - ANNOUNCE_WINDOW_DAYS * DAY_MS);
  const recentPosts = await announceRepo.unannouncedPosts(tx, since, newest);
  const recentFunds = await announceRepo.unannouncedFunds(tx, since, newest);
  const byKey = new Map<string, Announcement>();
  for (const announcement of [
    ...latest,
    ...recentPosts.map(postAnnouncement),
    ...recentFunds.map(fundAnnouncement),
  ]) {
    byKey.set(`${announcement.kind}:${announcement.sourceId}`, announcement);
  }
  const announcements = [...byKey.values()].sort(
    (a, b) =>
      (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime() ||
      (a.sourceId ?? 0) - (b.sourceId ?? 0),
  );
  const portalAt = berlinTime(addDays(localDayAndHour(newest).day, 1), '09:00');

  await tx.insert(notificationConfigs).values(
    QUIET_USERS.map((username) => ({
      userId: idOf(username),
      promoteNotifications: false,
      enableMailService: username === MAIL_SERVICE_USER,
      updatedAt: portalAt,
    })),
  );

  for (const announcement of announcements) await announce(tx, announcement);
  await announce(tx, {
    kind: 'portal',
    sourceId: null,
    titel: PORTAL_UPDATE.titel,
    content: PORTAL_UPDATE.content,
    url: ROUTES.notificationConfig,
    createdAt: portalAt,
    createdBy: idOf('admin'),
  });

  for (const [username, readCount] of Object.entries(READ_COUNTS)) {
    const userId = idOf(username);
    const received = await tx
      .select({ notificationId: userNotifications.notificationId, createdAt: userNotifications.createdAt })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(userNotifications.createdAt, userNotifications.notificationId)
      .limit(readCount);
    for (const row of received) {
      // Read a few hours after it arrived; the time is fixed like everything in the seed.
      await tx
        .update(userNotifications)
        .set({ readAt: new Date(row.createdAt.getTime() + 3 * HOUR_MS) })
        .where(
          and(eq(userNotifications.userId, userId), eq(userNotifications.notificationId, row.notificationId)),
        );
    }
  }
}
