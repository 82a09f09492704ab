import type { TrackingEvent } from '@kp/contract/tracking';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchMisses, trackingEvents } from '../../db/schema/index.ts';

/** Stores one event: its name and the rest of it as properties, nothing about who sent it. */
export async function insertEvent(db: Db, event: TrackingEvent): Promise<void> {
  const { name, ...properties } = event;
  await db.insert(trackingEvents).values({ name, properties });
}

/** Start of a Berlin calendar day (yyyy-mm-dd) as an instant, so the index on created_at is used. */
const berlinMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Berlin'`;

export type VisitRow = { week: string; pageType: string; visits: number };

/** page_visited events per Berlin calendar week (its Monday, yyyy-mm-dd) and page type in [from, to). */
export async function visitsPerWeek(db: Db, from: string, to: string): Promise<VisitRow[]> {
  const week = sql<string>`to_char(date_trunc('week', ${trackingEvents.createdAt} at time zone 'Europe/Berlin'), 'YYYY-MM-DD')`;
  const pageType = sql<string>`${trackingEvents.properties}->>'page_type'`;
  return db
    .select({ week: week.as('week'), pageType: pageType.as('page_type'), visits: sql<number>`count(*)::int` })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.name, 'page_visited'),
        gte(trackingEvents.createdAt, berlinMidnight(from)),
        lt(trackingEvents.createdAt, berlinMidnight(to)),
      ),
    )
    .groupBy(sql`week`, sql`page_type`)
    .orderBy(sql`week`, sql`page_type`);
}

export type MissRow = { query: string; count: number; lastSearchedAt: Date };

/** The most frequent searches without a hit on the days in [from, to), summed over those days. */
export async function topSearchMisses(db: Db, from: string, to: string, limit: number): Promise<MissRow[]> {
  const total = sql<number>`sum(${searchMisses.count})::int`;
  const rows = await db
    .select({
      query: searchMisses.query,
      count: total,
      lastSearchedAt: sql<Date | string>`max(${searchMisses.lastSearchedAt})`,
    })
    .from(searchMisses)
    .where(and(gte(searchMisses.day, from), lt(searchMisses.day, to)))
    .groupBy(searchMisses.query)
    .orderBy(desc(total), asc(searchMisses.query))
    .limit(limit);
  // An aggregate in raw SQL comes back as text on node-postgres and as a Date on PGlite.
  return rows.map((row) => ({ ...row, lastSearchedAt: new Date(row.lastSearchedAt) }));
}
