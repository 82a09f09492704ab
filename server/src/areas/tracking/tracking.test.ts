import { AnalyticsSchema } from '@kp/contract/tracking';
import { ANALYTICS_TOP_MISSES, ANALYTICS_WEEKS } from '@kp/contract/tracking-constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { berlinTime } from '../../../../demo/src/dates.ts';
import { searchMisses, trackingEvents } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildUser, sessionCookie } from '../../test/factories.ts';
import { analyticsWeeks } from './service.ts';

const { app, db } = await setupTestApp();

const consenting = await sessionCookie(db, await buildUser(db, { trackingConsent: true }));
const declined = await sessionCookie(db, await buildUser(db, { trackingConsent: false }));
const undecided = await sessionCookie(db, await buildUser(db, { trackingConsent: null }));
const waiting = await sessionCookie(db, await buildUser(db, { confirmed: false, trackingConsent: true }));
const admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));

const visit = { name: 'page_visited', page_type: 'news', navigated_dashboard: true, page_name: 'Presse' };

const send = (body: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/tracking/events',
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

const storedEvents = () => db.select().from(trackingEvents);

beforeEach(async () => {
  await db.delete(trackingEvents);
  await db.delete(searchMisses);
});

describe('POST /api/tracking/events', () => {
  it('stores nothing without consent, and answers 204 all the same', async () => {
    expect((await send(visit, undecided)).statusCode).toBe(204);
    expect((await send(visit, declined)).statusCode).toBe(204);
    expect(await storedEvents()).toEqual([]);
  });

  it('stores each kind of event with consent, as name and properties, without a user id', async () => {
    const events = [
      visit,
      { name: 'user_properties', commune: 'Viersen', role: 'Kämmerei' },
      { name: 'page_contacted', contact_name: 'Erika Muster', contact_type: 'phone' },
    ];
    for (const event of events) expect((await send(event, consenting)).statusCode).toBe(204);
    const rows = await storedEvents();
    expect(rows.map(({ name, properties }) => ({ name, ...properties }))).toEqual(events);
    expect(Object.keys(rows[0]).sort()).toEqual(['createdAt', 'id', 'name', 'properties']);
  });

  it('records the login and approval pages of a signed-in user who is not confirmed yet', async () => {
    const event = { ...visit, page_type: 'approval-pending', page_name: 'Freischaltung' };
    expect((await send(event, waiting)).statusCode).toBe(204);
    expect(await storedEvents()).toHaveLength(1);
  });

  it('answers 400 in German for an unknown event or page type, and stores nothing', async () => {
    const unknownEvent = await send({ name: 'page_scrolled' }, consenting);
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.json().message).toContain('Unbekanntes Ereignis.');
    const unknownPage = await send({ ...visit, page_type: 'admin-analytics' }, consenting);
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.json().message).toContain('Unbekannter Seitentyp.');
    expect((await send({ ...visit, navigated_dashboard: 'ja' }, consenting)).statusCode).toBe(400);
    expect(await storedEvents()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await send(visit)).statusCode).toBe(401);
  });

  it('limits each user to 120 events a minute', async () => {
    const busy = await sessionCookie(db, await buildUser(db, { trackingConsent: false }));
    for (let i = 0; i < 120; i++) expect((await send(visit, busy)).statusCode).toBe(204);
    const limited = await send(visit, busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Anfragen/);
    // Others are counted on their own.
    expect((await send(visit, undecided)).statusCode).toBe(204);
  });
});

describe('POST /api/tracking/visitor-events (the login page before sign-in)', () => {
  const loginVisit = {
    name: 'page_visited',
    page_type: 'login',
    navigated_dashboard: false,
    page_name: 'Anmeldung',
  };
  const sendAsVisitor = (body: unknown, consent?: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/tracking/visitor-events',
      remoteAddress: ip,
      headers: consent ? { cookie: `kp_tracking_consent=${consent}` } : {},
      payload: body as object,
    });

  it("stores the login page's visit only while the browser's consent cookie says yes", async () => {
    expect((await sendAsVisitor(loginVisit)).statusCode).toBe(204);
    expect((await sendAsVisitor(loginVisit, 'no')).statusCode).toBe(204);
    expect((await sendAsVisitor(loginVisit, 'ja')).statusCode).toBe(204);
    expect(await storedEvents()).toEqual([]);
    expect((await sendAsVisitor(loginVisit, 'yes')).statusCode).toBe(204);
    const rows = await storedEvents();
    expect(rows.map(({ name, properties }) => ({ name, ...properties }))).toEqual([loginVisit]);
  });

  it('takes no other page and no other event without a session (400), and stores nothing', async () => {
    for (const event of [
      { ...loginVisit, page_type: 'home' },
      { ...loginVisit, page_type: 'approval-pending' },
      { name: 'user_properties', commune: 'Viersen', role: null },
      { name: 'page_contacted', contact_name: 'Erika Muster', contact_type: 'email' },
    ]) {
      expect((await sendAsVisitor(event, 'yes')).statusCode).toBe(400);
    }
    expect(await storedEvents()).toEqual([]);
  });

  it('limits each client address to 60 events a minute', async () => {
    for (let i = 0; i < 60; i++)
      expect((await sendAsVisitor(loginVisit, 'no', '203.0.113.9')).statusCode).toBe(204);
    expect((await sendAsVisitor(loginVisit, 'no', '203.0.113.9')).statusCode).toBe(429);
    expect((await sendAsVisitor(loginVisit, 'no', '203.0.113.10')).statusCode).toBe(204);
  });
});

describe('GET /api/admin/analytics', () => {
  const getAnalytics = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/admin/analytics', headers: cookie ? { cookie } : {} });

  /** An instant on a Berlin calendar day, `days` after a week's Monday. */
  const at = (monday: string, days: number, time: string) => {
    const date = new Date(`${monday}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return berlinTime(date.toISOString().slice(0, 10), time);
  };

  const insertVisits = (pageType: string, createdAt: Date, count = 1) =>
    db.insert(trackingEvents).values(
      Array.from({ length: count }, () => ({
        name: 'page_visited' as const,
        properties: { page_type: pageType, navigated_dashboard: false, page_name: 'Seite' } as never,
        createdAt,
      })),
    );

  it('is for admins only', async () => {
    expect((await getAnalytics()).statusCode).toBe(401);
    expect((await getAnalytics(consenting)).statusCode).toBe(403);
    expect((await getAnalytics(admin)).statusCode).toBe(200);
  });

  it('lists the Mondays of the last weeks in the Berlin calendar, oldest first', () => {
    // 22:30 UTC is Sunday 23:30 in Berlin; an hour later it is Monday there.
    expect(analyticsWeeks(new Date('2026-11-22T22:30:00Z'))).toHaveLength(ANALYTICS_WEEKS);
    expect(analyticsWeeks(new Date('2026-11-22T22:30:00Z')).at(-1)).toBe('2026-11-16');
    expect(analyticsWeeks(new Date('2026-11-22T23:30:00Z')).at(-1)).toBe('2026-11-23');
    expect(analyticsWeeks(new Date('2026-11-23T12:00:00Z'))[0]).toBe('2026-09-07');
    // Across the end of summer time the Mondays stay Mondays.
    expect(analyticsWeeks(new Date('2026-11-04T08:00:00Z')).slice(-3)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ]);
  });

  it('counts page visits per Berlin week and page type, only within the weeks shown', async () => {
    const { weeks } = AnalyticsSchema.parse((await getAnalytics(admin)).json());
    const [first, , third] = weeks;
    const current = weeks[weeks.length - 1];
    const beforeFirst = at(first, -1, '23:30'); // Sunday before the first week, Berlin time
    await insertVisits('home', beforeFirst);
    await insertVisits('home', at(first, 0, '00:30'), 2); // Monday 00:30 Berlin: still Sunday in UTC
    await insertVisits('home', at(first, 6, '23:30'));
    await insertVisits('news', at(third, 2, '10:00'), 3);
    await insertVisits('home', at(current, 0, '09:00'), 4);
    await db.insert(trackingEvents).values({
      name: 'page_contacted',
      properties: { contact_name: 'Erika Muster', contact_type: 'email' },
      createdAt: at(current, 0, '09:00'),
    });

    const res = await getAnalytics(admin);
    expect(res.statusCode).toBe(200);
    const body = AnalyticsSchema.parse(res.json());
    expect(body.weeks).toEqual(weeks);
    expect(body.visits).toEqual([
      { week: first, page_type: 'home', visits: 3 },
      { week: third, page_type: 'news', visits: 3 },
      { week: current, page_type: 'home', visits: 4 },
    ]);
  });

  it('sums the searches without a hit over the days of those weeks, most frequent first', async () => {
    const { weeks } = AnalyticsSchema.parse((await getAnalytics(admin)).json());
    const day = (monday: string, days: number) => at(monday, days, '12:00').toISOString().slice(0, 10);
    const [first] = weeks;
    const current = weeks[weeks.length - 1];
    const lastKita = at(current, 0, '08:15');
    await db.insert(searchMisses).values([
      { query: 'kita', day: day(first, 0), count: 2, lastSearchedAt: at(first, 0, '12:00') },
      { query: 'kita', day: day(current, 0), count: 3, lastSearchedAt: lastKita },
      { query: 'glasfaser', day: day(first, 3), count: 5, lastSearchedAt: at(first, 3, '12:00') },
      { query: 'parkausweis', day: day(first, 1), count: 1, lastSearchedAt: at(first, 1, '12:00') },
      { query: 'abfall', day: day(first, 1), count: 1, lastSearchedAt: at(first, 1, '12:00') },
      // The day before the first week is outside.
      { query: 'parkausweis', day: day(first, -1), count: 9, lastSearchedAt: at(first, -1, '12:00') },
    ]);

    const body = AnalyticsSchema.parse((await getAnalytics(admin)).json());
    expect(body.searchMisses).toEqual([
      // Equal counts: alphabetical.
      { query: 'glasfaser', count: 5, lastSearchedAt: at(first, 3, '12:00').toISOString() },
      { query: 'kita', count: 5, lastSearchedAt: lastKita.toISOString() },
      { query: 'abfall', count: 1, lastSearchedAt: at(first, 1, '12:00').toISOString() },
      { query: 'parkausweis', count: 1, lastSearchedAt: at(first, 1, '12:00').toISOString() },
    ]);
  });

  it(`lists at most ${ANALYTICS_TOP_MISSES} searches without a hit`, async () => {
    const { weeks } = AnalyticsSchema.parse((await getAnalytics(admin)).json());
    const today = weeks[weeks.length - 1];
    await db.insert(searchMisses).values(
      Array.from({ length: ANALYTICS_TOP_MISSES + 5 }, (_, i) => ({
        query: `suche ${String(i).padStart(2, '0')}`,
        day: today,
        count: i + 1,
      })),
    );
    const body = AnalyticsSchema.parse((await getAnalytics(admin)).json());
    expect(body.searchMisses).toHaveLength(ANALYTICS_TOP_MISSES);
    expect(body.searchMisses[0]).toMatchObject({ query: `suche ${ANALYTICS_TOP_MISSES + 4}` });
  });
});
