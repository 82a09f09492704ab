import {
  DIGEST_HOUR,
  DIGEST_TIME_ZONE,
  NOTIFICATION_PREVIEW_WORDS,
  NOTIFICATION_TEXTS,
} from '@kp/contract/notifications-constants';
import { displayName } from '@kp/contract/person-name';
import { absoluteUrl, formatDate, ROUTES } from '@kp/contract/shell';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { queueMail } from '../../mail/outbox.ts';
import * as digestRepo from './digest-repo.ts';
import type * as repo from './repo.ts';

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day (yyyy-mm-dd) and hour of an instant in Europe/Berlin. */
export function localDayAndHour(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(localParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The first words of a text, with an ellipsis when it was cut (spec 01 §9: 10 words). */
export function wordPreview(text: string, words = NOTIFICATION_PREVIEW_WORDS): string {
  const all = text.split(/\s+/).filter((w) => w !== '' && w !== '…');
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ')} …`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The digest mail of one user: plain text and a simple HTML version of the same list. */
export function digestMail(
  recipient: digestRepo.DigestRecipient,
  rows: repo.NotificationRow[],
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const name = displayName(recipient);
  const intro =
    rows.length === 1
      ? 'im Kommunalportal gibt es eine Neuigkeit für Sie:'
      : `im Kommunalportal gibt es ${rows.length} Neuigkeiten für Sie:`;
  const settingsUrl = absoluteUrl(publicUrl, ROUTES.notificationConfig);
  const items = rows.map((row) => ({
    date: formatDate(localDayAndHour(row.createdAt).day),
    titel: row.titel,
    preview: wordPreview(row.content),
    url: absoluteUrl(publicUrl, row.url),
  }));

  const text = [
    `Guten Tag ${name},`,
    '',
    intro,
    '',
    ...items.flatMap((item) => [
      `${item.date} – ${item.titel}`,
      ...(item.preview ? [item.preview] : []),
      item.url,
      '',
    ]),
    `${NOTIFICATION_TEXTS.digestSettingsLink}: ${settingsUrl}`,
    '',
    'Ihr Kommunalportal-Team der NEW',
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html lang="de"><body style="font-family: Arial, sans-serif; line-height: 1.5;">',
    `<p>Guten Tag ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul style="padding-left: 1.2em;">',
    ...items.map(
      (item) =>
        `<li style="margin-bottom: 1em;">${escapeHtml(item.date)}<br>` +
        `<a href="${escapeHtml(item.url)}"><strong>${escapeHtml(item.titel)}</strong></a>` +
        (item.preview ? `<br>${escapeHtml(item.preview)}` : '') +
        '</li>',
    ),
    '</ul>',
    `<p><a href="${escapeHtml(settingsUrl)}">${escapeHtml(NOTIFICATION_TEXTS.digestSettingsLink)}</a></p>`,
    '<p>Ihr Kommunalportal-Team der NEW</p>',
    '</body></html>',
  ].join('\n');

  return { subject: NOTIFICATION_TEXTS.digestSubject(rows.length), text, html };
}

/**
 * The daily digest (decision 009): from DIGEST_HOUR on (Europe/Berlin), every user with the mail service
 * on gets one mail a day with their unread notifications that no digest carried yet. Per user one
 * transaction claims the day (notification_digests), marks the rows mailed and queues the mail, so two
 * instances never send a second digest that day nor mail a notification twice. Answers how many it queued.
 */
export async function sendDailyDigests(db: Db, config: Config, now: Date): Promise<number> {
  const { day, hour } = localDayAndHour(now);
  if (hour < DIGEST_HOUR) return 0;
  let sent = 0;
  for (const recipient of await digestRepo.digestRecipients(db, day)) {
    const queued = await db.transaction(async (tx) => {
      const rows = await digestRepo.lockPendingForDigest(tx, recipient.id);
      if (rows.length === 0) return false;
      if (!(await digestRepo.insertDigest(tx, recipient.id, day, rows.length, now))) return false;
      await digestRepo.markMailed(
        tx,
        recipient.id,
        rows.map((r) => r.id),
        now,
      );
      await queueMail(tx, {
        to: recipient.email,
        ...digestMail(recipient, rows, config.PUBLIC_URL),
        dedupeKey: `notification-digest:${recipient.id}:${day}`,
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
