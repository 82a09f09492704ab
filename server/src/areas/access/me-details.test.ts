import type { ConcessionTopic } from '@kp/contract/concessions';
import { describe, expect, it } from 'vitest';
import { communeServiceAreas } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import {
  buildCommuneDataCast,
  buildConsumption,
  buildTopic,
  communeDataCaller,
} from '../../test/consumption-factories.ts';
import { buildServiceArea, buildUser } from '../../test/factories.ts';

// Decision 016: the commune card's kWh, the employees' service details and type=konzessionsthemen.

const { app, db } = await setupTestApp();
const get = communeDataCaller(app, db);
const { viersen, brueggen, employee, viersenUser, brueggenUser } = await buildCommuneDataCast(db);

const trinkwasser = await buildServiceArea(db, { title: 'Trinkwasser' });
const abwasser = await buildServiceArea(db, { title: 'Abwasser' });
const strom = await buildServiceArea(db, { title: 'Strom' });
await db.insert(communeServiceAreas).values([
  { communeId: viersen.id, serviceAreaId: trinkwasser.id },
  { communeId: viersen.id, serviceAreaId: strom.id },
  { communeId: brueggen.id, serviceAreaId: trinkwasser.id },
  { communeId: brueggen.id, serviceAreaId: abwasser.id },
]);

await buildConsumption(db, viersen.id, [
  { year: 2023, carrier: 'Strom', sector: 'Private Haushalte', mwh: 100 },
  { year: 2024, carrier: 'Strom', sector: 'Private Haushalte', mwh: 1000.1234 },
  { year: 2024, carrier: 'Gas', sector: 'Industrie', mwh: 500.5 },
]);

const viersenTopic = await buildTopic(db, { communeId: viersen.id, vertrag: 'Wasser Viersen' });
const brueggenTopic = await buildTopic(db, { communeId: brueggen.id, vertrag: 'Wasser Brüggen' });

const meOf = async (user: Parameters<typeof get>[1]) => {
  const res = await get('/api/users/me', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the commune of the me call', () => {
  it("carries the latest year's consumption in kWh beside the residents", async () => {
    const me = await meOf(viersenUser);
    expect(me.commune.einwohner).toBe(77_102);
    expect(me.commune.verbrauch).toEqual({ year: 2024, kWh: 1_500_623 });
  });

  it('is null for a commune without consumption data', async () => {
    expect((await meOf(brueggenUser)).commune.verbrauch).toBeNull();
  });
});

describe('serviceDetails', () => {
  it('lists each concession area with the communes it serves, for employees', async () => {
    const { serviceDetails } = await meOf(employee);
    expect(serviceDetails).toEqual(
      expect.arrayContaining([
        {
          id: trinkwasser.id,
          title: 'Trinkwasser',
          communes: [
            { id: brueggen.id, name: 'Brüggen' },
            { id: viersen.id, name: 'Viersen' },
          ],
        },
        { id: abwasser.id, title: 'Abwasser', communes: [{ id: brueggen.id, name: 'Brüggen' }] },
      ]),
    );
    // Strom is no concession area.
    expect(serviceDetails.map((detail: { title: string }) => detail.title)).not.toContain('Strom');
  });

  it('is null for commune users', async () => {
    expect((await meOf(viersenUser)).serviceDetails).toBeNull();
  });
});

describe('GET /api/users/me?type=konzessionsthemen', () => {
  const url = '/api/users/me?type=konzessionsthemen';
  const withFlag = { enableKonzessionssachstaende: true } as const;

  it('answers 401 without a session', async () => {
    expect((await get(url)).statusCode).toBe(401);
  });

  it("gives a commune user their own commune's topics", async () => {
    const user = await buildUser(db, { communeId: viersen.id, ...withFlag });
    const res = await get(url, user);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ConcessionTopic[]).map((topic) => topic.id)).toEqual([viersenTopic.id]);
  });

  it("gives an employee every commune's topics", async () => {
    const user = await buildUser(db, { isNewEmployee: true, ...withFlag });
    const ids = ((await get(url, user)).json() as ConcessionTopic[]).map((topic) => topic.id);
    expect(ids).toEqual(expect.arrayContaining([viersenTopic.id, brueggenTopic.id]));
  });

  it('refuses without the flag, with the municipal portal hidden, and before approval', async () => {
    const withoutFlag = await buildUser(db, { communeId: viersen.id });
    expect((await get(url, withoutFlag)).json().error).toBe('feature_disabled');
    const educationOnly = await buildUser(db, {
      communeId: viersen.id,
      kommunalportalAusblenden: true,
      ...withFlag,
    });
    expect((await get(url, educationOnly)).json().error).toBe('municipal_portal_hidden');
    const waiting = await buildUser(db, { communeId: viersen.id, confirmed: false, ...withFlag });
    const res = await get(url, waiting);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('not_confirmed');
  });
});
