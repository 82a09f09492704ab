import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommuneDataCast,
  buildCommuneProfile,
  buildConsultationRequest,
  buildConsumption,
  buildContractRow,
  buildFeedIn,
  buildTopic,
  communeDataCaller,
} from '../../test/consumption-factories.ts';
import { buildService } from '../../test/content-factories.ts';
import { buildServiceArea } from '../../test/factories.ts';
import { forgetDashboardCache } from './service.ts';

const { app, db } = await setupTestApp();
const get = communeDataCaller(app, db);
const cast = await buildCommuneDataCast(db);
const { viersen, brueggen, employee, viersenUser, brueggenUser } = cast;

const viersenUrl = '/api/communes/dashboard-data?commune=Viersen';
const brueggenUrl = `/api/communes/dashboard-data?commune=${encodeURIComponent('Brüggen')}`;

// Consumption 2023 and 2024; feed-in also for 2025, which has no consumption and so is not the overview.
await buildConsumption(db, viersen.id, [
  { year: 2023, carrier: 'Strom', sector: 'Private Haushalte', mwh: 100 },
  { year: 2024, carrier: 'Strom', sector: 'Private Haushalte', mwh: 1000.1234 },
  { year: 2024, carrier: 'Gas', sector: 'Industrie', mwh: 500.5 },
]);
await buildFeedIn(db, viersen.id, [
  { year: 2023, source: 'PV-Anlagen', mwh: 50 },
  { year: 2024, source: 'PV-Anlagen', mwh: 300.25 },
  { year: 2024, source: 'Windenergie', mwh: 100 },
  { year: 2025, source: 'PV-Anlagen', mwh: 999 },
]);
await buildCommuneProfile(db, {
  communeId: viersen.id,
  consumptionImportedOn: '2025-03-14',
  mayorName: 'Sabine Anemüller',
  mayorPosition: 'Bürgermeisterin',
  mayorParty: 'SPD',
  mayorBirthday: '1966-04-12',
  mayorWebsite: 'www.viersen.de',
  mayorPictureUrl: '/uploads/demo/buergermeisterin-viersen.jpg',
});
// A profile with an import date but no mayor's name: no mayor card.
await buildCommuneProfile(db, {
  communeId: brueggen.id,
  consumptionImportedOn: '2025-03-14',
  mayorParty: 'CDU',
});

const strom = await buildServiceArea(db, { title: 'Strom' });
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const older = ['2024-11-01', '2024-10-01', '2024-09-01', '2024-08-01'];
const topics = {
  newest: await buildTopic(db, {
    communeId: viersen.id,
    vertrag: 'Wegenutzungsvertrag Gas',
    updatedAt: day('2025-03-01'),
    entries: [{ datum: day('2025-03-01'), active: false }],
  }),
  active: await buildTopic(db, {
    communeId: viersen.id,
    vertrag: 'Konzessionsvertrag Strom',
    serviceAreaId: strom.id,
    updatedAt: day('2025-01-10'),
    entries: [
      { datum: day('2024-06-01'), active: false },
      { datum: day('2025-01-10'), active: true },
    ],
  }),
  archived: await buildTopic(db, {
    communeId: viersen.id,
    vertrag: 'Archivierter Vertrag',
    archiviert: true,
    updatedAt: day('2025-04-01'),
  }),
  older: [] as { id: number }[],
};
for (const [i, date] of older.entries()) {
  topics.older.push(
    await buildTopic(db, { communeId: viersen.id, vertrag: `Älteres Thema ${i + 1}`, updatedAt: day(date) }),
  );
}
await buildTopic(db, { communeId: brueggen.id, vertrag: 'Thema Brüggen', updatedAt: day('2025-05-01') });

await buildConsultationRequest(db, viersenUser, viersen.id, new Date('2025-02-01T09:00:00Z'));
await buildConsultationRequest(db, viersenUser, viersen.id, new Date('2025-05-03T14:30:00Z'));
await buildConsultationRequest(db, viersenUser, viersen.id, new Date('2024-12-24T08:00:00Z'));

// Viersen: five running contracts (one ended one not), two without an end; Brüggen: two running.
await buildContractRow(db, {
  communeId: viersen.id,
  gegenstand: 'Konzessionsvertrag Strom',
  ende: '2031-12-31',
});
await buildContractRow(db, { communeId: viersen.id, gegenstand: 'Straßenbeleuchtung', ende: null });
await buildContractRow(db, { communeId: viersen.id, gegenstand: 'Wegenutzungsvertrag', ende: '2027-06-30' });
await buildContractRow(db, {
  communeId: viersen.id,
  gegenstand: 'Alter Wärmeliefervertrag',
  status: 'nicht aktiv',
  ende: '2020-01-01',
});
await buildContractRow(db, {
  communeId: viersen.id,
  gegenstand: 'Konzessionsvertrag Gas',
  ende: '2029-01-01',
});
await buildContractRow(db, { communeId: viersen.id, gegenstand: 'Ladeinfrastruktur', ende: null });
await buildContractRow(db, { communeId: brueggen.id, gegenstand: 'Stromliefervertrag', ende: null });
await buildContractRow(db, { communeId: brueggen.id, gegenstand: 'Trinkwasser', ende: '2030-01-01' });

const ok = async (url: string, user = employee): Promise<CommuneDashboardData> => {
  const res = await get(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/communes/dashboard-data', () => {
  it('answers the latest year with consumption data, with its feed-in and the residents', async () => {
    const data = await ok(viersenUrl);
    expect(data.commune).toBe('Viersen');
    // 1000.1234 + 500.5 and 300.25 + 100 of 2024; the feed-in of 2025 has no consumption beside it.
    expect(data.overview).toEqual({
      year: 2024,
      population: 77_102,
      einspeisung: 400.25,
      verbrauch: 1500.623,
    });
  });

  it('answers nulls for a commune without consumption data, the residents still', async () => {
    expect((await ok(brueggenUrl)).overview).toEqual({
      year: null,
      population: 16_311,
      einspeisung: null,
      verbrauch: null,
    });
  });

  it('answers the mayor as stored, or null without a name', async () => {
    expect((await ok(viersenUrl)).mayor).toEqual({
      picture: '/uploads/demo/buergermeisterin-viersen.jpg',
      name: 'Sabine Anemüller',
      position: 'Bürgermeisterin',
      party: 'SPD',
      dob: '1966-04-12',
      url: 'www.viersen.de',
    });
    expect((await ok(brueggenUrl)).mayor).toBeNull();
  });

  it("answers the commune's topics that are not archived, newest first, five at most", async () => {
    const data = await ok(viersenUrl);
    expect(data.konzessionsthemen.map((topic) => topic.id)).toEqual([
      topics.newest.id,
      topics.active.id,
      ...topics.older.slice(0, 3).map((topic) => topic.id),
    ]);
    expect(data.konzessionsthemen[0]).toEqual({
      id: topics.newest.id,
      vertrag: 'Wegenutzungsvertrag Gas',
      isNew: false,
      service_area: null,
      commune: 'Viersen',
      updated: day('2025-03-01').getTime(),
    });
    expect(data.konzessionsthemen[1]).toMatchObject({ isNew: true, service_area: 'Strom' });
    expect((await ok(brueggenUrl)).konzessionsthemen.map((topic) => topic.vertrag)).toEqual([
      'Thema Brüggen',
    ]);
  });

  it("answers the commune's consultation requests, newest first", async () => {
    expect((await ok(viersenUrl)).requests).toEqual([
      { created_at: '2025-05-03T14:30:00.000Z' },
      { created_at: '2025-02-01T09:00:00.000Z' },
      { created_at: '2024-12-24T08:00:00.000Z' },
    ]);
    expect((await ok(brueggenUrl)).requests).toEqual([]);
  });

  it('answers the first three running contracts, soonest end first, and how many run', async () => {
    const data = await ok(viersenUrl);
    expect(data.contracts).toEqual([
      { name: 'Wegenutzungsvertrag', ende: Date.UTC(2027, 5, 30) },
      { name: 'Konzessionsvertrag Gas', ende: Date.UTC(2029, 0, 1) },
      { name: 'Konzessionsvertrag Strom', ende: Date.UTC(2031, 11, 31) },
    ]);
    expect(data.contractCount).toBe(5);
    const brueggenData = await ok(brueggenUrl);
    // Contracts without an end come last.
    expect(brueggenData.contracts).toEqual([
      { name: 'Trinkwasser', ende: Date.UTC(2030, 0, 1) },
      { name: 'Stromliefervertrag', ende: null },
    ]);
    expect(brueggenData.contractCount).toBe(2);
  });

  it('links the service named Quartiersentwicklung (the first of that name), or null', async () => {
    expect((await ok(viersenUrl)).quartiersentwicklung).toBeNull();
    const area = await buildServiceArea(db, { title: 'Wärme' });
    const first = await buildService(db, { serviceAreaId: area.id, title: 'Quartiersentwicklung' });
    await buildService(db, { serviceAreaId: strom.id, title: 'Quartiersentwicklung' });
    await forgetDashboardCache(db);
    expect((await ok(viersenUrl)).quartiersentwicklung).toEqual({
      serviceAreaId: area.id,
      serviceId: first.id,
    });
  });

  it('sends ETag and answers 304 for a current copy', async () => {
    const first = await get(viersenUrl, employee);
    const again = await get(viersenUrl, employee, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('the commune scope of the dashboard', () => {
  it('lets employees read any commune', async () => {
    expect((await ok(viersenUrl)).commune).toBe('Viersen');
    expect((await ok(brueggenUrl)).commune).toBe('Brüggen');
  });

  it('lets commune users read only their own commune', async () => {
    expect((await ok(viersenUrl, viersenUser)).commune).toBe('Viersen');
    expect((await ok(brueggenUrl, brueggenUser)).commune).toBe('Brüggen');
    const foreign = await get(brueggenUrl, viersenUser);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('other_commune');
    expect((await get(viersenUrl, brueggenUser)).statusCode).toBe(403);
  });

  it('needs the commune, and answers 404 for an unknown one', async () => {
    const missing = await get('/api/communes/dashboard-data', employee);
    expect(missing.statusCode).toBe(400);
    expect((await get('/api/communes/dashboard-data?commune=Atlantis', employee)).statusCode).toBe(404);
  });

  it('answers 403 without the flag EnableKommunenDashboard, 401 without a session', async () => {
    for (const user of [cast.withoutDashboard, cast.employeeWithoutFlags]) {
      const res = await get(viersenUrl, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('feature_disabled');
    }
    expect((await get(viersenUrl)).statusCode).toBe(401);
    // The consumption flag is not needed.
    expect((await get(viersenUrl, cast.withoutConsumption)).statusCode).toBe(200);
  });
});
