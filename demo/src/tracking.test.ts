import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { analytics } from '../../server/src/areas/tracking/service.ts';
import { type Database, openDatabase } from '../../server/src/db/client.ts';
import { searchMisses, trackingEvents } from '../../server/src/db/schema/index.ts';
import { DEMO_VISITS_UNTIL, seedDemoTracking } from './tracking.ts';

async function seeded(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await database.db.transaction((tx) => seedDemoTracking(tx));
  return database;
}

const first = await seeded();
const second = await seeded();
afterAll(async () => {
  await first.close();
  await second.close();
});

const events = (database: Database) =>
  database.db.select().from(trackingEvents).orderBy(asc(trackingEvents.id));

describe('demo tracking data', () => {
  it('is the same on every seed', async () => {
    expect(await events(second)).toEqual(await events(first));
    expect(await second.db.select().from(searchMisses)).toEqual(await first.db.select().from(searchMisses));
  });

  it('has a few thousand visits in the 12 weeks before the fixed date, mostly on working days', async () => {
    const rows = await events(first);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.length).toBeLessThan(5000);
    const until = new Date(`${DEMO_VISITS_UNTIL}T00:00:00+01:00`).getTime();
    for (const row of rows) {
      expect(row.name).toBe('page_visited');
      expect(row.createdAt.getTime()).toBeLessThan(until);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(until - 84 * 86_400_000 - 3_600_000);
    }
    const weekend = rows.filter((row) => [0, 6].includes(row.createdAt.getUTCDay())).length;
    expect(weekend * 10).toBeLessThan(rows.length);
  });

  it('shows on the analytics page of the week after: home most, every week, misses ranked', async () => {
    const result = await analytics(first.db, new Date(`${DEMO_VISITS_UNTIL}T12:00:00Z`));
    const perType = new Map<string, number>();
    for (const row of result.visits)
      perType.set(row.page_type, (perType.get(row.page_type) ?? 0) + row.visits);
    const ranked = [...perType.entries()].sort((a, b) => b[1] - a[1]).map(([type]) => type);
    expect(ranked.slice(0, 2)).toEqual(['home', 'news']);
    // The week of the fixed date itself has no demo visits; the 11 before it all do.
    const homeWeeks = result.visits.filter((row) => row.page_type === 'home').map((row) => row.week);
    expect(homeWeeks).toEqual(result.weeks.slice(0, -1));
    expect(result.searchMisses.map((miss) => miss.query).slice(0, 2)).toEqual([
      'glasfaser',
      'wasserzähler ablesen',
    ]);
  });
});
