import type { Contract } from '@kp/contract/contracts';
import { berlinDay } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommuneDataCast,
  buildCommuneDataUser,
  buildContract,
  communeDataCaller,
  communeParam,
} from '../../test/contracts-factories.ts';

const { app, db } = await setupTestApp();
const call = communeDataCaller(app, db);
const { communeA, communeB, employee, userA, userB } = await buildCommuneDataCast(db);

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const todayMs = day(berlinDay());
const yearsAhead = (years: number) =>
  new Date(todayMs + years * 365.25 * 86_400_000).toISOString().slice(0, 10);

// Commune A: four contracts in a deliberate insert order; commune B: one.
const late = await buildContract(db, {
  communeId: communeA.id,
  gegenstand: 'Wegenutzungsvertrag Wasser',
  ende: yearsAhead(5),
  beginn: '2015-07-01',
  stadtteil: 'Bracht',
  vertragspartnerIntern: 'NEW Niederrhein Wasser GmbH',
  link: 'https://dms.example/V-late',
  termine: [
    { termin: 'Sonderkündigung', frist: '2020-06-30' },
    { termin: 'Kündigungsfrist', frist: null },
  ],
});
const open = await buildContract(db, { communeId: communeA.id, gegenstand: 'Rahmenvertrag', ende: null });
const soonUmlaut = await buildContract(db, {
  communeId: communeA.id,
  gegenstand: 'Übergabevertrag',
  ende: yearsAhead(1),
});
const inactive = await buildContract(db, {
  communeId: communeA.id,
  gegenstand: 'Stromliefervertrag',
  ende: '2010-12-31',
  status: 'nicht aktiv',
});
const inactiveOlder = await buildContract(db, {
  communeId: communeA.id,
  gegenstand: 'Gasliefervertrag',
  ende: '2005-12-31',
  status: 'nicht aktiv',
});
const soon = await buildContract(db, { communeId: communeA.id, gegenstand: 'Ortsnetz', ende: yearsAhead(1) });
const ended = await buildContract(db, {
  communeId: communeA.id,
  gegenstand: 'Altvertrag',
  ende: '2001-01-01',
});
const other = await buildContract(db, { communeId: communeB.id, gegenstand: 'Konzession Gas' });

const listOf = async (url: string, user = employee) => {
  const res = await call(url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Contract[];
};
const idsOf = (contracts: Contract[]) => contracts.map((contract) => contract.osId);

describe('GET /api/enaio', () => {
  it('gives a commune user their own contracts: active ones by soonest end (none last), then inactive ones by latest end', async () => {
    const contracts = await listOf('/api/enaio', userA);
    // Equal ends go by subject in German order: Ortsnetz before Übergabevertrag.
    expect(idsOf(contracts)).toEqual(
      [ended, soon, soonUmlaut, late, open, inactive, inactiveOlder].map((row) => row.osId),
    );
    expect(new Set(contracts.map((contract) => contract.kommune))).toEqual(new Set([communeA.name]));
    expect(idsOf(await listOf(`/api/enaio?${communeParam(communeA.name)}`, userA))).toHaveLength(7);
    expect(idsOf(await listOf('/api/enaio', userB))).toEqual([other.osId]);
  });

  it('keeps no copy in the browser, and none across sessions (decision 026)', async () => {
    const res = await call('/api/enaio', userA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/\bcookie\b/i);
  });

  it('refuses a commune user naming another commune', async () => {
    const res = await call(`/api/enaio?${communeParam(communeB.name)}`, userA);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie können nur die Daten Ihrer Kommune sehen.');
  });

  it('gives employees every commune, or the one they name', async () => {
    const all = await listOf('/api/enaio');
    expect(new Set(idsOf(all))).toEqual(
      new Set([late, open, soonUmlaut, soon, ended, inactive, inactiveOlder, other].map((r) => r.osId)),
    );
    expect(all.filter((c) => c.Vertragsstatus === 'aktiv').at(-1)?.osId).toBe(open.osId);
    expect(all.at(-1)?.osId).toBe(inactiveOlder.osId);
    expect(idsOf(await listOf(`/api/enaio?${communeParam(communeB.name)}`))).toEqual([other.osId]);
    const unknown = await call('/api/enaio?commune=Atlantis', employee);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers in the spec’s field names with days as UTC midnight ms', async () => {
    const [contract] = (await listOf('/api/enaio', userA)).filter((c) => c.osId === late.osId);
    expect(contract).toEqual({
      osId: late.osId,
      kommune: communeA.name,
      Vertragsstatus: 'aktiv',
      Vertragsgegenstand: 'Wegenutzungsvertrag Wasser',
      Vertragsbeginn: day('2015-07-01'),
      Vertragsende: day(late.ende as string),
      Restlaufzeit: 5,
      Gebiet: 'Gemeindegebiet',
      Stadtteil: 'Bracht',
      'NEW_Vertragspartner_(intern)': 'NEW Niederrhein Wasser GmbH',
      termine: [
        { Termin: 'Sonderkündigung', Frist: day('2020-06-30') },
        { Termin: 'Kündigungsfrist', Frist: null },
      ],
      link: 'https://dms.example/V-late',
    });
  });

  it('counts the remaining term from today: 0 once ended, null without an end', async () => {
    const byId = new Map((await listOf('/api/enaio', userA)).map((c) => [c.osId, c]));
    expect(byId.get(ended.osId)?.Restlaufzeit).toBe(0);
    expect(byId.get(open.osId)?.Restlaufzeit).toBeNull();
    expect(byId.get(open.osId)?.Vertragsende).toBeNull();
    expect(byId.get(soon.osId)?.Restlaufzeit).toBe(1);
  });

  it('filters by status', async () => {
    expect(idsOf(await listOf('/api/enaio?status=nicht%20aktiv', userA))).toEqual(
      [inactive, inactiveOlder].map((row) => row.osId),
    );
    expect(idsOf(await listOf('/api/enaio?status=aktiv', userA))).toEqual(
      [ended, soon, soonUmlaut, late, open].map((row) => row.osId),
    );
    const bad = await call('/api/enaio?status=gekündigt', userA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation' });
    // zod's German texts: 'Ungültige Eingabe bei „status“: Ungültige Option: erwartet eine von …'
    expect(bad.json().message).toContain('Ungültige Eingabe bei „status“');
  });

  it('needs the flag EnableVertragsuebersicht', async () => {
    const without = await buildCommuneDataUser(db, {
      communeId: communeA.id,
      enableVertragsuebersicht: false,
    });
    const res = await call('/api/enaio', without);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('feature_disabled');
    expect((await call('/api/enaio')).statusCode).toBe(401);
  });
});
