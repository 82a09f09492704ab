import type {
  Notification,
  NotificationConfig,
  PortalUpdate,
  PortalUpdateInput,
} from '@kp/contract/notifications';
import {
  ANNOUNCE_WINDOW_DAYS,
  MUNICIPAL_PORTAL_KINDS,
  NOTIFICATIONS_LISTED,
  type NotificationConfigKey,
  type NotificationKind,
} from '@kp/contract/notifications-constants';
import { ROUTES } from '@kp/contract/shell';
import type { UserRow } from '../../auth/sessions.ts';
import { audit } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import * as announceRepo from './announce-repo.ts';
import { toNotification, toNotificationConfig, toPortalUpdate } from './present.ts';
import * as repo from './repo.ts';

/** GET /api/notifications/for-user */
export async function listForUser(db: Db, user: UserRow): Promise<Notification[]> {
  const rows = await repo.listForUser(db, user.id, NOTIFICATIONS_LISTED);
  return rows.map(toNotification);
}

/** PUT /api/notifications/read: marking again changes nothing; someone else's notification is not found. */
export async function markRead(db: Db, user: UserRow, notificationId: number): Promise<Notification> {
  const row = await repo.markRead(db, user.id, notificationId);
  if (!row) throw notFound('Diese Benachrichtigung gibt es nicht.');
  return toNotification(row);
}

/** GET /api/notification-configs/for-user */
export async function configForUser(db: Db, user: UserRow): Promise<NotificationConfig> {
  return toNotificationConfig(await repo.findConfig(db, user.id));
}

/** PUT /api/notification-configs/set-for-user */
export async function setConfig(
  db: Db,
  user: UserRow,
  key: NotificationConfigKey,
  value: boolean,
): Promise<NotificationConfig> {
  if (key === 'moments' && !user.enableMoments) {
    throw forbidden('Benachrichtigungen zu NEW Erleben sind für Ihr Konto nicht freigeschaltet.');
  }
  if (user.kommunalportalAusblenden && (MUNICIPAL_PORTAL_KINDS as readonly string[]).includes(key)) {
    throw forbidden(
      'Diese Benachrichtigungen betreffen das Kommunalportal, das für Ihr Konto ausgeblendet ist.',
    );
  }
  return toNotificationConfig(await repo.setConfig(db, user.id, key, value));
}

export interface Announcement {
  kind: NotificationKind;
  /** The announced content's id; null for portal updates. */
  sourceId: number | null;
  titel: string;
  content: string;
  /** A portal path, e.g. ROUTES.newsDetail(id). */
  url: string;
  createdAt?: Date;
  createdBy?: number | null;
}

/**
 * Creates the notification and delivers it, in one transaction, to everyone whose config wants its kind.
 * Content already announced (same kind and source, perhaps by another instance) is left alone:
 * `notification` is then null.
 */
export async function announce(db: DbOrTx, announcement: Announcement) {
  return db.transaction(async (tx) => {
    const notification = await repo.insertNotification(tx, {
      ...announcement,
      createdAt: announcement.createdAt ?? new Date(),
    });
    if (!notification) return { notification: null, recipients: 0 };
    return { notification, recipients: await repo.fanOut(tx, notification) };
  });
}

/** Characters of content kept in a notification; the panel and the digest show the first 10 words. */
const CONTENT_CHARS = 300;

/** Plain text on one line, cut at a word boundary. */
export function contentPreview(...candidates: (string | null | undefined)[]): string {
  const text = (candidates.find((c) => c?.trim()) ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= CONTENT_CHARS) return text;
  const cut = text.slice(0, CONTENT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

export function postAnnouncement(post: announceRepo.PublishedContent): Announcement {
  return {
    kind: post.isPress ? 'press' : 'news',
    sourceId: post.id,
    titel: post.title,
    content: contentPreview(post.subtitle, post.contentPlaintext),
    url: post.isPress ? ROUTES.pressDetail(post.id) : ROUTES.newsDetail(post.id),
    createdAt: post.publishedAt,
  };
}

export function fundAnnouncement(fund: announceRepo.FundContent): Announcement {
  return {
    kind: 'foerdermittel',
    sourceId: fund.id,
    titel: fund.foerdertitel,
    content: contentPreview(fund.untertitel, fund.aufruf, fund.hinweis),
    url: ROUTES.fundDetail(fund.id),
    // Announced when it went live, not when it was saved as a draft.
    createdAt: fund.publishedAt ?? fund.createdAt,
  };
}

export function momentAnnouncement(moment: announceRepo.MomentContent): Announcement {
  return {
    kind: 'moments',
    sourceId: moment.id,
    titel: moment.titel,
    content: contentPreview(moment.beschreibung),
    url: ROUTES.newErleben,
    createdAt: moment.publishedAt ?? moment.createdAt,
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Announces news, press, funding programmes and moments published within the last ANNOUNCE_WINDOW_DAYS that have
 * no notification yet; older content is not announced when the portal first sees it. Answers how many
 * it announced. Several instances may run it at once: the unique (kind, source) lets one of them win.
 */
export async function announcePublished(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ANNOUNCE_WINDOW_DAYS * DAY_MS);
  const [posts, funds, newMoments] = await Promise.all([
    announceRepo.unannouncedPosts(db, since, now),
    announceRepo.unannouncedFunds(db, since, now),
    announceRepo.unannouncedMoments(db, since, now),
  ]);
  let announced = 0;
  for (const announcement of [
    ...posts.map(postAnnouncement),
    ...funds.map(fundAnnouncement),
    ...newMoments.map(momentAnnouncement),
  ]) {
    if ((await announce(db, announcement)).notification) announced += 1;
  }
  return announced;
}

/** POST /api/admin/portal-updates: mandatory, so it reaches every confirmed user whatever their config. */
export async function createPortalUpdate(
  db: Db,
  admin: UserRow,
  input: PortalUpdateInput,
): Promise<PortalUpdate> {
  const { notification, recipients } = await db.transaction(async (tx) => {
    const announced = await announce(tx, {
      kind: 'portal',
      sourceId: null,
      titel: input.Titel,
      content: input.Content,
      url: input.url || ROUTES.home,
      createdBy: admin.id,
    });
    // Portal updates have no source, so the unique key never turns one away.
    if (!announced.notification) throw new Error('portal update was not inserted');
    // An admin's message to every user is audited like any admin write.
    await audit(tx, admin, {
      action: 'portal-update',
      resource: 'portal-updates',
      entityId: announced.notification.id,
      summary: `${input.Titel} (an ${announced.recipients} Personen)`,
    });
    return announced;
  });
  if (!notification) throw new Error('portal update was not inserted');
  return toPortalUpdate({ ...notification, recipients, readBy: 0 });
}

/** GET /api/admin/portal-updates */
export async function listPortalUpdates(db: Db): Promise<PortalUpdate[]> {
  return (await repo.listPortalUpdates(db)).map(toPortalUpdate);
}
