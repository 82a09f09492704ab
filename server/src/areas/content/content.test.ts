import { gunzipSync } from 'node:zlib';
import { ServiceAreaSchema, ServiceSchema, SubServiceSchema } from '@kp/contract/content';
import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testConfig } from '../../config.ts';
import { aboutUs } from '../../db/schema/index.ts';
import { GZIP_MIN_BYTES } from '../../http/json-answer.ts';
import { safeVideoEmbed } from '../../lib/embed.ts';
import { setupTestApp } from '../../test/app.ts';
import {
  buildAboutUs,
  buildConstructionProject,
  buildFaq,
  buildNewCompany,
  buildService,
  buildSubService,
  linkPersons,
} from '../../test/content-factories.ts';
import { buildContactPerson, buildServiceArea, buildUser, sessionCookie } from '../../test/factories.ts';
import { faqList, forgetCachedContent, portalConfig } from './service.ts';

const { app, db } = await setupTestApp();

const anna = await buildContactPerson(db, { firstname: 'Anna', lastname: 'Zander' });
const bert = await buildContactPerson(db, {
  firstname: 'Bert',
  lastname: 'Albers',
  imageUrl: '/uploads/bert.jpg',
  imageSmallUrl: '/uploads/bert-klein.jpg',
});
const carla = await buildContactPerson(db, { firstname: 'Carla', lastname: 'Albers' });

const strom = await buildServiceArea(db, {
  title: 'Strom',
  sortOrder: 10,
  headerImageUrl: '/uploads/strom-kopf.jpg',
  images: [
    { url: '/uploads/strom-1.jpg', smallUrl: '/uploads/strom-1-klein.jpg', caption: 'Windpark' },
    { url: '/uploads/strom-2.jpg' },
  ],
  fileDownloads: [{ id: 1, caption: 'Preisblatt', name: 'preise.pdf', url: '/uploads/preise.pdf' }],
  interestingLinks: [{ id: 1, title: 'NEW', link: 'https://www.new.de' }],
});
// Same sortOrder as Gesellschaft: the id decides.
const waerme = await buildServiceArea(db, { title: 'Wärme', sortOrder: 20 });
const gesellschaft = await buildServiceArea(db, { title: 'Gesellschaft', sortOrder: 20 });
await linkPersons(db, 'serviceArea', strom.id, [anna.id, bert.id]);

const ladesaeulen = await buildService(db, { serviceAreaId: strom.id, title: 'Ladesäulen', sortOrder: 1 });
const photovoltaik = await buildService(db, { serviceAreaId: strom.id, title: 'Photovoltaik', sortOrder: 2 });
const abrechnung = await buildService(db, { serviceAreaId: strom.id, title: 'Abrechnung', sortOrder: 2 });
const fernwaerme = await buildService(db, { serviceAreaId: waerme.id, title: 'Fernwärme' });
const planung = await buildService(db, {
  serviceAreaId: waerme.id,
  title: SPECIAL_TITLES.waermeplanung,
  requiredFlag: 'EnableWaermeplanung',
  sortOrder: 1,
});
const planungFaq = await buildService(db, {
  serviceAreaId: waerme.id,
  title: SPECIAL_TITLES.waermeplanungFaq,
  requiredFlag: 'EnableWaermeplanung',
  sortOrder: 2,
});
const engagement = await buildService(db, { serviceAreaId: gesellschaft.id, title: 'Engagement' });
await linkPersons(db, 'service', ladesaeulen.id, [carla.id, anna.id]);

const erleben = await buildSubService(db, {
  serviceId: engagement.id,
  title: SPECIAL_TITLES.events,
  requiredFlag: 'EnableMoments',
  sortOrder: 1,
});
const verein = await buildSubService(db, {
  serviceId: engagement.id,
  title: SPECIAL_TITLES.vereinsfoerderung,
  sortOrder: 2,
});
const lauf = await buildSubService(db, {
  serviceId: engagement.id,
  title: SPECIAL_TITLES.laufserie,
  sortOrder: 2,
});
const planungSub = await buildSubService(db, { serviceId: planung.id, title: 'Förderung der Wärmeplanung' });
const wallbox = await buildSubService(db, { serviceId: ladesaeulen.id, title: 'Wallbox' });
await linkPersons(db, 'subService', wallbox.id, [bert.id]);

const netz = await buildNewCompany(db, { title: 'NEW Netz', sortOrder: 2 });
const energie = await buildNewCompany(db, {
  title: 'NEW Energie',
  sortOrder: 1,
  images: [{ url: '/uploads/energie.jpg', caption: 'Zentrale' }],
});
const wasser = await buildNewCompany(db, { title: 'NEW Niederrhein Wasser', sortOrder: 3 });
await linkPersons(db, 'newCompany', energie.id, [bert.id, anna.id]);

const faqLater = await buildFaq(db, { titel: 'Wer hilft mir?', sortOrder: 2 });
const faqFirst = await buildFaq(db, {
  titel: 'Was ist das Portal?',
  sortOrder: 1,
  imageUrl: '/uploads/faq.png',
});
const faqSecond = await buildFaq(db, { titel: 'Wie melde ich mich an?', sortOrder: 1 });

const baustelleMai = await buildConstructionProject(db, { title: 'Kanal', startDate: '2026-05-01' });
const baustelleMaerz1 = await buildConstructionProject(db, { title: 'Gas', startDate: '2026-03-01' });
const baustelleMaerz2 = await buildConstructionProject(db, {
  title: 'Wasser',
  startDate: '2026-03-01',
  endDate: '2026-04-15',
});

const plain = await sessionCookie(db, await buildUser(db));
const moments = await sessionCookie(db, await buildUser(db, { enableMoments: true }));
const heat = await sessionCookie(db, await buildUser(db, { enableWaermeplanung: true }));
const unconfirmed = await sessionCookie(db, await buildUser(db, { confirmed: false }));

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const json = async (url: string, cookie = plain) => {
  const res = await get(url, cookie);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const titles = (items: { title: string }[]) => items.map((item) => item.title);

const ENDPOINTS = [
  '/api/service-areas',
  `/api/service-areas/${strom.id}`,
  '/api/services',
  `/api/services/${fernwaerme.id}`,
  '/api/sub-services',
  `/api/sub-services/${wallbox.id}`,
  '/api/about-us',
  '/api/new-companies',
  `/api/new-companies/${netz.id}`,
  '/api/contact-people',
  '/api/construction-projects',
  '/api/portal-config',
];

describe('access to content', () => {
  it('declares confirmed access on every content route', () => {
    const paths = ['/service-areas', '/services', '/sub-services', '/about-us', '/new-companies'];
    const routes = app.apiRoutes.filter((r) =>
      [...paths, '/contact-people', '/construction-projects', '/portal-config'].some((p) =>
        r.url.startsWith(`/api${p}`),
      ),
    );
    expect(routes).toHaveLength(ENDPOINTS.length);
    expect(routes.every((r) => r.access === 'confirmed')).toBe(true);
  });

  it.each(ENDPOINTS)('answers %s with 401 without a session and 403 for an unconfirmed user', async (url) => {
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Bitte melden Sie sich an.');
    const waiting = await get(url, unconfirmed);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error).toBe('not_confirmed');
  });
});

describe('GET /api/service-areas', () => {
  it('lists every area by sortOrder and id with its visible services', async () => {
    const areas = await json('/api/service-areas?_limit=-1');
    expect(titles(areas)).toEqual(['Strom', 'Wärme', 'Gesellschaft']);
    expect(areas[0]).toEqual({
      id: strom.id,
      title: 'Strom',
      route: null,
      icon: null,
      headerImage: {
        url: '/uploads/strom-kopf.jpg',
        caption: null,
        formats: { small: { url: '/uploads/strom-kopf.jpg' } },
      },
      content1: '**Inhalt**',
      content2: '',
      content1Html: '<p><strong>Inhalt</strong></p>\n',
      content2Html: '',
      images: [
        {
          url: '/uploads/strom-1.jpg',
          caption: 'Windpark',
          formats: { small: { url: '/uploads/strom-1-klein.jpg' } },
        },
        { url: '/uploads/strom-2.jpg', caption: null, formats: { small: { url: '/uploads/strom-2.jpg' } } },
      ],
      services: [
        {
          id: ladesaeulen.id,
          title: 'Ladesäulen',
          content1: ladesaeulen.content1,
          subServices: [{ id: wallbox.id, title: 'Wallbox' }],
        },
        { id: abrechnung.id, title: 'Abrechnung', content1: abrechnung.content1, subServices: [] },
        { id: photovoltaik.id, title: 'Photovoltaik', content1: photovoltaik.content1, subServices: [] },
      ],
      personsInCharge: [
        expect.objectContaining({ id: anna.id, name: 'Anna Zander' }),
        {
          id: bert.id,
          firstname: 'Bert',
          lastname: 'Albers',
          name: 'Bert Albers',
          customTitle: null,
          email: bert.email,
          phone: null,
          info: null,
          image: {
            url: '/uploads/bert.jpg',
            caption: null,
            formats: { small: { url: '/uploads/bert-klein.jpg' } },
          },
        },
      ],
      showRegionalLeiter: false,
      fileDownloads: [{ id: 1, caption: 'Preisblatt', name: 'preise.pdf', url: '/uploads/preise.pdf' }],
      interestingLinks: [{ id: 1, title: 'NEW', link: 'https://www.new.de' }],
    });
  });

  it('gives everything without _limit or with -1, and the first n with a positive _limit', async () => {
    expect(await json('/api/service-areas')).toEqual(await json('/api/service-areas?_limit=-1'));
    expect(titles(await json('/api/service-areas?_limit=2'))).toEqual(['Strom', 'Wärme']);
    expect(titles(await json('/api/service-areas?_limit=10'))).toHaveLength(3);
    const bad = await get('/api/service-areas?_limit=abc', plain);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('_limit');
  });

  it('answers one area by id', async () => {
    const area = await json(`/api/service-areas/${gesellschaft.id}`);
    expect(area.title).toBe('Gesellschaft');
    expect(area.services).toEqual([
      {
        id: engagement.id,
        title: 'Engagement',
        content1: engagement.content1,
        subServices: [
          { id: lauf.id, title: SPECIAL_TITLES.laufserie },
          { id: verein.id, title: SPECIAL_TITLES.vereinsfoerderung },
        ],
      },
    ]);
  });
});

describe('GET /api/services', () => {
  it('lists visible services by sortOrder, title and id', async () => {
    const list = await json('/api/services?_limit=-1');
    expect(titles(list)).toEqual(['Engagement', 'Fernwärme', 'Ladesäulen', 'Abrechnung', 'Photovoltaik']);
    expect(titles(await json('/api/services?_limit=2'))).toEqual(['Engagement', 'Fernwärme']);
  });

  it('answers one service with its area, sub-services and contacts', async () => {
    expect(await json(`/api/services/${ladesaeulen.id}`)).toEqual({
      id: ladesaeulen.id,
      title: 'Ladesäulen',
      content1: ladesaeulen.content1,
      content2: '',
      content1Html: `<p>${ladesaeulen.content1}</p>\n`,
      content2Html: '',
      images: [],
      subServices: [{ id: wallbox.id, title: 'Wallbox' }],
      personsInCharge: [
        expect.objectContaining({ id: carla.id, name: 'Carla Albers', image: null }),
        expect.objectContaining({ id: anna.id }),
      ],
      showRegionalLeiter: false,
      serviceArea: { id: strom.id, title: 'Strom' },
      fileDownloads: [],
      interestingLinks: [],
    });
  });
});

describe('GET /api/sub-services', () => {
  it('lists visible sub-services by sortOrder, title and id', async () => {
    const list = await json('/api/sub-services?_limit=-1');
    expect(titles(list)).toEqual(['Wallbox', SPECIAL_TITLES.laufserie, SPECIAL_TITLES.vereinsfoerderung]);
    expect(titles(await json('/api/sub-services?_limit=2'))).toEqual(['Wallbox', SPECIAL_TITLES.laufserie]);
  });

  it('answers one sub-service with its service and area', async () => {
    expect(await json(`/api/sub-services/${wallbox.id}`)).toEqual({
      id: wallbox.id,
      title: 'Wallbox',
      content1: wallbox.content1,
      content2: '',
      content1Html: `<p>${wallbox.content1}</p>\n`,
      content2Html: '',
      images: [],
      personsInCharge: [expect.objectContaining({ id: bert.id })],
      showRegionalLeiter: false,
      service: { id: ladesaeulen.id, title: 'Ladesäulen', serviceArea: { id: strom.id, title: 'Strom' } },
      fileDownloads: [],
      interestingLinks: [],
    });
  });
});

describe('ids', () => {
  const details = [
    ['/api/service-areas', 'serviceAreaId', 'Dieser Fachbereich wurde nicht gefunden.'],
    ['/api/services', 'serviceId', 'Diese Leistung wurde nicht gefunden.'],
    ['/api/sub-services', 'subServiceId', 'Dieses Angebot wurde nicht gefunden.'],
    ['/api/new-companies', 'newCompanyId', 'Dieses Unternehmen der NEW-Gruppe wurde nicht gefunden.'],
  ] as const;

  it.each(
    details,
  )('%s/:id answers bad ids with 400 and unknown ids with 404', async (base, param, message) => {
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648']) {
      const res = await get(`${base}/${bad}`, plain);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toContain(`Ungültige Eingabe bei „${param}“`);
    }
    const unknown = await get(`${base}/999999`, plain);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message });
  });
});

describe('feature flags', () => {
  it('hides NEW Erleben from users without EnableMoments', async () => {
    expect(titles(await json('/api/sub-services'))).not.toContain(SPECIAL_TITLES.events);
    expect(titles((await json(`/api/services/${engagement.id}`)).subServices)).not.toContain(
      SPECIAL_TITLES.events,
    );
    const area = await json(`/api/service-areas/${gesellschaft.id}`);
    expect(titles(area.services[0].subServices)).not.toContain(SPECIAL_TITLES.events);
    const detail = await get(`/api/sub-services/${erleben.id}`, plain);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('Dieses Angebot wurde nicht gefunden.');
    expect((await get(`/api/sub-services/${erleben.id}`, heat)).statusCode).toBe(404);
  });

  it('shows NEW Erleben with EnableMoments', async () => {
    expect(titles(await json('/api/sub-services', moments))).toEqual([
      'Wallbox',
      SPECIAL_TITLES.events,
      SPECIAL_TITLES.laufserie,
      SPECIAL_TITLES.vereinsfoerderung,
    ]);
    expect(titles((await json(`/api/services/${engagement.id}`, moments)).subServices)).toContain(
      SPECIAL_TITLES.events,
    );
    const area = await json(`/api/service-areas/${gesellschaft.id}`, moments);
    expect(titles(area.services[0].subServices)).toContain(SPECIAL_TITLES.events);
    const detail = await json(`/api/sub-services/${erleben.id}`, moments);
    expect(detail.service).toEqual({
      id: engagement.id,
      title: 'Engagement',
      serviceArea: { id: gesellschaft.id, title: 'Gesellschaft' },
    });
  });

  it('hides the Wärmeplanung services and their sub-services without EnableWaermeplanung', async () => {
    for (const cookie of [plain, moments]) {
      const areas = await json('/api/service-areas', cookie);
      expect(titles(areas[1].services)).toEqual(['Fernwärme']);
      expect(titles(await json(`/api/service-areas/${waerme.id}`, cookie).then((a) => a.services))).toEqual([
        'Fernwärme',
      ]);
      const services = titles(await json('/api/services', cookie));
      expect(services).not.toContain(SPECIAL_TITLES.waermeplanung);
      expect(services).not.toContain(SPECIAL_TITLES.waermeplanungFaq);
      expect(titles(await json('/api/sub-services', cookie))).not.toContain(planungSub.title);
      for (const url of [
        `/api/services/${planung.id}`,
        `/api/services/${planungFaq.id}`,
        `/api/sub-services/${planungSub.id}`,
      ]) {
        expect((await get(url, cookie)).statusCode, url).toBe(404);
      }
    }
  });

  it('shows the Wärmeplanung services with EnableWaermeplanung', async () => {
    const areas = await json('/api/service-areas', heat);
    expect(titles(areas[1].services)).toEqual([
      'Fernwärme',
      SPECIAL_TITLES.waermeplanung,
      SPECIAL_TITLES.waermeplanungFaq,
    ]);
    expect(areas[1].services[1].subServices).toEqual([{ id: planungSub.id, title: planungSub.title }]);
    expect(titles(await json('/api/services', heat))).toEqual([
      'Engagement',
      'Fernwärme',
      SPECIAL_TITLES.waermeplanung,
      'Ladesäulen',
      'Abrechnung',
      SPECIAL_TITLES.waermeplanungFaq,
      'Photovoltaik',
    ]);
    const detail = await json(`/api/services/${planung.id}`, heat);
    expect(detail.serviceArea).toEqual({ id: waerme.id, title: 'Wärme' });
    expect(detail.subServices).toEqual([{ id: planungSub.id, title: planungSub.title }]);
    expect((await json(`/api/sub-services/${planungSub.id}`, heat)).service.title).toBe(
      SPECIAL_TITLES.waermeplanung,
    );
    expect(titles(await json('/api/sub-services', heat))).not.toContain(SPECIAL_TITLES.events);
  });
});

describe('HTTP caching', () => {
  it.each([
    '/api/service-areas',
    `/api/service-areas/${strom.id}`,
    '/api/services',
    `/api/services/${ladesaeulen.id}`,
    '/api/sub-services',
    `/api/sub-services/${wallbox.id}`,
  ])('%s sends ETag and Cache-Control and answers 304 for a current copy', async (url) => {
    const first = await get(url, plain);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, plain, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, plain, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, plain, { 'if-none-match': '"veraltet"' })).statusCode).toBe(200);
  });

  const CATALOGUE = [
    '/api/service-areas',
    '/api/service-areas?_limit=2',
    `/api/service-areas/${strom.id}`,
    '/api/services',
    '/api/services?_limit=1',
    `/api/services/${ladesaeulen.id}`,
    '/api/sub-services',
    `/api/sub-services/${wallbox.id}`,
  ];

  it.each(CATALOGUE)('%s is gzipped for clients that accept it, with the same JSON and ETag', async (url) => {
    const plainAnswer = await get(url, plain);
    expect(plainAnswer.statusCode).toBe(200);
    expect(plainAnswer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plainAnswer.headers['content-encoding']).toBeUndefined();
    expect(plainAnswer.headers.vary).toBe('accept-encoding, cookie');
    for (let i = 0; i < 2; i++) {
      const zipped = await get(url, plain, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.headers.vary).toBe('accept-encoding, cookie');
      expect(zipped.headers.etag).toBe(plainAnswer.headers.etag);
      expect(zipped.headers['cache-control']).toBe('private, no-cache');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
      if (plainAnswer.rawPayload.length < GZIP_MIN_BYTES) {
        // Not worth compressing: the same bytes for everybody.
        expect(zipped.headers['content-encoding']).toBeUndefined();
        expect(zipped.body).toBe(plainAnswer.body);
      } else {
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(zipped.rawPayload).toString()).toBe(plainAnswer.body);
      }
    }
    // A client that refuses gzip gets the plain JSON.
    const refused = await get(url, plain, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plainAnswer.body);
  });

  it('gzips the large answers: the lists and the detail of an area', async () => {
    for (const url of ['/api/service-areas', `/api/service-areas/${strom.id}`, '/api/services']) {
      const res = await get(url, heat, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString()), url).toEqual(await json(url, heat));
    }
  });

  it.each(CATALOGUE)('%s answers 304 to a current copy whatever encoding is offered', async (url) => {
    const etag = String((await get(url, plain, { 'accept-encoding': 'gzip' })).headers.etag);
    for (const encoding of ['gzip, br', '']) {
      const again = await get(url, plain, { 'if-none-match': etag, 'accept-encoding': encoding });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('accept-encoding, cookie');
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    const list = await get(url, plain, { 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'gzip' });
    expect(list.statusCode).toBe(304);
  });

  it('serves only the fields of the contract, as the response serializer would', async () => {
    const check = <T>(schema: z.ZodObject, entries: T[]) => {
      for (const entry of entries) expect(schema.strict().parse(entry)).toEqual(entry);
    };
    check(ServiceAreaSchema, await json('/api/service-areas', heat));
    check(ServiceSchema, await json('/api/services', heat));
    check(SubServiceSchema, await json('/api/sub-services', heat));
    check(ServiceAreaSchema, [await json(`/api/service-areas/${strom.id}`, heat)]);
  });

  it('gives a different ETag to different flags and to a cut list', async () => {
    const full = String((await get('/api/services', plain)).headers.etag);
    expect((await get('/api/services?_limit=-1', plain)).headers.etag).toBe(full);
    // Same flags, same cached list; Engagement lists NEW Erleben with EnableMoments.
    const otherPlain = await sessionCookie(db, await buildUser(db));
    expect((await get('/api/services', otherPlain)).headers.etag).toBe(full);
    expect((await get('/api/services', moments)).headers.etag).not.toBe(full);
    const withHeat = await get('/api/services', heat, { 'if-none-match': full });
    expect(withHeat.statusCode).toBe(200);
    expect(withHeat.headers.etag).not.toBe(full);
    const cut = await get('/api/services?_limit=2', plain, { 'if-none-match': full });
    expect(cut.statusCode).toBe(200);
    const cutTag = String(cut.headers.etag);
    expect(cutTag).not.toBe(full);
    expect((await get('/api/services?_limit=2', plain, { 'if-none-match': cutTag })).statusCode).toBe(304);
  });

  it('revalidates the other content endpoints too', async () => {
    for (const url of [
      '/api/new-companies',
      '/api/contact-people',
      '/api/construction-projects',
      '/api/portal-config',
    ]) {
      const first = await get(url, plain);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const again = await get(url, plain, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('keeps the built catalogue on the server until it is forgotten', async () => {
    await json('/api/services');
    const added = await buildService(db, { serviceAreaId: strom.id, title: 'Speicher' });
    expect((await get(`/api/services/${added.id}`, plain)).statusCode).toBe(404);
    await forgetCachedContent(db);
    expect((await json(`/api/services/${added.id}`)).title).toBe('Speicher');
  });
});

describe('group companies', () => {
  it('lists companies by sortOrder with their contacts', async () => {
    const list = await json('/api/new-companies?_limit=-1');
    expect(titles(list)).toEqual(['NEW Energie', 'NEW Netz', 'NEW Niederrhein Wasser']);
    expect(list[0]).toEqual({
      id: energie.id,
      title: 'NEW Energie',
      content1: energie.content1,
      content1Html: `<p>${energie.content1}</p>\n`,
      images: [
        {
          url: '/uploads/energie.jpg',
          caption: 'Zentrale',
          formats: { small: { url: '/uploads/energie.jpg' } },
        },
      ],
      personsInCharge: [expect.objectContaining({ id: bert.id }), expect.objectContaining({ id: anna.id })],
    });
    expect(titles(await json('/api/new-companies?_limit=2'))).toEqual(['NEW Energie', 'NEW Netz']);
  });

  it('answers one company', async () => {
    expect(await json(`/api/new-companies/${wasser.id}`)).toEqual({
      id: wasser.id,
      title: 'NEW Niederrhein Wasser',
      content1: wasser.content1,
      content1Html: `<p>${wasser.content1}</p>\n`,
      images: [],
      personsInCharge: [],
    });
  });
});

describe('GET /api/contact-people', () => {
  it('lists every person by lastname, firstname and id', async () => {
    const twin = await buildContactPerson(db, { firstname: 'Bert', lastname: 'Albers' });
    const list: { id: number; firstname: string; lastname: string }[] = await json('/api/contact-people');
    const albers = list.filter((p) => p.lastname === 'Albers').map((p) => p.id);
    expect(albers).toEqual([bert.id, twin.id, carla.id]);
    const sorted = [...list].sort(
      (a, b) =>
        a.lastname.localeCompare(b.lastname, 'en') ||
        a.firstname.localeCompare(b.firstname, 'en') ||
        a.id - b.id,
    );
    expect(list.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    expect(list.at(-1)?.lastname).toBe('Zander');
    expect(await json('/api/contact-people?_limit=2')).toEqual(list.slice(0, 2));
  });
});

describe('GET /api/construction-projects', () => {
  it('lists projects by start date and id', async () => {
    const list = await json('/api/construction-projects');
    expect(list.map((p: { id: number }) => p.id)).toEqual([
      baustelleMaerz1.id,
      baustelleMaerz2.id,
      baustelleMai.id,
    ]);
    expect(list[1]).toEqual({
      id: baustelleMaerz2.id,
      title: 'Wasser',
      description: 'Erneuerung der Leitung',
      sparte: 'Wasser',
      commune: 'Viersen',
      street: baustelleMaerz2.street,
      startDate: '2026-03-01',
      endDate: '2026-04-15',
      latitude: 51.25,
      longitude: 6.39,
    });
  });
});

describe('FAQ', () => {
  it('orders entries by sortOrder and id', async () => {
    const list = await faqList(db);
    expect(list.map((f) => f.id)).toEqual([faqFirst.id, faqSecond.id, faqLater.id]);
    expect(list[0]).toEqual({
      id: faqFirst.id,
      Titel: 'Was ist das Portal?',
      Text: faqFirst.text,
      TextHtml: `<p>${faqFirst.text}</p>\n`,
      image: { url: '/uploads/faq.png', caption: null, formats: { small: { url: '/uploads/faq.png' } } },
    });
    expect(list[1].image).toBeNull();
    expect(await json('/api/users/me?type=faq')).toEqual(list);
  });
});

describe('portal config', () => {
  it('answers the map and wish-charger settings', async () => {
    const config = testConfig();
    expect(await json('/api/portal-config')).toEqual({
      mapTileUrl: config.MAP_TILE_URL,
      mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
      wishChargerMapUrl: config.WISH_CHARGER_MAP_URL,
    });
  });

  it('answers null for an empty tile url and a missing wish-charger map', () => {
    const config = {
      ...testConfig({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: 'Karte' }),
      WISH_CHARGER_MAP_URL: '',
    };
    expect(portalConfig(config)).toEqual({
      mapTileUrl: null,
      mapTileAttribution: 'Karte',
      wishChargerMapUrl: null,
    });
    expect(
      portalConfig(testConfig({ WISH_CHARGER_MAP_URL: 'https://karte.example/form' })).wishChargerMapUrl,
    ).toBe('https://karte.example/form');
  });
});

describe('GET /api/about-us', () => {
  it('answers 404 while there is no about page', async () => {
    const res = await get('/api/about-us', plain);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Die Seite „Über uns“ ist noch nicht angelegt.');
  });

  it('answers the page with every group company in sortOrder', async () => {
    await buildAboutUs(db, {
      content2: '## Geschichte',
      images: [{ url: '/uploads/team.jpg', caption: 'Team' }],
      video:
        '<iframe width="560" src="https://www.youtube-nocookie.com/embed/abc123?si=x&amp;start=5" frameborder="0"></iframe>',
    });
    const page = await json('/api/about-us');
    expect(page).toEqual({
      title: 'Über die NEW',
      content1: 'Wir versorgen die Region.',
      content2: '## Geschichte',
      content1Html: '<p>Wir versorgen die Region.</p>\n',
      content2Html: '<h2>Geschichte</h2>\n',
      images: [
        { url: '/uploads/team.jpg', caption: 'Team', formats: { small: { url: '/uploads/team.jpg' } } },
      ],
      video: expect.stringContaining('src="https://www.youtube-nocookie.com/embed/abc123?si=x&amp;start=5"'),
      NewGroupOptions: [
        { id: energie.id, newCompany: expect.objectContaining({ id: energie.id, title: 'NEW Energie' }) },
        { id: netz.id, newCompany: expect.objectContaining({ id: netz.id }) },
        { id: wasser.id, newCompany: expect.objectContaining({ id: wasser.id }) },
      ],
    });
    expect(page.NewGroupOptions[0].newCompany.personsInCharge).toHaveLength(2);
  });

  it('drops a video that is not an iframe from an allowed host', async () => {
    await db
      .update(aboutUs)
      .set({ video: '<script>alert(1)</script>' })
      .where(eq(aboutUs.title, 'Über die NEW'));
    expect((await json('/api/about-us')).video).toBeNull();
  });
});

describe('video embeds', () => {
  const clean = (src: string) =>
    `<iframe src="${src}" title="Video" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`;

  it('rebuilds an allowed iframe with nothing but its src', () => {
    expect(
      safeVideoEmbed(
        '<iframe width="560" height="315" src="https://player.vimeo.com/video/76979871" onload="alert(1)" style="x" srcdoc="<script>alert(1)</script>"></iframe>',
      ),
    ).toBe(clean('https://player.vimeo.com/video/76979871'));
    expect(safeVideoEmbed('<IFRAME SRC=https://www.youtube-nocookie.com/embed/x ONLOAD=alert(1)>')).toBe(
      clean('https://www.youtube-nocookie.com/embed/x'),
    );
  });

  it('never lets a quote or tag out of the src', () => {
    const result = safeVideoEmbed(
      `<iframe src='https://player.vimeo.com/video/1"><script>alert(1)</script>'></iframe>`,
    );
    expect(result).not.toContain('<script');
    expect(result).toBe(clean('https://player.vimeo.com/video/1%22%3E%3Cscript%3Ealert(1)%3C/script%3E'));
  });

  it('skips a forbidden iframe and takes the next allowed one', () => {
    expect(
      safeVideoEmbed(
        '<iframe src="https://evil.example/x"></iframe><iframe src="https://player.vimeo.com/video/2"></iframe>',
      ),
    ).toBe(clean('https://player.vimeo.com/video/2'));
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['plain text', 'Unser Imagefilm'],
    ['a script', '<script>alert(1)</script>'],
    [
      'an iframe written by a script',
      `<script>document.write('<iframe src="https://player.vimeo.com/video/1">')</script>`,
    ],
    ['an img with onerror', '<img src="x" onerror="alert(1)">'],
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an entity-encoded javascript: src', '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['a data: src', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['plain http', '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>'],
    ['a protocol-relative src', '<iframe src="//www.youtube-nocookie.com/embed/x"></iframe>'],
    ['another host', '<iframe src="https://www.youtube.com/embed/x"></iframe>'],
    ['a look-alike host', '<iframe src="https://player.vimeo.com.evil.example/video/1"></iframe>'],
    ['credentials before the host', '<iframe src="https://evil.example@player.vimeo.com/video/1"></iframe>'],
    ['another port', '<iframe src="https://player.vimeo.com:8443/video/1"></iframe>'],
    ['an iframe without src', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object', '<object data="https://player.vimeo.com/video/1"></object>'],
  ])('answers null for %s', (_name, markup) => {
    expect(safeVideoEmbed(markup)).toBeNull();
  });
});

describe('rich text', () => {
  const HOSTILE = [
    '#### Abschnitt',
    '<script>alert(1)</script><img src="x" onerror="alert(2)"><svg onload="alert(3)"></svg>',
    '[Klick](javascript:alert(4)) [NEW](https://www.new.de) ![Plan](/uploads/plan.png)',
    '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="alert(5)">Text</p>',
  ].join('\n\n');

  const expectSanitised = (html: string) => {
    expect(html).toContain('<h2>Abschnitt</h2>');
    expect(html).toContain('<a href="https://www.new.de" target="_blank" rel="noopener noreferrer">NEW</a>');
    expect(html).toContain('src="/api/uploads/plan.png"');
    expect(html).toContain('<p>Text</p>');
    for (const bad of [
      '<script',
      'alert',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      '<iframe',
      'style=',
    ])
      expect(html, bad).not.toContain(bad);
  };

  it('renders the markdown of catalogue pages to sanitised HTML and keeps the markdown', async () => {
    const area = await buildServiceArea(db, { title: 'Roh', content2: HOSTILE });
    const service = await buildService(db, { serviceAreaId: area.id, content1: HOSTILE });
    const sub = await buildSubService(db, { serviceId: service.id, content2: HOSTILE });
    await forgetCachedContent(db);
    const areaJson = await json(`/api/service-areas/${area.id}`);
    expect(areaJson.content2).toBe(HOSTILE);
    expectSanitised(areaJson.content2Html);
    const serviceJson = await json(`/api/services/${service.id}`);
    expect(serviceJson.content1).toBe(HOSTILE);
    expectSanitised(serviceJson.content1Html);
    expectSanitised((await json(`/api/sub-services/${sub.id}`)).content2Html);
  });

  // Runs last: the about page exists by now, and the added rows change no earlier list.
  it('renders group companies, the about page and FAQ answers to sanitised HTML', async () => {
    const company = await buildNewCompany(db, { content1: HOSTILE });
    expectSanitised((await json(`/api/new-companies/${company.id}`)).content1Html);
    // The one about page, whatever its title (the back-office tests may have renamed it on a shared database);
    // written past the back office, so the cache is dropped by hand.
    await db.update(aboutUs).set({ content1: HOSTILE });
    await forgetCachedContent(db);
    const about = await json('/api/about-us');
    expect(about.content1).toBe(HOSTILE);
    expectSanitised(about.content1Html);
    const faq = await buildFaq(db, { text: HOSTILE });
    const entry = (await faqList(db)).find((f) => f.id === faq.id);
    expect(entry?.Text).toBe(HOSTILE);
    expectSanitised(entry?.TextHtml ?? '');
  });
});
