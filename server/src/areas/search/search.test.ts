import { todayInBerlin } from '@kp/contract/consultation-constants';
import {
  type SearchResult,
  type SearchResults,
  SearchResultsSchema,
  type Suggestions,
  SuggestionsSchema,
} from '@kp/contract/search';
import { RESULTS_PER_CATEGORY, SEARCH_TYPES } from '@kp/contract/search-constants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { newsPosts, searchMisses, searchSessions } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildNewCompany, buildService, buildSubService } from '../../test/content-factories.ts';
import { buildContactPerson, buildServiceArea, buildUser, sessionCookie } from '../../test/factories.ts';
import { buildNewsPost, buildPressPost } from '../../test/news-factories.ts';
import { forgetSearchCache } from './service.ts';

const { app, db } = await setupTestApp();
const searcher = await buildUser(db);
const cookie = await sessionCookie(db, searcher);

const get = (url: string, session = cookie) =>
  app.inject({ method: 'GET', url, headers: { cookie: session } });
const suggest = async (q: string, session = cookie): Promise<Suggestions> => {
  const res = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const search = async (q: string, session = cookie): Promise<SearchResults> => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const titles = (results: SearchResult[]) => results.map((r) => r.title);

describe('access and validation', () => {
  it('answers 401 without a session on every search call', async () => {
    for (const [method, url] of [
      ['GET', '/api/search/suggestions?q=strom'],
      ['GET', '/api/search?q=strom'],
      ['POST', '/api/search/sessions'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload:
          method === 'POST'
            ? { queries: ['strom'], origin: 'results', followUpType: 'service', followUp: 1 }
            : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses queries shorter than 2 or longer than 100 characters in German', async () => {
    for (const path of ['/api/search/suggestions', '/api/search']) {
      const short = await get(`${path}?q=${encodeURIComponent(' a ')}`);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain('Bitte geben Sie mindestens 2 Zeichen ein.');
      const missing = await get(path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Bitte geben Sie mindestens 2 Zeichen ein.');
      const long = await get(`${path}?q=${'x'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('Bitte geben Sie höchstens 100 Zeichen ein.');
    }
    expect((await get(`/api/search?q=${'x'.repeat(100)}`)).statusCode).toBe(200);
  });
});

describe('matching and ranking', () => {
  it('puts the exact title first, then the prefix, then a word start, then other substrings', async () => {
    const area = await buildServiceArea(db, { title: 'Ranking' });
    // Created worst first, so the order cannot come from ids.
    // Similarity alone would put the short substring hit second and the long titles last.
    for (const title of [
      'Zkobalt',
      'Der große alte Kobaltwerkhof am Niederrhein',
      'Kobaltgrubenverwaltung Niederrhein Nord',
      'Kobalt',
    ]) {
      await buildService(db, { serviceAreaId: area.id, title });
    }
    const { results, counts } = await search('kobalt');
    expect(titles(results.filter((r) => r.type === 'Services'))).toEqual([
      'Kobalt',
      'Kobaltgrubenverwaltung Niederrhein Nord',
      'Der große alte Kobaltwerkhof am Niederrhein',
      'Zkobalt',
    ]);
    expect(counts.Services).toBe(4);
    const suggestions = await suggest('kobalt');
    expect(titles(suggestions.results)).toEqual(['Kobalt', 'Kobaltgrubenverwaltung Niederrhein Nord']);
  });

  it('orders equally good news hits by similarity, then by date', async () => {
    await buildNewsPost(db, { title: 'Quarzsand im Wasserwerk Nord', pubDate: '2026-01-01' });
    await buildNewsPost(db, { title: 'Quarzsand', pubDate: '2025-01-01' });
    await buildNewsPost(db, { title: 'Quarzsand im Wasserwerk Süd', pubDate: '2026-02-01' });
    const { results } = await search('quarzsand');
    expect(titles(results)).toEqual([
      'Quarzsand',
      'Quarzsand im Wasserwerk Süd',
      'Quarzsand im Wasserwerk Nord',
    ]);
  });

  it('puts the newest of equally ranked posts first, before the closer title (decision 016)', async () => {
    await buildNewsPost(db, { title: 'Kieselwerk', pubDate: '2025-01-01' });
    await buildNewsPost(db, { title: 'Kieselsteine im großen Wasserwerk Ost', pubDate: '2026-03-01' });
    const { results } = await search('kiesel');
    expect(titles(results)).toEqual(['Kieselsteine im großen Wasserwerk Ost', 'Kieselwerk']);
  });

  it('finds a word with an umlaut when it is typed without one (decision 016)', async () => {
    await buildNewsPost(db, { title: 'Glasfaser für Übach-Palenberg' });
    await buildContactPerson(db, { firstname: 'Kläre', lastname: 'Ölmüller' });
    for (const query of ['ubach', 'uebach', 'Übach', 'UBACH-PALENBERG']) {
      expect(titles((await search(query)).results), query).toEqual(['Glasfaser für Übach-Palenberg']);
    }
    for (const query of ['klare olmuller', 'klaere oelmueller', 'Kläre Ölmüller']) {
      expect(titles((await search(query)).results), query).toEqual(['Kläre Ölmüller']);
    }
  });

  it('folds umlauts, ß and case on both sides', async () => {
    const area = await buildServiceArea(db, { title: 'Straßenbeleuchtung' });
    await buildNewsPost(db, { title: 'Neue Leuchten in der Strasse am Markt' });
    await buildContactPerson(db, { firstname: 'Jörg', lastname: 'Mönchengladbacher' });
    await buildPressPost(db, { title: 'STROMNETZ IN MÜNCHEN' });

    const byStrasse = await search('strasse');
    expect(titles(byStrasse.results)).toEqual([
      'Straßenbeleuchtung',
      'Neue Leuchten in der Strasse am Markt',
    ]);
    expect(byStrasse.results[0].id).toBe(area.id);
    expect(titles((await search('Straße')).results)).toEqual(titles(byStrasse.results));
    expect(titles((await search('STRASSENBELEUCHTUNG')).results)).toEqual(['Straßenbeleuchtung']);

    expect(titles((await search('muenchen')).results)).toEqual(['STROMNETZ IN MÜNCHEN']);
    expect(titles((await search('munchen')).results)).toEqual(['STROMNETZ IN MÜNCHEN']);
    expect(titles((await search('MÜNCHEN')).results)).toEqual(['STROMNETZ IN MÜNCHEN']);
    expect(titles((await search('joerg mön')).results)).toEqual(['Jörg Mönchengladbacher']);
  });

  it('takes % _ and \\ literally', async () => {
    await buildNewsPost(db, { title: 'Rabatt 10% auf Zählerwechsel' });
    await buildNewsPost(db, { title: 'Rabatt 100 Euro' });
    await buildNewsPost(db, { title: 'Pfad C:\\Daten_alt' });
    expect(titles((await search('0%')).results)).toEqual(['Rabatt 10% auf Zählerwechsel']);
    expect((await search('%%')).total).toBe(0);
    expect((await search('__')).total).toBe(0);
    expect(titles((await search('n_a')).results)).toEqual(['Pfad C:\\Daten_alt']);
    expect(titles((await search(':\\')).results)).toEqual(['Pfad C:\\Daten_alt']);
  });
});

describe('categories', () => {
  it('finds every category with its subtitle, filter label and references', async () => {
    const area = await buildServiceArea(db, {
      title: 'Wolframtechnik',
      headerImageUrl: '/uploads/wolfram.jpg',
    });
    const service = await buildService(db, { serviceAreaId: area.id, title: 'Wolfram-Beratung' });
    const sub = await buildSubService(db, { serviceId: service.id, title: 'Wolframprüfung' });
    const person = await buildContactPerson(db, {
      firstname: 'Wolfram',
      lastname: 'Schmidt',
      imageUrl: '/uploads/schmidt.jpg',
      imageSmallUrl: '/uploads/schmidt-klein.jpg',
    });
    const news = await buildNewsPost(db, {
      title: 'Wolfram im Netz',
      pubDate: '2026-03-02',
      imageUrl: '/uploads/netz.jpg',
      imageSmallUrl: '/uploads/netz-klein.jpg',
      imageCaption: 'Netz',
    });
    const press = await buildPressPost(db, { title: 'Pressemitteilung Wolfram', pubDate: '2026-03-01' });
    const company = await buildNewCompany(db, {
      title: 'Wolfram GmbH',
      images: [{ url: '/uploads/gmbh.jpg', caption: 'Sitz' }],
    });

    const { results } = await suggest('wolfram');
    expect(results.map((r) => [r.type, r.id, r.subtitle, r.filter])).toEqual([
      ['ServiceAreas', area.id, 'Allgemein', 'Fachbereiche'],
      ['Services', service.id, 'Wolframtechnik', 'Leistungen'],
      ['SubServices', sub.id, 'Wolfram-Beratung', 'Unterleistungen'],
      ['Ansprechpartner', person.id, 'Kontakt', 'Ansprechpartner'],
      ['News', news.id, 'News & Presse', 'News'],
      ['Presse', press.id, 'News & Presse', 'Presse'],
    ]);
    const [areaHit, serviceHit, subHit, personHit, newsHit, pressHit] = results;
    expect(areaHit.image).toEqual({
      url: '/uploads/wolfram.jpg',
      caption: null,
      formats: { small: { url: '/uploads/wolfram.jpg' } },
    });
    expect(serviceHit.serviceArea).toEqual({ id: area.id, title: 'Wolframtechnik' });
    expect(subHit.service).toEqual({ id: service.id, title: 'Wolfram-Beratung' });
    expect(subHit.serviceArea).toEqual({ id: area.id, title: 'Wolframtechnik' });
    expect(personHit.title).toBe('Wolfram Schmidt');
    expect(personHit.person).toMatchObject({
      id: person.id,
      name: 'Wolfram Schmidt',
      email: person.email,
      image: { url: '/uploads/schmidt.jpg', formats: { small: { url: '/uploads/schmidt-klein.jpg' } } },
    });
    expect(newsHit).toMatchObject({
      category: 'News',
      wasRead: false,
      pub_date: '2026-03-02',
      image: {
        url: '/uploads/netz.jpg',
        caption: 'Netz',
        formats: { small: { url: '/uploads/netz-klein.jpg' } },
      },
      person: null,
      serviceArea: null,
    });
    // Spec 01 §3's field names beside the shorthands the web app reads.
    expect(newsHit.images).toEqual([newsHit.image]);
    expect(personHit.personsInCharge).toEqual([personHit.person]);
    expect(personHit.images).toEqual([personHit.person?.image]);
    expect(areaHit.personsInCharge).toEqual([]);
    expect(pressHit).toMatchObject({ category: 'Presse', pub_date: '2026-03-01' });
    expect(areaHit).toMatchObject({ category: null, wasRead: null, pub_date: null, person: null });

    // The group companies are on the results page only.
    const page = await search('wolfram');
    const companyHit = page.results.find((r) => r.type === 'NEW-Gruppe');
    expect(companyHit).toMatchObject({
      id: company.id,
      filter: 'NEW-Gruppe',
      newCompany: { id: company.id, title: 'Wolfram GmbH' },
      image: { url: '/uploads/gmbh.jpg', caption: 'Sitz' },
    });
    expect(page.results.map((r) => r.type)).toEqual([...SEARCH_TYPES]);
    // The answers bypass the serializer: they must be exactly the contract's shapes, no field more.
    expect(SearchResultsSchema.parse(page)).toEqual(page);
    expect(SuggestionsSchema.parse(await suggest('wolfram'))).toEqual(await suggest('wolfram'));
    expect(page.counts).toEqual(Object.fromEntries(SEARCH_TYPES.map((t) => [t, 1])));
    expect(page.total).toBe(7);
  });

  it('finds persons by their full name across the space', async () => {
    const person = await buildContactPerson(db, { firstname: 'Adelheid', lastname: 'Quellwasser' });
    expect((await suggest('heid quell')).results.map((r) => r.id)).toEqual([person.id]);
    expect((await suggest('adelheid quellwasser')).results.map((r) => r.id)).toEqual([person.id]);
    expect((await suggest('quellwasser adelheid')).results).toEqual([]);
  });

  it('limits suggestions to 2 per category while the results page counts all and caps each category', async () => {
    for (let i = 0; i < RESULTS_PER_CATEGORY + 3; i++) {
      await db.insert(newsPosts).values({
        isPress: false,
        title: `Zinnober ${String(i).padStart(3, '0')}`,
        pubDate: '2026-01-01',
        publishedAt: new Date('2026-01-01T08:00:00Z'),
        createdAt: new Date('2026-01-01T08:00:00Z'),
        updatedAt: new Date('2026-01-01T08:00:00Z'),
      });
    }
    await buildPressPost(db, { title: 'Zinnober-Bericht' });
    await buildPressPost(db, { title: 'Zinnober-Zahlen' });
    await buildPressPost(db, { title: 'Zinnober-Ausblick' });

    const { results } = await suggest('zinnober');
    expect(results.map((r) => r.type)).toEqual(['News', 'News', 'Presse', 'Presse']);
    expect(titles(results.slice(0, 2))).toEqual(['Zinnober 000', 'Zinnober 001']);

    const page = await search('zinnober');
    expect(page.counts.News).toBe(RESULTS_PER_CATEGORY + 3);
    expect(page.counts.Presse).toBe(3);
    expect(page.total).toBe(RESULTS_PER_CATEGORY + 6);
    expect(page.results.filter((r) => r.type === 'News')).toHaveLength(RESULTS_PER_CATEGORY);
    expect(page.results.filter((r) => r.type === 'Presse')).toHaveLength(3);
    expect(page.counts.Services).toBe(0);
  });

  it('hides flagged services and their sub-services from users without the flag', async () => {
    const area = await buildServiceArea(db, { title: 'Heizwelt' });
    const flagged = await buildService(db, {
      serviceAreaId: area.id,
      title: 'Kalzitplanung',
      requiredFlag: 'EnableWaermeplanung',
    });
    const open = await buildService(db, { serviceAreaId: area.id, title: 'Kalzitberatung' });
    const underFlagged = await buildSubService(db, { serviceId: flagged.id, title: 'Kalzit-FAQ' });
    const flaggedSub = await buildSubService(db, {
      serviceId: open.id,
      title: 'Kalzit-Erleben',
      requiredFlag: 'EnableMoments',
    });

    const without = await search('kalzit');
    expect(without.results.map((r) => r.id)).toEqual([open.id]);
    expect(without.counts.Services).toBe(1);
    expect(without.counts.SubServices).toBe(0);

    const heat = await sessionCookie(db, await buildUser(db, { enableWaermeplanung: true }));
    const withHeat = await search('kalzit', heat);
    expect(withHeat.results.filter((r) => r.type === 'Services').map((r) => r.id)).toEqual([
      flagged.id,
      open.id,
    ]);
    expect(withHeat.results.filter((r) => r.type === 'SubServices').map((r) => r.id)).toEqual([
      underFlagged.id,
    ]);

    const both = await sessionCookie(
      db,
      await buildUser(db, { enableWaermeplanung: true, enableMoments: true }),
    );
    const all = await suggest('kalzit', both);
    expect(
      all.results
        .filter((r) => r.type === 'SubServices')
        .map((r) => r.id)
        .sort(),
    ).toEqual([underFlagged.id, flaggedSub.id].sort());
    // Moments alone opens the sub-service under an open service, not the one under the heat service.
    const moments = await sessionCookie(db, await buildUser(db, { enableMoments: true }));
    expect(
      (await suggest('kalzit', moments)).results.filter((r) => r.type === 'SubServices').map((r) => r.id),
    ).toEqual([flaggedSub.id]);
  });

  it('tells each user which news and press hits they read, also while the hits are cached', async () => {
    const news = await buildNewsPost(db, { title: 'Basaltwerk eröffnet', pubDate: '2026-02-02' });
    const press = await buildPressPost(db, { title: 'Basaltwerk in Betrieb', pubDate: '2026-02-01' });
    const readerCookie = await sessionCookie(db, await buildUser(db));
    const flags = (s: Suggestions) => s.results.map((r) => [r.id, r.wasRead]);
    expect(flags(await suggest('basaltwerk', readerCookie))).toEqual([
      [news.id, false],
      [press.id, false],
    ]);
    const read = await app.inject({
      method: 'POST',
      url: '/api/reads',
      headers: { cookie: readerCookie },
      payload: { press_post: press.id },
    });
    expect(read.statusCode).toBe(200);

    expect(flags(await suggest('basaltwerk', readerCookie))).toEqual([
      [news.id, false],
      [press.id, true],
    ]);
    expect(flags(await suggest('basaltwerk'))).toEqual([
      [news.id, false],
      [press.id, false],
    ]);
    const page = await search('basaltwerk', readerCookie);
    expect(page.results.map((r) => [r.id, r.wasRead])).toEqual([
      [news.id, false],
      [press.id, true],
    ]);
  });

  it('finds an entry stamped with microseconds within the same millisecond of the server clock', async () => {
    // PostgreSQL's now() keeps microseconds; the server's clock has milliseconds (lib/publication.ts).
    const area = await buildServiceArea(db, { title: 'Mikrosekunden' });
    const stamp = '2026-03-02T10:00:00.000700Z';
    await buildService(db, { serviceAreaId: area.id, title: 'Sekundenkleber' });
    await db.execute(
      sql`update services set published_at = ${stamp}::timestamptz where title = 'Sekundenkleber'`,
    );
    await buildNewsPost(db, { title: 'Sekundenkleber im Rathaus' });
    await db.execute(
      sql`update news_posts set published_at = ${stamp}::timestamptz where title = 'Sekundenkleber im Rathaus'`,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
      const { results } = await search('sekundenkleber');
      expect(titles(results).sort()).toEqual(['Sekundenkleber', 'Sekundenkleber im Rathaus']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds new content at once after the search cache is forgotten', async () => {
    expect((await search('onyxmine')).total).toBe(0);
    await buildNewsPost(db, { title: 'Onyxmine stillgelegt' });
    forgetSearchCache(db);
    expect(titles((await search('onyxmine')).results)).toEqual(['Onyxmine stillgelegt']);
  });
});

describe('search sessions and misses', () => {
  const session = { queries: ['stro', 'strom'], origin: 'suggestions', followUpType: 'service', followUp: 7 };
  const record = (payload: unknown, session: string) =>
    app.inject({
      method: 'POST',
      url: '/api/search/sessions',
      headers: { cookie: session },
      payload: payload as object,
    });
  const sessionsOf = (userId: number) =>
    db.select().from(searchSessions).where(eq(searchSessions.userId, userId));

  it('stores the session document only with tracking consent', async () => {
    const consenting = await buildUser(db, { trackingConsent: true });
    const before = Date.now();
    const res = await record(session, await sessionCookie(db, consenting));
    expect(res.statusCode).toBe(204);
    const rows = await sessionsOf(consenting.id);
    expect(rows).toHaveLength(1);
    const { date, ...document } = rows[0].document;
    expect(document).toEqual({ ...session, userId: consenting.id });
    expect(Date.parse(date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(date)).toBeLessThanOrEqual(Date.now() + 1000);

    for (const trackingConsent of [false, null]) {
      const user = await buildUser(db, { trackingConsent });
      expect((await record(session, await sessionCookie(db, user))).statusCode).toBe(204);
      expect(await sessionsOf(user.id)).toEqual([]);
    }
  });

  it('refuses bad session bodies in German', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...session, queries: [] }, 'Bitte geben Sie mindestens eine Sucheingabe an.'],
      [{ ...session, origin: 'elsewhere' }, 'Unbekannte Herkunft der Suche.'],
      [{ ...session, followUpType: 'faq' }, 'Unbekannter Ergebnistyp.'],
      [{ ...session, followUp: undefined }, 'Bitte geben Sie das gewählte Ergebnis an.'],
      [{ ...session, queries: ['x'.repeat(101)] }, 'Bitte geben Sie höchstens 100 Zeichen ein.'],
    ];
    const consenting = await sessionCookie(db, await buildUser(db, { trackingConsent: true }));
    for (const [payload, message] of cases) {
      const res = await record(payload, consenting);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('counts searches that found nothing, per query and day, only with consent', async () => {
    const missesOf = (query: string) => db.select().from(searchMisses).where(eq(searchMisses.query, query));
    const consenting = await sessionCookie(db, await buildUser(db, { trackingConsent: true }));
    const declined = await sessionCookie(db, await buildUser(db, { trackingConsent: false }));
    const undecided = await sessionCookie(db, await buildUser(db, { trackingConsent: null }));

    expect((await search('  Gibt Es Nicht ', consenting)).total).toBe(0);
    expect((await search('gibt es nicht', consenting)).total).toBe(0);
    await search('gibt es nicht', declined);
    await search('gibt es nicht', undecided);
    // Suggestions are typing, not searching: never counted.
    await suggest('gibt es nicht', consenting);
    const [miss, ...more] = await missesOf('gibt es nicht');
    expect(more).toEqual([]);
    expect(miss).toMatchObject({ count: 2, day: todayInBerlin() });

    await search('nirgends', declined);
    expect(await missesOf('nirgends')).toEqual([]);

    await buildNewsPost(db, { title: 'Granitbruch' });
    expect((await search('granit', consenting)).total).toBe(1);
    expect(await missesOf('granit')).toEqual([]);
  });
});
