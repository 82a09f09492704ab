import { gunzipSync } from 'node:zlib';
import type { CommuneStats, Verbrauchsdaten } from '@kp/contract/consumption';
import { FEED_IN_SOURCES } from '@kp/contract/consumption-constants';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommuneDataCast,
  buildCommuneDataUser,
  buildCommuneProfile,
  buildConsumption,
  buildFeedIn,
  communeDataCaller,
  linkFundingService,
} from '../../test/consumption-factories.ts';
import { buildService } from '../../test/content-factories.ts';
import { buildCommune, buildServiceArea } from '../../test/factories.ts';

const { app, db } = await setupTestApp();
const get = communeDataCaller(app, db);
const cast = await buildCommuneDataCast(db);
const { viersen, brueggen, employee, viersenUser, brueggenUser } = cast;

// A commune outside the spec's list: employees see it after the spec's communes.
const extra = await buildCommune(db, { name: 'Aachen (Test)', kommunalPartnerId: null });

await buildCommuneProfile(db, { communeId: viersen.id, consumptionImportedOn: '2025-03-14' });
await buildConsumption(db, viersen.id, [
  { year: 2024, carrier: 'Strom', sector: 'Private Haushalte', tariff: 'Niederspannung', mwh: 1000.1234 },
  // Two tariffs outside the known list: together under Sonstige.
  { year: 2024, carrier: 'Strom', sector: 'Private Haushalte', tariff: 'Nachtspeicher', mwh: 200.0004 },
  { year: 2024, carrier: 'Strom', sector: 'Private Haushalte', tariff: 'Heizstrom', mwh: 99.9996 },
  {
    year: 2024,
    carrier: 'Strom',
    sector: 'Gewerbe, Handel, Dienstleistungen',
    tariff: 'Mittelspannung',
    mwh: 500.0005,
  },
  { year: 2024, carrier: 'Strom', sector: 'Industrie', tariff: 'Wärmepumpe', mwh: 0.5005 },
  { year: 2024, carrier: 'Gas', sector: 'Private Haushalte', tariff: 'Grundversorgung Gas', mwh: 800.25 },
  { year: 2024, carrier: 'Gas', sector: 'Industrie', tariff: 'Sondervertrag Gas', mwh: 1500 },
  { year: 2023, carrier: 'Strom', sector: 'Private Haushalte', tariff: 'Niederspannung', mwh: 900 },
  // 'Ämter' sorts with A in German, not after Z.
  { year: 2023, carrier: 'Strom', sector: 'Ämter', tariff: 'Allgemeiner Bedarf', mwh: 50 },
]);
await buildFeedIn(db, viersen.id, [
  { year: 2024, source: 'PV-Anlagen', mwh: 1200.5 },
  { year: 2024, source: 'Windenergie', mwh: 300.25 },
]);
await buildConsumption(db, brueggen.id, [
  { year: 2022, carrier: 'Strom', sector: 'Private Haushalte', mwh: 10 },
]);

const zeroSources = Object.fromEntries(FEED_IN_SOURCES.map((source) => [source, 0]));
const VIERSEN: Verbrauchsdaten = {
  commune: 'Viersen',
  importDate: '2025-03-14',
  einwohner: 77_102,
  years: [2023, 2024],
  carriers: ['Gas', 'Strom'],
  sectors: ['Ämter', 'Gewerbe, Handel, Dienstleistungen', 'Industrie', 'Private Haushalte'],
  verbrauch: [
    {
      year: 2023,
      entries: [
        {
          name: 'Gas',
          sum: 0,
          sectors: {
            Ämter: 0,
            'Gewerbe, Handel, Dienstleistungen': 0,
            Industrie: 0,
            'Private Haushalte': 0,
          },
        },
        {
          name: 'Strom',
          sum: 950,
          sectors: {
            Ämter: 50,
            'Gewerbe, Handel, Dienstleistungen': 0,
            Industrie: 0,
            'Private Haushalte': 900,
          },
        },
      ],
    },
    {
      year: 2024,
      entries: [
        {
          name: 'Gas',
          sum: 2300.25,
          sectors: {
            Ämter: 0,
            'Gewerbe, Handel, Dienstleistungen': 0,
            Industrie: 1500,
            'Private Haushalte': 800.25,
          },
        },
        {
          name: 'Strom',
          // 1000.1234 + 200.0004 + 99.9996 + 500.0005 + 0.5005, rounded once.
          sum: 1800.624,
          sectors: {
            Ämter: 0,
            'Gewerbe, Handel, Dienstleistungen': 500.001,
            Industrie: 0.501,
            'Private Haushalte': 1300.123,
          },
        },
      ],
    },
  ],
  einspeisung: [
    { year: 2023, sources: zeroSources },
    { year: 2024, sources: { ...zeroSources, 'PV-Anlagen': 1200.5, Windenergie: 300.25 } },
  ],
  tarife: [
    // Gas tariffs are none of the known (electricity) tariffs.
    { carrier: 'Gas', year: 2024, tariff: 'Sonstige', value: 2300.25 },
    { carrier: 'Strom', year: 2023, tariff: 'Allgemeiner Bedarf', value: 50 },
    { carrier: 'Strom', year: 2023, tariff: 'Niederspannung', value: 900 },
    { carrier: 'Strom', year: 2024, tariff: 'Mittelspannung', value: 500.001 },
    { carrier: 'Strom', year: 2024, tariff: 'Niederspannung', value: 1000.123 },
    { carrier: 'Strom', year: 2024, tariff: 'Wärmepumpe', value: 0.501 },
    { carrier: 'Strom', year: 2024, tariff: 'Sonstige', value: 300 },
  ],
};

const ok = async (url: string, user = employee) => {
  const res = await get(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const brueggenUrl = `/api/verbrauchsdaten/${encodeURIComponent('Brüggen')}`;

describe('GET /api/verbrauchsdaten/getVerbrauchsdatenCommuneNames', () => {
  const url = '/api/verbrauchsdaten/getVerbrauchsdatenCommuneNames';

  it('gives employees every commune, the spec list in its order first', async () => {
    expect((await ok(url)).json()).toEqual(['Brüggen', 'Viersen', extra.name]);
  });

  it('gives a commune user only their own', async () => {
    expect((await ok(url, viersenUser)).json()).toEqual(['Viersen']);
    expect((await ok(url, brueggenUser)).json()).toEqual(['Brüggen']);
  });

  it('refuses a commune user without a commune', async () => {
    const lonely = await buildCommuneDataUser(db, { communeId: null });
    expect((await get(url, lonely)).statusCode).toBe(403);
  });
});

describe('GET /api/verbrauchsdaten/{commune}', () => {
  it('answers the whole data of a commune with exact sums', async () => {
    expect((await ok('/api/verbrauchsdaten/Viersen')).json()).toEqual(VIERSEN);
  });

  it('lists every feed-in source in the spec order, 0 when none', async () => {
    const data: Verbrauchsdaten = (await ok('/api/verbrauchsdaten/Viersen')).json();
    for (const year of data.einspeisung) expect(Object.keys(year.sources)).toEqual([...FEED_IN_SOURCES]);
  });

  it('lets employees read any commune and commune users only their own', async () => {
    expect((await ok(brueggenUrl)).json()).toMatchObject({
      commune: 'Brüggen',
      years: [2022],
      carriers: ['Strom'],
      importDate: null,
      einwohner: 16_311,
    });
    expect((await ok('/api/verbrauchsdaten/Viersen', viersenUser)).json()).toEqual(VIERSEN);
    const foreign = await get(brueggenUrl, viersenUser);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('other_commune');
    expect((await get('/api/verbrauchsdaten/Viersen', brueggenUser)).statusCode).toBe(403);
  });

  it('answers 404 for a commune that does not exist (employees), 403 for commune users', async () => {
    expect((await get('/api/verbrauchsdaten/Atlantis', employee)).statusCode).toBe(404);
    expect((await get('/api/verbrauchsdaten/Atlantis', viersenUser)).statusCode).toBe(403);
  });

  it('answers empty lists for a commune without data', async () => {
    expect((await ok(`/api/verbrauchsdaten/${encodeURIComponent(extra.name)}`)).json()).toEqual({
      commune: extra.name,
      importDate: null,
      einwohner: null,
      years: [],
      carriers: [],
      sectors: [],
      verbrauch: [],
      einspeisung: [],
      tarife: [],
    });
  });

  it('sends ETag, 304 for a current copy, and gzip to clients that take it', async () => {
    const first = await ok('/api/verbrauchsdaten/Viersen');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    // Confidential: no copy kept (decision 026), so the 304 serves only a client that sends its ETag anyway.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(String(first.headers.vary)).toMatch(/\bcookie\b/i);
    const contact = await get('/api/verbrauchsdaten/getContact?commune=Viersen', employee);
    expect(contact.headers['cache-control']).toBe('private, no-store');
    const again = await get('/api/verbrauchsdaten/Viersen', employee, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const zipped = await get('/api/verbrauchsdaten/Viersen', employee, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(VIERSEN);
  });
});

describe('GET /api/verbrauchsdaten', () => {
  it("answers a commune user's own commune", async () => {
    expect((await ok('/api/verbrauchsdaten', viersenUser)).json()).toEqual(VIERSEN);
    expect((await ok('/api/verbrauchsdaten', brueggenUser)).json().commune).toBe('Brüggen');
  });

  it('asks employees to name a commune', async () => {
    const res = await get('/api/verbrauchsdaten', employee);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'commune_required', message: 'Bitte wählen Sie eine Kommune.' });
  });
});

describe('GET /api/verbrauchsdaten/getContact', () => {
  it("answers the commune's Kommunalpartner as a person", async () => {
    const partner = await get('/api/verbrauchsdaten/getContact', viersenUser);
    expect(partner.statusCode).toBe(200);
    expect(partner.json()).toMatchObject({
      id: viersen.kommunalPartnerId,
      customTitle: 'Kommunalbetreuer',
      firstname: 'Jonas',
    });
    const named = await ok('/api/verbrauchsdaten/getContact?commune=Viersen', viersenUser);
    expect(named.json()).toEqual(partner.json());
    const forEmployee = await ok(`/api/verbrauchsdaten/getContact?commune=${encodeURIComponent('Brüggen')}`);
    expect(forEmployee.json().id).toBe(brueggen.kommunalPartnerId);
  });

  it('answers null for a commune without a partner', async () => {
    const res = await ok(`/api/verbrauchsdaten/getContact?commune=${encodeURIComponent(extra.name)}`);
    expect(res.body).toBe('null');
    const partnerless = await buildCommuneDataUser(db, { communeId: extra.id });
    expect((await ok('/api/verbrauchsdaten/getContact', partnerless)).json()).toBeNull();
  });

  it('keeps commune users to their own commune and asks employees to name one', async () => {
    const foreign = await get(
      `/api/verbrauchsdaten/getContact?commune=${encodeURIComponent('Brüggen')}`,
      viersenUser,
    );
    expect(foreign.statusCode).toBe(403);
    expect((await get('/api/verbrauchsdaten/getContact', employee)).statusCode).toBe(400);
  });
});

// The funding cards: an area with a header image and one without, a service behind a flag.
const areaWithHeader = await buildServiceArea(db, { headerImageUrl: '/uploads/demo/header-energie.jpg' });
const areaWithout = await buildServiceArea(db, { headerImageUrl: null });
const photovoltaik = await buildService(db, {
  serviceAreaId: areaWithHeader.id,
  title: 'Photovoltaik auf kommunalen Dächern',
  content1:
    '## Förderung\n\nDie **NEW** unterstützt [Kommunen](https://www.new.de) beim Bau von Photovoltaik-Anlagen ' +
    'auf Schulen, Turnhallen & Rathäusern. Wir prüfen Dächer, planen die Anlage und kümmern uns um ' +
    'Förderanträge bis zur Inbetriebnahme.',
});
const led = await buildService(db, {
  serviceAreaId: areaWithHeader.id,
  title: 'LED-Umrüstung',
  content1: 'Kurz und _knapp_.',
  images: [{ url: '/uploads/demo/led.jpg' }, { url: '/uploads/demo/led-2.jpg' }],
});
const waerme = await buildService(db, {
  serviceAreaId: areaWithout.id,
  title: 'Kommunale Wärmeplanung',
  content1: 'Planen Sie die Wärme.',
  requiredFlag: 'EnableWaermeplanung',
});
await linkFundingService(db, viersen.id, photovoltaik.id, 2);
await linkFundingService(db, viersen.id, led.id, 1);
await linkFundingService(db, viersen.id, waerme.id, 3);
await linkFundingService(db, brueggen.id, led.id, 1);

const ledCard = {
  id: led.id,
  title: 'LED-Umrüstung',
  link: `/service-area/${areaWithHeader.id}/service/${led.id}`,
  preview: 'Kurz und knapp.',
  image: '/uploads/demo/led.jpg',
};
const photovoltaikCard = {
  id: photovoltaik.id,
  title: 'Photovoltaik auf kommunalen Dächern',
  link: `/service-area/${areaWithHeader.id}/service/${photovoltaik.id}`,
  preview:
    'Förderung Die NEW unterstützt Kommunen beim Bau von Photovoltaik-Anlagen auf Schulen, Turnhallen & ' +
    'Rathäusern. Wir prüfen Dächer, planen die Anlage …',
  image: '/uploads/demo/header-energie.jpg',
};
const waermeCard = {
  id: waerme.id,
  title: 'Kommunale Wärmeplanung',
  link: `/service-area/${areaWithout.id}/service/${waerme.id}`,
  preview: 'Planen Sie die Wärme.',
  image: null,
};

describe('GET /api/verbrauchsdaten/getCommuneStats', () => {
  it('answers residents, import date and the funding cards in their order', async () => {
    const stats: CommuneStats = (
      await ok('/api/verbrauchsdaten/getCommuneStats?communeName=Viersen', viersenUser)
    ).json();
    // The Wärmeplanung card only for users with its flag (spec 01 §6).
    expect(stats).toEqual({
      commune: 'Viersen',
      einwohner: 77_102,
      importDate: '2025-03-14',
      services: [ledCard, photovoltaikCard],
    });
  });

  it('shows a service behind a flag to users who have it', async () => {
    const withHeat = await buildCommuneDataUser(db, { isNewEmployee: true, enableWaermeplanung: true });
    const stats: CommuneStats = (
      await ok('/api/verbrauchsdaten/getCommuneStats?communeName=Viersen', withHeat)
    ).json();
    expect(stats.services).toEqual([ledCard, photovoltaikCard, waermeCard]);
  });

  it('lets employees read any commune and commune users only their own', async () => {
    const url = `/api/verbrauchsdaten/getCommuneStats?communeName=${encodeURIComponent('Brüggen')}`;
    expect((await ok(url)).json()).toEqual({
      commune: 'Brüggen',
      einwohner: 16_311,
      importDate: null,
      services: [ledCard],
    });
    expect((await ok(url, brueggenUser)).json().commune).toBe('Brüggen');
    expect((await get(url, viersenUser)).statusCode).toBe(403);
  });

  it('needs the commune name', async () => {
    const res = await get('/api/verbrauchsdaten/getCommuneStats', employee);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
  });
});

describe('the flag EnableVerbrauchsdaten and the session', () => {
  const urls = [
    '/api/verbrauchsdaten/getVerbrauchsdatenCommuneNames',
    '/api/verbrauchsdaten',
    '/api/verbrauchsdaten/Viersen',
    '/api/verbrauchsdaten/getContact?commune=Viersen',
    '/api/verbrauchsdaten/getCommuneStats?communeName=Viersen',
  ];

  it.each(urls)('%s answers 403 without the flag, for commune users and employees', async (url) => {
    for (const user of [cast.withoutConsumption, cast.employeeWithoutFlags]) {
      const res = await get(url, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('feature_disabled');
    }
  });

  it.each(urls)('%s answers 401 without a session', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
  });

  it('needs only this flag, not the dashboard one', async () => {
    expect((await get('/api/verbrauchsdaten', cast.withoutDashboard)).statusCode).toBe(200);
  });
});
