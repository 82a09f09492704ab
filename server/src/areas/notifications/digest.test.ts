import { NOTIFICATION_TEXTS } from '@kp/contract/notifications-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notificationConfigs,
  notificationDigests,
  userNotifications,
  users,
} from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildUser, sessionCookie, type UserRow } from '../../test/factories.ts';
import { localDayAndHour, sendDailyDigests, wordPreview } from './digest.ts';
import { announce } from './service.ts';

const { app, db, config } = await setupTestApp({ PUBLIC_URL: 'https://portal.example' });

async function mailUser(overrides: Partial<typeof users.$inferInsert> = {}, mailService = true) {
  const user = await buildUser(db, { firstName: 'Felix', lastName: 'Hamacher', ...overrides });
  await db.insert(notificationConfigs).values({ userId: user.id, enableMailService: mailService });
  return user;
}

let source = 0;
async function announceNews(titel: string, content: string, createdAt: Date) {
  const sourceId = ++source;
  const { notification } = await announce(db, {
    kind: 'news',
    sourceId,
    titel,
    content,
    url: `/news-detail/${sourceId}`,
    createdAt,
  });
  if (!notification) throw new Error('not announced');
  return notification;
}

const mailsTo = (user: UserRow) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)).orderBy(mailOutbox.id);

const mailedAt = async (user: UserRow, notificationId: number) =>
  (
    await db
      .select({ mailedAt: userNotifications.mailedAt })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, user.id), eq(userNotifications.notificationId, notificationId)))
  )[0].mailedAt;

describe('localDayAndHour', () => {
  it('uses Berlin time, summer time included', () => {
    expect(localDayAndHour(new Date('2027-01-10T23:30:00Z'))).toEqual({ day: '2027-01-11', hour: 0 });
    expect(localDayAndHour(new Date('2027-07-01T05:00:00Z'))).toEqual({ day: '2027-07-01', hour: 7 });
    expect(localDayAndHour(new Date('2027-07-01T04:59:00Z'))).toEqual({ day: '2027-07-01', hour: 6 });
  });
});

describe('wordPreview', () => {
  it('keeps the first 10 words and marks the cut', () => {
    expect(wordPreview('eins zwei drei')).toBe('eins zwei drei');
    expect(wordPreview('1 2 3 4 5 6 7 8 9 10 11 12')).toBe('1 2 3 4 5 6 7 8 9 10 …');
    expect(wordPreview('1 2 3 4 5 6 7 8 9 10')).toBe('1 2 3 4 5 6 7 8 9 10');
  });
});

describe('sendDailyDigests', () => {
  it('mails the unread notifications once, with date, title, preview, links and escaped HTML', async () => {
    const user = await mailUser();
    const older = await announceNews(
      'Neue Ladesäulen in Viersen',
      'Die NEW baut in diesem Jahr zwanzig neue Ladesäulen in allen Ortsteilen der Stadt Viersen.',
      new Date('2027-03-08T23:30:00Z'),
    );
    const newer = await announceNews(
      'Strom & Gas: <Tarife> "2027"',
      'Kurz gesagt.',
      new Date('2027-03-09T10:00:00Z'),
    );
    // 08:00 in Berlin (winter time).
    const now = new Date('2027-03-10T07:00:00Z');
    expect(await sendDailyDigests(db, config, now)).toBeGreaterThanOrEqual(1);

    const [mail] = await mailsTo(user);
    expect(mail.subject).toBe(NOTIFICATION_TEXTS.digestSubject(2));
    expect(mail.subject).toBe('2 Neuigkeiten im Kommunalportal');
    expect(mail.dedupeKey).toBe(`notification-digest:${user.id}:2027-03-10`);
    expect(mail.text).toContain('Guten Tag Felix Hamacher,');
    // Newest first; the date is the Berlin day (23:30 UTC on the 8th is the 9th in Berlin).
    expect(mail.text).toContain(
      [
        '09.03.2027 – Strom & Gas: <Tarife> "2027"',
        'Kurz gesagt.',
        `https://portal.example/news-detail/${newer.sourceId}`,
        '',
        '09.03.2027 – Neue Ladesäulen in Viersen',
        'Die NEW baut in diesem Jahr zwanzig neue Ladesäulen in …',
        `https://portal.example/news-detail/${older.sourceId}`,
      ].join('\n'),
    );
    expect(mail.text).toContain(
      `${NOTIFICATION_TEXTS.digestSettingsLink}: https://portal.example/notification-config`,
    );
    const html = mail.html ?? '';
    expect(html).toContain('Strom &amp; Gas: &lt;Tarife&gt; &quot;2027&quot;');
    expect(html).not.toContain('<Tarife>');
    expect(html).toContain(`<a href="https://portal.example/news-detail/${older.sourceId}">`);
    expect(html).toContain(
      `<a href="https://portal.example/notification-config">${NOTIFICATION_TEXTS.digestSettingsLink}</a>`,
    );

    expect(await mailedAt(user, older.id)).toEqual(now);
    expect(await mailedAt(user, newer.id)).toEqual(now);
    const [digest] = await db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, user.id));
    expect(digest).toMatchObject({ day: '2027-03-10', notificationCount: 2 });

    // Later that day nothing new: no second mail.
    await sendDailyDigests(db, config, new Date('2027-03-10T15:00:00Z'));
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('says "Eine Neuigkeit" for a single notification', async () => {
    const user = await mailUser();
    await announceNews('Einzelne Nachricht', 'Text', new Date('2027-03-20T09:00:00Z'));
    await sendDailyDigests(db, config, new Date('2027-03-21T07:00:00Z'));
    const [mail] = await mailsTo(user);
    expect(mail.subject).toBe('Eine Neuigkeit im Kommunalportal');
    expect(mail.text).toContain('im Kommunalportal gibt es eine Neuigkeit für Sie:');
  });

  it('waits for the digest hour in Berlin, in winter and in summer', async () => {
    const winter = await mailUser();
    await announceNews('Winternachricht', 'Text', new Date('2027-02-01T09:00:00Z'));
    // 06:59 and 07:00 in Berlin (UTC+1).
    await sendDailyDigests(db, config, new Date('2027-02-02T05:59:00Z'));
    expect(await mailsTo(winter)).toHaveLength(0);
    await sendDailyDigests(db, config, new Date('2027-02-02T06:00:00Z'));
    expect(await mailsTo(winter)).toHaveLength(1);

    const summer = await mailUser();
    await announceNews('Sommernachricht', 'Text', new Date('2027-07-01T03:00:00Z'));
    // 06:30 and 07:00 in Berlin (UTC+2).
    await sendDailyDigests(db, config, new Date('2027-07-01T04:30:00Z'));
    expect(await mailsTo(summer)).toHaveLength(0);
    await sendDailyDigests(db, config, new Date('2027-07-01T05:00:00Z'));
    const [mail] = await mailsTo(summer);
    expect(mail.dedupeKey).toBe(`notification-digest:${summer.id}:2027-07-01`);
  });

  it('sends at most one digest a day and the next day only what is new', async () => {
    const user = await mailUser();
    const first = await announceNews('Erste Nachricht', 'Text eins', new Date('2027-04-05T06:00:00Z'));
    await sendDailyDigests(db, config, new Date('2027-04-05T06:00:00Z'));
    expect(await mailsTo(user)).toHaveLength(1);

    const second = await announceNews('Zweite Nachricht', 'Text zwei', new Date('2027-04-05T12:00:00Z'));
    await sendDailyDigests(db, config, new Date('2027-04-05T12:01:00Z'));
    await sendDailyDigests(db, config, new Date('2027-04-05T21:59:00Z'));
    expect(await mailsTo(user)).toHaveLength(1);
    expect(await mailedAt(user, second.id)).toBeNull();

    const nextDay = new Date('2027-04-06T05:00:00Z');
    await sendDailyDigests(db, config, nextDay);
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Zweite Nachricht');
    expect(mails[1].text).not.toContain('Erste Nachricht');
    expect(mails[1].dedupeKey).toBe(`notification-digest:${user.id}:2027-04-06`);
    expect(await mailedAt(user, first.id)).toEqual(new Date('2027-04-05T06:00:00Z'));
    expect(await mailedAt(user, second.id)).toEqual(nextDay);

    // Nothing is left, so the following days stay quiet.
    await sendDailyDigests(db, config, new Date('2027-04-07T05:00:00Z'));
    expect(await mailsTo(user)).toHaveLength(2);
  });

  it('leaves out users without the mail service, and inactive users', async () => {
    const off = await mailUser({}, false);
    const noConfig = await buildUser(db);
    const deactivated = await mailUser();
    await announceNews('Für alle', 'Text', new Date('2027-05-03T08:00:00Z'));
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.id));
    await sendDailyDigests(db, config, new Date('2027-05-04T06:00:00Z'));
    for (const user of [off, noConfig, deactivated]) expect(await mailsTo(user)).toHaveLength(0);
  });

  it('does not mail notifications already read in the portal', async () => {
    const user = await mailUser();
    const cookie = await sessionCookie(db, user);
    const read = await announceNews('Schon gelesen', 'Text', new Date('2027-06-01T08:00:00Z'));
    const unread = await announceNews('Noch ungelesen', 'Text', new Date('2027-06-01T09:00:00Z'));
    const res = await app.inject({
      method: 'PUT',
      url: `/api/notifications/read?id=${read.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    await sendDailyDigests(db, config, new Date('2027-06-02T06:00:00Z'));
    const [mail] = await mailsTo(user);
    expect(mail.subject).toBe('Eine Neuigkeit im Kommunalportal');
    expect(mail.text).toContain('Noch ungelesen');
    expect(mail.text).not.toContain('Schon gelesen');
    expect(await mailedAt(user, read.id)).toBeNull();
    expect(await mailedAt(user, unread.id)).not.toBeNull();

    // Everything read: no mail and no digest claimed for the day.
    const everythingRead = await mailUser();
    const only = await announceNews('Gelesen', 'Text', new Date('2027-06-10T08:00:00Z'));
    await db
      .update(userNotifications)
      .set({ readAt: new Date('2027-06-10T09:00:00Z') })
      .where(eq(userNotifications.userId, everythingRead.id));
    await sendDailyDigests(db, config, new Date('2027-06-11T06:00:00Z'));
    expect(await mailsTo(everythingRead)).toHaveLength(0);
    expect(await mailedAt(everythingRead, only.id)).toBeNull();
    expect(
      await db.select().from(notificationDigests).where(eq(notificationDigests.userId, everythingRead.id)),
    ).toHaveLength(0);
  });

  it('does not mail moments the user can no longer see', async () => {
    const user = await mailUser({ enableMoments: true });
    await announce(db, {
      kind: 'moments',
      sourceId: 77,
      titel: 'Sommerfest',
      content: 'Text',
      url: '/home',
      createdAt: new Date('2027-08-01T08:00:00Z'),
    });
    await db.update(users).set({ enableMoments: false }).where(eq(users.id, user.id));
    await sendDailyDigests(db, config, new Date('2027-08-02T06:00:00Z'));
    expect(await mailsTo(user)).toHaveLength(0);
  });

  it('queues one mail when two runs (two instances) meet', async () => {
    const user = await mailUser();
    const notification = await announceNews('Gleichzeitig', 'Text', new Date('2027-09-01T08:00:00Z'));
    const now = new Date('2027-09-02T06:00:00Z');
    const [a, b] = await Promise.all([sendDailyDigests(db, config, now), sendDailyDigests(db, config, now)]);
    expect(await mailsTo(user)).toHaveLength(1);
    expect(await mailedAt(user, notification.id)).toEqual(now);
    const digests = await db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, user.id));
    expect(digests).toHaveLength(1);
    // Every user with something to mail got exactly one digest between the two runs.
    expect(a + b).toBe(
      (await db.select().from(notificationDigests).where(eq(notificationDigests.day, '2027-09-02'))).length,
    );
  });
});
