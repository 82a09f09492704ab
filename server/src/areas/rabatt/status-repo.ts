import type { RabattStatus } from '@kp/contract/rabatt-constants';
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communes,
  contactPeople,
  lieferstellen,
  lieferstellenDetails,
  rabattHistory,
  rabattStatus,
  servicePersons,
  services,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import { detailOfRow, type HistoryRow } from './repo.ts';

// The queries of a list's status row (its generation, the status moves and their history), the dashboard's
// counts and the contacts shown with a list.

/** A strictly increasing time, so two changes in the same instant still differ. */
const nextGeneration = sql`greatest(clock_timestamp(), ${rabattStatus.updatedAt} + interval '1 microsecond')`;

/**
 * Every write to a list goes through here first, in its transaction: it locks the list's status row, so the
 * status the caller was allowed to write in cannot change before the write commits, and it moves
 * rabatt_status.updated_at on, which tells cached snapshots of the list that they are stale. False when the
 * status is no longer one of `allowed`.
 */
export async function touchList(
  tx: DbOrTx,
  list: { communeId: number; year: number },
  allowed: readonly RabattStatus[],
): Promise<boolean> {
  const rows = await tx
    .update(rabattStatus)
    .set({ updatedAt: nextGeneration })
    .where(
      and(
        eq(rabattStatus.communeId, list.communeId),
        eq(rabattStatus.year, list.year),
        inArray(rabattStatus.status, [...allowed]),
      ),
    )
    .returning({ year: rabattStatus.year });
  return rows.length > 0;
}

// ---------------------------------------------------------------- status

/** Sets the status only while it still is `from`; null when another request changed it first. */
export async function moveStatus(
  tx: DbOrTx,
  list: { communeId: number; year: number },
  from: RabattStatus,
  to: RabattStatus,
): Promise<RabattStatus | null> {
  const [row] = await tx
    .update(rabattStatus)
    .set({ status: to, updatedAt: nextGeneration })
    .where(
      and(
        eq(rabattStatus.communeId, list.communeId),
        eq(rabattStatus.year, list.year),
        eq(rabattStatus.status, from),
      ),
    )
    .returning({ status: rabattStatus.status });
  return row?.status ?? null;
}

export async function statusHistory(db: Db, communeId: number, year: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(rabattHistory)
    .where(
      and(
        eq(rabattHistory.communeId, communeId),
        eq(rabattHistory.year, year),
        eq(rabattHistory.kind, 'status'),
        isNull(rabattHistory.lieferstelleId),
      ),
    )
    .orderBy(desc(rabattHistory.changedAt), desc(rabattHistory.id));
}

// ---------------------------------------------------------------- dashboard

/** Every status row with its commune's name; one commune or all. */
export async function statusRows(db: Db, communeId: number | null) {
  return db
    .select({
      communeId: rabattStatus.communeId,
      commune: communes.name,
      year: rabattStatus.year,
      status: rabattStatus.status,
    })
    .from(rabattStatus)
    .innerJoin(communes, eq(communes.id, rabattStatus.communeId))
    .where(communeId === null ? undefined : eq(rabattStatus.communeId, communeId));
}

/** Delivery points and the discount of those with rabatt, per commune, year and PLZ, in one grouped query. */
export async function plzTotals(db: Db, communeId: number | null) {
  return db
    .select({
      communeId: lieferstellen.communeId,
      year: lieferstellen.year,
      plz: lieferstellen.plz,
      count: sql<number>`count(*)::int`.mapWith(Number),
      rabatt:
        sql<number>`coalesce(sum(${lieferstellenDetails.rabattMenge}) filter (where ${lieferstellen.rabatt}), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(lieferstellen)
    .leftJoin(lieferstellenDetails, detailOfRow)
    .where(communeId === null ? undefined : eq(lieferstellen.communeId, communeId))
    .groupBy(lieferstellen.communeId, lieferstellen.year, lieferstellen.plz);
}

// ---------------------------------------------------------------- contacts

/** The commune's partner at the utility (Kommunalpartner). */
export async function communeResponsible(db: Db, communeId: number) {
  const [row] = await db
    .select({
      firstName: contactPeople.firstname,
      lastName: contactPeople.lastname,
      email: contactPeople.email,
      image: sql<string | null>`coalesce(${contactPeople.imageSmallUrl}, ${contactPeople.imageUrl})`,
    })
    .from(communes)
    .innerJoin(contactPeople, eq(contactPeople.id, communes.kommunalPartnerId))
    .where(eq(communes.id, communeId));
  return row ?? null;
}

/** The first contact person of the service about the Kommunalrabatt. */
export async function kommunalrabattContact(db: Db) {
  const [row] = await db
    .select({ person: contactPeople })
    .from(services)
    .innerJoin(servicePersons, eq(servicePersons.ownerId, services.id))
    .innerJoin(contactPeople, eq(contactPeople.id, servicePersons.contactPersonId))
    .where(ilike(services.title, '%Kommunalrabatt%'))
    .orderBy(asc(services.sortOrder), asc(services.id), asc(servicePersons.sortOrder), asc(contactPeople.id))
    .limit(1);
  return row?.person ?? null;
}
