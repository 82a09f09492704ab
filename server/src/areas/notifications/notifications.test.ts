import type { Notification, NotificationConfig, PortalUpdate } from '@kp/contract/notifications';
import { NOTIFICATIONS_LISTED, type NotificationKind } from '@kp/contract/notifications-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { forgetCachedSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import {
  moments,
  notificationConfigs,
  notifications,
  userNotifications,
  users,
} from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { openSeededTestDatabase, SEED_WAIT_MS } from '../../test/database.ts';
import { buildUser, sessionCookie, type UserRow } from '../../test/factories.ts';
import { buildFoerdermittel, buildNewsPost, buildPressPost } from '../../test/news-factories.ts';
import { delayToNextRun, startNotificationJobs } from './jobs.ts';
import { announce, announcePublished } from './service.ts';

const { app, db, config } = await setupTestApp();

const cookies = new Map<number, string>();
async function cookieOf(user: UserRow) {
  let cookie = cookies.get(user.id);
  if (!cookie) {
    cookie = await sessionCookie(db, user);
    cookies.set(user.id, cookie);
  }
  return cookie;
}
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, user?: UserRow, payload?: object) =>
  app.inject({ method, url, payload, headers: user ? { cookie: await cookieOf(user) } : {} });

const listOf = async (user: UserRow) => {
  const res = await call('GET', '/api/notifications/for-user', user);
  expect(res.statusCode).toBe(200);
  return res.json() as Notification[];
};

/** The notification ids a user received, by kind. */
async function receivedBy(userId: number, kind?: NotificationKind) {
  const rows = await db
    .select({ id: notifications.id, kind: notifications.kind })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .where(eq(userNotifications.userId, userId));
  return rows.filter((r) => !kind || r.kind === kind).map((r) => r.id);
}

async function withConfig(
  overrides: Partial<typeof notificationConfigs.$inferInsert>,
  user?: Partial<UserRow>,
) {
  const row = await buildUser(db, user);
  await db.insert(notificationConfigs).values({ userId: row.id, ...overrides });
  return row;
}

let source = 1000;
const announceKind = (kind: NotificationKind, extra: { createdAt?: Date; titel?: string } = {}) =>
  announce(db, {
    kind,
    sourceId: kind === 'portal' ? null : ++source,
    titel: extra.titel ?? `${kind} ${source}`,
    content: 'Ein kurzer Text zur Ankündigung.',
    url: '/home',
    createdAt: extra.createdAt,
  });

/** A notification for one user only, written directly (no fan-out to the other users of this file). */
async function notifyOnly(userId: number, createdAt: Date, readAt: Date | null = null) {
  const [row] = await db
    .insert(notifications)
    .values({
      kind: 'news',
      sourceId: ++source,
      titel: `Nachricht ${createdAt.toISOString()}`,
      content: 'Text',
      url: '/home',
      createdAt,
    })
    .returning();
  await db.insert(userNotifications).values({ userId, notificationId: row.id, readAt, createdAt });
  return row;
}

describe('notification config', () => {
  it('answers 401 without a session and 403 for unconfirmed users', async () => {
    const waiting = await buildUser(db, { confirmed: false });
    for (const [method, url] of [
      ['GET', '/api/notification-configs/for-user'],
      ['PUT', '/api/notification-configs/set-for-user?key=news&value=false'],
      ['GET', '/api/notifications/for-user'],
      ['PUT', '/api/notifications/read?id=1'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, waiting)).statusCode, url).toBe(403);
    }
  });

  it('answers the defaults while the user has no settings', async () => {
    const user = await buildUser(db);
    const res = await call('GET', '/api/notification-configs/for-user', user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      moments: true,
      news: true,
      foerdermittel: true,
      promoteNotifications: null,
      enableMailService: false,
    });
  });

  it('stores each key and answers the whole config', async () => {
    const user = await buildUser(db);
    const set = async (key: string, value: string) => {
      const res = await call('PUT', `/api/notification-configs/set-for-user?key=${key}&value=${value}`, user);
      expect(res.statusCode).toBe(200);
      return res.json() as NotificationConfig;
    };
    expect(await set('news', 'false')).toEqual({
      moments: true,
      news: false,
      foerdermittel: true,
      promoteNotifications: null,
      enableMailService: false,
    });
    await set('foerdermittel', 'false');
    await set('promoteNotifications', 'false');
    await set('enableMailService', 'true');
    expect(await set('news', 'true')).toEqual({
      moments: true,
      news: true,
      foerdermittel: false,
      promoteNotifications: false,
      enableMailService: true,
    });
    const res = await call('GET', '/api/notification-configs/for-user', user);
    expect(res.json()).toEqual({
      moments: true,
      news: true,
      foerdermittel: false,
      promoteNotifications: false,
      enableMailService: true,
    });
    // Another user's settings stay untouched.
    const other = await call('GET', '/api/notification-configs/for-user', await buildUser(db));
    expect((other.json() as NotificationConfig).enableMailService).toBe(false);
  });

  it('lets only users with EnableMoments switch moments', async () => {
    const plain = await buildUser(db);
    const denied = await call('PUT', '/api/notification-configs/set-for-user?key=moments&value=false', plain);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/NEW Erleben/);
    expect(
      (await db.select().from(notificationConfigs).where(eq(notificationConfigs.userId, plain.id))).length,
    ).toBe(0);

    const flagged = await buildUser(db, { enableMoments: true });
    const res = await call('PUT', '/api/notification-configs/set-for-user?key=moments&value=false', flagged);
    expect(res.statusCode).toBe(200);
    expect((res.json() as NotificationConfig).moments).toBe(false);
  });

  it('lets no user with the municipal portal hidden switch funding or moments (decision 016)', async () => {
    const educationOnly = await buildUser(db, { kommunalportalAusblenden: true, enableMoments: true });
    for (const key of ['foerdermittel', 'moments']) {
      const res = await call(
        'PUT',
        `/api/notification-configs/set-for-user?key=${key}&value=true`,
        educationOnly,
      );
      expect(res.statusCode, key).toBe(403);
      expect(res.json().message, key).toContain('Kommunalportal');
    }
    const news = await call(
      'PUT',
      '/api/notification-configs/set-for-user?key=news&value=false',
      educationOnly,
    );
    expect(news.statusCode).toBe(200);
  });

  it('rejects unknown keys (portal updates are mandatory) and values other than true and false', async () => {
    const user = await buildUser(db);
    for (const [query, message] of [
      ['key=portalUpdates&value=false', 'Diese Einstellung gibt es nicht.'],
      ['key=wetter&value=true', 'Diese Einstellung gibt es nicht.'],
      ['value=true', 'Diese Einstellung gibt es nicht.'],
      ['key=news&value=ja', 'Bitte geben Sie true oder false an.'],
      ['key=news', 'Bitte geben Sie true oder false an.'],
    ]) {
      const res = await call('PUT', `/api/notification-configs/set-for-user?${query}`, user);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
    expect(
      (await db.select().from(notificationConfigs).where(eq(notificationConfigs.userId, user.id))).length,
    ).toBe(0);
  });
});

describe('announce', () => {
  it('delivers news and press only to users whose config enables news', async () => {
    const everything = await buildUser(db);
    const newsOff = await withConfig({ news: false });
    const fundsOff = await withConfig({ foerdermittel: false });
    const news = await announceKind('news');
    const press = await announceKind('press');
    const ids = [news.notification?.id, press.notification?.id];
    expect(await receivedBy(everything.id)).toEqual(expect.arrayContaining(ids));
    expect(await receivedBy(fundsOff.id)).toEqual(expect.arrayContaining(ids));
    expect(await receivedBy(newsOff.id)).toEqual([]);
    expect(news.recipients).toBeGreaterThanOrEqual(2);
  });

  it('delivers funding programmes only to users whose config enables foerdermittel', async () => {
    const everything = await buildUser(db);
    const newsOff = await withConfig({ news: false });
    const fundsOff = await withConfig({ foerdermittel: false });
    const { notification } = await announceKind('foerdermittel');
    expect(await receivedBy(everything.id)).toContain(notification?.id);
    expect(await receivedBy(newsOff.id)).toContain(notification?.id);
    expect(await receivedBy(fundsOff.id)).toEqual([]);
  });

  it('delivers moments only with EnableMoments and the moments config', async () => {
    const flagged = await buildUser(db, { enableMoments: true });
    const flaggedOff = await withConfig({ moments: false }, { enableMoments: true });
    const noFlag = await buildUser(db);
    const { notification } = await announceKind('moments');
    expect(await receivedBy(flagged.id)).toEqual([notification?.id]);
    expect(await receivedBy(flaggedOff.id)).toEqual([]);
    expect(await receivedBy(noFlag.id)).toEqual([]);
  });

  it('delivers no funding or moments to users with the municipal portal hidden (decision 016)', async () => {
    const educationOnly = await buildUser(db, { kommunalportalAusblenden: true, enableMoments: true });
    const funds = await announceKind('foerdermittel');
    const moments = await announceKind('moments');
    const news = await announceKind('news');
    const portal = await announceKind('portal');
    expect(await receivedBy(educationOnly.id, 'foerdermittel')).toEqual([]);
    expect(await receivedBy(educationOnly.id, 'moments')).toEqual([]);
    expect(await receivedBy(educationOnly.id)).toEqual([news.notification?.id, portal.notification?.id]);
    expect(funds.recipients).toBeGreaterThan(0);
    expect(moments.recipients).toBeGreaterThan(0);
  });

  it('delivers portal updates to every confirmed, active user, whatever their config', async () => {
    const everythingOff = await withConfig({ news: false, foerdermittel: false, moments: false });
    const plain = await buildUser(db);
    const unconfirmed = await buildUser(db, { confirmed: false });
    const deactivated = await buildUser(db, { deactivatedAt: new Date() });
    const rejected = await buildUser(db, { rejectedAt: new Date() });
    const { notification } = await announceKind('portal');
    expect(await receivedBy(everythingOff.id)).toEqual([notification?.id]);
    expect(await receivedBy(plain.id)).toEqual([notification?.id]);
    await announceKind('news');
    for (const user of [unconfirmed, deactivated, rejected]) expect(await receivedBy(user.id)).toEqual([]);
  });

  it('announces the same content once, however often it is called', async () => {
    const user = await buildUser(db);
    const content = {
      kind: 'news' as const,
      sourceId: 4242,
      titel: 'Einmal',
      content: 'Text',
      url: '/news-detail/4242',
    };
    const [first, second] = await Promise.all([announce(db, content), announce(db, content)]);
    const third = await announce(db, { ...content, titel: 'Noch einmal' });
    expect([first.notification, second.notification].filter(Boolean)).toHaveLength(1);
    expect(third).toEqual({ notification: null, recipients: 0 });
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'news'), eq(notifications.sourceId, 4242)));
    expect(rows).toHaveLength(1);
    expect(rows[0].titel).toBe('Einmal');
    expect(await receivedBy(user.id)).toEqual([rows[0].id]);
    // The same id of another kind is other content.
    expect((await announce(db, { ...content, kind: 'foerdermittel' })).notification).not.toBeNull();
  });
});

describe('announcePublished', () => {
  it('announces content published within the window once, with title, preview, link and date', async () => {
    const now = new Date('2030-06-20T10:00:00Z');
    const user = await buildUser(db);
    const news = await buildNewsPost(db, {
      title: 'Neue Ladesäulen in Viersen',
      subtitle: null,
      contentPlaintext: 'Die NEW baut\n\nzwanzig neue Ladesäulen.',
      pubDate: '2030-06-19',
      publishedAt: new Date('2030-06-19T06:00:00Z'),
    });
    const press = await buildPressPost(db, {
      title: 'Pressemitteilung zur Wärmeplanung',
      subtitle: 'Kommunen starten gemeinsam',
      publishedAt: new Date('2030-06-07T10:01:00Z'),
    });
    const fund = await buildFoerdermittel(db, {
      foerdertitel: 'Förderprogramm Klimaanpassung',
      untertitel: null,
      aufruf: 'Förderaufruf 2030 für Städte und Gemeinden',
      createdAt: new Date('2030-06-15T09:00:00Z'),
    });
    // Too old for the window, and not yet published.
    const old = await buildNewsPost(db, { publishedAt: new Date('2030-06-06T09:59:00Z') });
    const future = await buildPressPost(db, { publishedAt: new Date('2030-06-20T10:00:01Z') });
    const oldFund = await buildFoerdermittel(db, { createdAt: new Date('2030-05-01T09:00:00Z') });

    expect(await announcePublished(db, now)).toBe(3);
    const rows = await db.select().from(notifications);
    const find = (kind: NotificationKind, sourceId: number) =>
      rows.find((r) => r.kind === kind && r.sourceId === sourceId);
    expect(find('news', news.id)).toMatchObject({
      titel: 'Neue Ladesäulen in Viersen',
      content: 'Die NEW baut zwanzig neue Ladesäulen.',
      url: `/news-detail/${news.id}`,
      createdAt: new Date('2030-06-19T06:00:00Z'),
    });
    expect(find('press', press.id)).toMatchObject({
      titel: 'Pressemitteilung zur Wärmeplanung',
      content: 'Kommunen starten gemeinsam',
      url: `/press-detail/${press.id}`,
    });
    expect(find('foerdermittel', fund.id)).toMatchObject({
      titel: 'Förderprogramm Klimaanpassung',
      content: 'Förderaufruf 2030 für Städte und Gemeinden',
      url: `/funds/${fund.id}`,
      createdAt: new Date('2030-06-15T09:00:00Z'),
    });
    expect(find('news', old.id)).toBeUndefined();
    expect(find('press', future.id)).toBeUndefined();
    expect(find('foerdermittel', oldFund.id)).toBeUndefined();
    expect((await receivedBy(user.id)).length).toBeGreaterThanOrEqual(3);

    // A second run, also by another instance at the same time, announces nothing again.
    expect(await Promise.all([announcePublished(db, now), announcePublished(db, now)])).toEqual([0, 0]);
    expect(await db.select().from(notifications)).toHaveLength(rows.length);
    // Once published, the future post is announced by a later run.
    expect(await announcePublished(db, new Date('2030-06-20T10:01:00Z'))).toBe(1);
  });

  it('announces a new moment to users with EnableMoments, linking to NEW Erleben', async () => {
    const now = new Date('2031-03-10T10:00:00Z');
    const withMoments = await buildUser(db, { enableMoments: true });
    const without = await buildUser(db);
    const [moment] = await db
      .insert(moments)
      .values({
        titel: 'Führung Wasserwerk',
        beschreibung: 'Vom Brunnen bis zum Hochbehälter.',
        startdatum: '2031-03-20',
        enddatum: '2031-03-25',
        createdAt: new Date('2031-03-09T08:00:00Z'),
        publishedAt: new Date('2031-03-09T08:00:00Z'),
      })
      .returning();
    expect(await announcePublished(db, now)).toBe(1);
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'moments'), eq(notifications.sourceId, moment.id)));
    expect(row).toMatchObject({
      kind: 'moments',
      titel: 'Führung Wasserwerk',
      content: 'Vom Brunnen bis zum Hochbehälter.',
      url: '/new-erleben',
    });
    expect(await receivedBy(withMoments.id)).toContain(row.id);
    expect(await receivedBy(without.id)).not.toContain(row.id);
    expect(await announcePublished(db, now)).toBe(0);
  });

  it('keeps a long text short', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `Wort${i}`).join(' ');
    const post = await buildNewsPost(db, {
      subtitle: '',
      contentPlaintext: words,
      publishedAt: new Date('2030-08-01T08:00:00Z'),
    });
    await announcePublished(db, new Date('2030-08-01T09:00:00Z'));
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'news'), eq(notifications.sourceId, post.id)));
    expect(row.content.startsWith('Wort0 Wort1 Wort2')).toBe(true);
    expect(row.content.endsWith(' …')).toBe(true);
    expect(row.content.length).toBeLessThanOrEqual(302);
  });
});

describe('GET /api/notifications/for-user and PUT /api/notifications/read', () => {
  it('lists unread ones first, then read ones, each newest first', async () => {
    const user = await buildUser(db);
    const at = (day: number) => new Date(`2029-01-${String(day).padStart(2, '0')}T08:00:00Z`);
    const a = await notifyOnly(user.id, at(1));
    const b = await notifyOnly(user.id, at(2), at(3));
    const c = await notifyOnly(user.id, at(3));
    const d = await notifyOnly(user.id, at(4), at(5));
    const e = await notifyOnly(user.id, at(5));
    const res = await call('GET', '/api/notifications/for-user', user);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json() as Notification[];
    expect(list.map((n) => [n.id, n.read])).toEqual([
      [e.id, false],
      [c.id, false],
      [a.id, false],
      [d.id, true],
      [b.id, true],
    ]);
    expect(list[0]).toEqual({
      id: e.id,
      read: false,
      Titel: e.titel,
      Content: 'Text',
      created_at: '2029-01-05T08:00:00.000Z',
      url: '/home',
    });
  });

  it(`lists at most ${NOTIFICATIONS_LISTED}, unread ones before newer read ones`, async () => {
    const user = await buildUser(db);
    const minute = (n: number) => new Date(Date.UTC(2029, 1, 1, 8, n));
    const unread = [];
    for (let i = 0; i < 45; i++) unread.push(await notifyOnly(user.id, minute(i)));
    const read = [];
    for (let i = 45; i < 55; i++) read.push(await notifyOnly(user.id, minute(i), minute(60)));
    const list = await listOf(user);
    expect(list).toHaveLength(NOTIFICATIONS_LISTED);
    expect(list.slice(0, 45).map((n) => n.id)).toEqual(unread.map((n) => n.id).reverse());
    expect(list.slice(45).map((n) => n.id)).toEqual(
      read
        .map((n) => n.id)
        .reverse()
        .slice(0, 5),
    );
  });

  it('marks a notification read, once', async () => {
    const user = await buildUser(db);
    const other = await buildUser(db);
    const { notification } = await announceKind('portal');
    const id = notification?.id as number;
    const res = await call('PUT', `/api/notifications/read?id=${id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, read: true, Titel: notification?.titel });
    const readAt = async (userId: number) =>
      (
        await db
          .select({ readAt: userNotifications.readAt })
          .from(userNotifications)
          .where(and(eq(userNotifications.userId, userId), eq(userNotifications.notificationId, id)))
      )[0].readAt;
    const first = await readAt(user.id);
    expect(first).not.toBeNull();
    expect((await call('PUT', `/api/notifications/read?id=${id}`, user)).statusCode).toBe(200);
    expect(await readAt(user.id)).toEqual(first);
    expect((await listOf(user)).find((n) => n.id === id)?.read).toBe(true);
    // Only the caller's copy is read.
    expect(await readAt(other.id)).toBeNull();
    expect((await listOf(other)).find((n) => n.id === id)?.read).toBe(false);
  });

  it("answers 404 for another user's notification and for unknown ids, 400 for bad ids", async () => {
    const owner = await buildUser(db);
    const stranger = await buildUser(db);
    const mine = await notifyOnly(owner.id, new Date('2029-03-01T08:00:00Z'));
    const res = await call('PUT', `/api/notifications/read?id=${mine.id}`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Diese Benachrichtigung gibt es nicht.');
    expect((await call('PUT', '/api/notifications/read?id=999999', owner)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const bad = await call('PUT', `/api/notifications/read?id=${id}`, owner);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().message, id).toContain('Bitte geben Sie eine gültige Benachrichtigung an.');
    }
    expect((await listOf(owner))[0]).toMatchObject({ id: mine.id, read: false });
  });

  it('hides moments notifications once the user lost EnableMoments', async () => {
    const user = await buildUser(db, { enableMoments: true });
    const { notification } = await announceKind('moments', { titel: 'Konzert im Park' });
    const id = notification?.id as number;
    expect((await listOf(user)).map((n) => n.Titel)).toContain('Konzert im Park');

    await db.update(users).set({ enableMoments: false }).where(eq(users.id, user.id));
    forgetCachedSessions(db);
    expect((await listOf(user)).map((n) => n.id)).not.toContain(id);
    expect((await call('PUT', `/api/notifications/read?id=${id}`, user)).statusCode).toBe(404);

    await db.update(users).set({ enableMoments: true }).where(eq(users.id, user.id));
    forgetCachedSessions(db);
    expect((await listOf(user)).map((n) => n.id)).toContain(id);
  });

  it('hides funding notifications from before the municipal portal was hidden (decision 016)', async () => {
    const user = await buildUser(db);
    const { notification } = await announceKind('foerdermittel', { titel: 'Förderprogramm Wärme' });
    const id = notification?.id as number;
    expect((await listOf(user)).map((n) => n.id)).toContain(id);

    await db.update(users).set({ kommunalportalAusblenden: true }).where(eq(users.id, user.id));
    forgetCachedSessions(db);
    expect((await listOf(user)).map((n) => n.id)).not.toContain(id);
    expect((await call('PUT', `/api/notifications/read?id=${id}`, user)).statusCode).toBe(404);
  });
});

describe('admin portal updates', () => {
  it('are for admins only', async () => {
    const plain = await buildUser(db, { isNewEmployee: true });
    expect((await call('GET', '/api/admin/portal-updates', plain)).statusCode).toBe(403);
    const res = await call('POST', '/api/admin/portal-updates', plain, { Titel: 'X', Content: 'Y' });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/portal-updates')).statusCode).toBe(401);
  });

  it('sends an update to every confirmed, active user and counts who read it', async () => {
    const admin = await buildUser(db, { isAdmin: true });
    const everythingOff = await withConfig({ news: false, foerdermittel: false, moments: false });
    const unconfirmed = await buildUser(db, { confirmed: false });
    const eligible = (await db.select().from(users)).filter(
      (u) => u.confirmed && !u.deactivatedAt && !u.rejectedAt,
    ).length;

    const res = await call('POST', '/api/admin/portal-updates', admin, {
      Titel: '  Wartung am Samstag ',
      Content: 'Das Portal ist am Samstag von 8 bis 10 Uhr nicht erreichbar.',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as PortalUpdate;
    expect(created).toMatchObject({
      Titel: 'Wartung am Samstag',
      Content: 'Das Portal ist am Samstag von 8 bis 10 Uhr nicht erreichbar.',
      url: '/home',
      recipients: eligible,
      readBy: 0,
    });
    expect(await receivedBy(everythingOff.id)).toContain(created.id);
    expect(await receivedBy(unconfirmed.id)).not.toContain(created.id);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, created.id));
    expect(row).toMatchObject({ kind: 'portal', sourceId: null, createdBy: admin.id });

    const second = await call('POST', '/api/admin/portal-updates', admin, {
      Titel: 'Neue Suche',
      Content: 'Probieren Sie die Suche aus.',
      url: '/search?q=Strom',
    });
    expect(second.statusCode).toBe(201);
    expect((second.json() as PortalUpdate).url).toBe('/search?q=Strom');

    await call('PUT', `/api/notifications/read?id=${created.id}`, everythingOff);
    await call('PUT', `/api/notifications/read?id=${created.id}`, admin);
    const list = await call('GET', '/api/admin/portal-updates', admin);
    expect(list.statusCode).toBe(200);
    const updates = list.json() as PortalUpdate[];
    expect(updates[0]).toMatchObject({ id: (second.json() as PortalUpdate).id, readBy: 0 });
    expect(updates.find((u) => u.id === created.id)).toMatchObject({ recipients: eligible, readBy: 2 });
    // Only portal updates, no announced content.
    const kinds = await db.select({ id: notifications.id, kind: notifications.kind }).from(notifications);
    const portalIds = kinds.filter((k) => k.kind === 'portal').map((k) => k.id);
    expect(updates.every((u) => portalIds.includes(u.id))).toBe(true);
  });

  it('takes a portal path or an https address as the link', async () => {
    const admin = await buildUser(db, { isAdmin: true });
    for (const url of ['/news-detail/3', 'https://www.new.de/aktuell']) {
      const res = await call('POST', '/api/admin/portal-updates', admin, {
        Titel: 'Link',
        Content: 'Text',
        url,
      });
      expect(res.statusCode, url).toBe(201);
    }
  });

  it('rejects empty or malformed updates with a German message', async () => {
    const admin = await buildUser(db, { isAdmin: true });
    for (const [body, message] of [
      [{ Titel: ' ', Content: 'Text' }, 'Bitte geben Sie einen Titel ein.'],
      [{ Titel: 'Titel', Content: '' }, 'Bitte geben Sie einen Text ein.'],
      [{ Titel: 'Titel', Content: 'Text', url: '//example.com' }, 'mit / beginnt'],
      // Browsers drop the tab and follow '//evil.example/x' (decision 015).
      [{ Titel: 'Titel', Content: 'Text', url: '/\t/evil.example/x' }, 'mit / beginnt'],
      [{ Titel: 'Titel', Content: 'Text', url: '/\n/evil.example/x' }, 'mit / beginnt'],
      [{ Titel: 'Titel', Content: 'Text', url: '/\\evil.example' }, 'mit / beginnt'],
      [{ Titel: 'Titel', Content: 'Text', url: 'http://example.com' }, 'https-Adresse'],
      [{ Titel: 'Titel', Content: 'Text', url: 'javascript:alert(1)' }, 'https-Adresse'],
      [{ Titel: 'Titel', Content: 'Text', url: 'https://user:pw@example.com' }, 'https-Adresse'],
    ] as const) {
      const res = await call('POST', '/api/admin/portal-updates', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('notification jobs', () => {
  it('announce published content every interval and stop after the running tick', async () => {
    const post = await buildNewsPost(db, { publishedAt: new Date('2031-04-01T08:00:00Z') });
    const warn = vi.fn();
    const jobs = startNotificationJobs({
      db,
      config,
      log: { warn },
      intervalMs: 10,
      now: () => new Date('2031-04-01T09:00:00Z'),
    });
    const announced = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.kind, 'news'), eq(notifications.sourceId, post.id)))
      ).length;
    await vi.waitFor(async () => expect(await announced()).toBe(1), { timeout: 5_000, interval: 20 });
    await jobs.stop();
    expect(warn).not.toHaveBeenCalled();
  });

  it('log failures instead of throwing them', async () => {
    const warn = vi.fn();
    const broken = {} as Db;
    const jobs = startNotificationJobs({
      db: broken,
      config,
      log: { warn },
      intervalMs: 10,
      // Past the digest hour, so the digest job runs too.
      now: () => new Date('2031-04-01T09:00:00Z'),
    });
    await vi.waitFor(() => expect(warn.mock.calls.length).toBeGreaterThanOrEqual(4), {
      timeout: 5_000,
      interval: 10,
    });
    await jobs.stop();
    const calls = warn.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn.mock.calls.length).toBe(calls);
    expect(warn.mock.calls.map((c) => c[1])).toContain('sending the daily notification digests failed');
  });
});

describe('notification jobs on the minute (decision 026)', () => {
  it('run on the minute boundary, whatever the phase of the start, so a post for 16:50:00 goes live then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Started at 16:49:09 local time, the phase that published a post for 16:50:00 at 16:50:51.
      vi.setSystemTime(new Date('2031-04-01T14:49:09.000Z'));
      const runs: string[] = [];
      // The broken database fails each run at once; its first warning marks when the run started.
      const warn = vi.fn((_obj: object, msg: string) => {
        if (msg.startsWith('dropping the caches')) runs.push(new Date().toISOString());
      });
      const jobs = startNotificationJobs({ db: {} as Db, config, log: { warn } });
      await vi.advanceTimersByTimeAsync(50_999);
      expect(runs).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toEqual(['2031-04-01T14:50:00.000Z']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toEqual(['2031-04-01T14:50:00.000Z', '2031-04-01T14:51:00.000Z']);
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('wait for the next boundary after a run that ended late, instead of drifting by its length', () => {
    expect(delayToNextRun(new Date('2031-04-01T14:50:17.000Z'), 60_000)).toBe(43_000);
    expect(delayToNextRun(new Date('2031-04-01T14:50:59.999Z'), 60_000)).toBe(1);
    expect(delayToNextRun(new Date('2031-04-01T14:51:00.000Z'), 60_000)).toBe(60_000);
  });
});

describe('demo notifications', () => {
  it(
    'seed both states, quiet panels for the everyday accounts and nothing left for the announce job',
    async () => {
      const seeded = await openSeededTestDatabase();
      try {
        const accounts = await seeded.db.select().from(users);
        const idOf = (username: string) => accounts.find((u) => u.username === username)?.id as number;
        const configs = await seeded.db.select().from(notificationConfigs);
        const configOf = (username: string) => configs.find((c) => c.userId === idOf(username));
        for (const username of ['kommune.viersen', 'kommune.brueggen', 'new.mitarbeiter', 'admin']) {
          expect(configOf(username)?.promoteNotifications, username).toBe(false);
        }
        expect(configOf('bildung.lehrkraft')).toBeUndefined();
        expect(configOf('bildung.schule')).toBeUndefined();
        expect(configs.filter((c) => c.enableMailService).map((c) => c.userId)).toEqual([
          idOf('new.mitarbeiter'),
        ]);

        const rows = await seeded.db.select().from(notifications);
        expect(rows.filter((r) => r.kind === 'news').length).toBeGreaterThanOrEqual(3);
        expect(rows.filter((r) => r.kind === 'press').length).toBeGreaterThanOrEqual(2);
        expect(rows.filter((r) => r.kind === 'foerdermittel')).toHaveLength(2);
        expect(rows.filter((r) => r.kind === 'portal').map((r) => r.titel)).toEqual([
          'Neu im Kommunalportal: Suche und Benachrichtigungen',
        ]);
        const received = await seeded.db.select().from(userNotifications);
        const stateOf = (username: string) => {
          const mine = received.filter((r) => r.userId === idOf(username));
          return { all: mine.length, read: mine.filter((r) => r.readAt).length };
        };
        expect(stateOf('kommune.viersen').read).toBeGreaterThan(0);
        expect(stateOf('kommune.viersen').read).toBeLessThan(stateOf('kommune.viersen').all);
        expect(stateOf('new.mitarbeiter')).toEqual({ all: rows.length, read: 0 });
        expect(rows.filter((r) => r.kind === 'moments')).toHaveLength(8);
        // Moments reach only accounts with EnableMoments.
        expect(stateOf('bildung.lehrkraft')).toEqual({
          all: rows.filter((r) => r.kind !== 'moments').length,
          read: 0,
        });
        expect(stateOf('wartet.freigabe').all).toBe(0);

        // Right after the newest demo content, the job has nothing to add to what the seed announced.
        const newest = Math.max(...rows.filter((r) => r.kind !== 'portal').map((r) => r.createdAt.getTime()));
        expect(await announcePublished(seeded.db, new Date(newest + 2 * 24 * 60 * 60_000))).toBe(0);
      } finally {
        await seeded.close();
      }
      // Seeding the whole demo takes seconds, more while other test files run.
    },
    SEED_WAIT_MS,
  );
});
