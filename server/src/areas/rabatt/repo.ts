import type { RabattStatus } from '@kp/contract/rabatt-constants';
import { and, asc, desc, eq, ilike, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communes,
  contactPeople,
  lieferstellen,
  lieferstellenCommentReads,
  lieferstellenComments,
  lieferstellenDetails,
  marktlokationen,
  rabattHistory,
  rabattStatus,
  servicePersons,
  services,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

export type LieferstelleRow = typeof lieferstellen.$inferSelect;
export type HistoryRow = typeof rabattHistory.$inferSelect;
export type HistoryInsert = typeof rabattHistory.$inferInsert;
export type MarktlokationRow = typeof marktlokationen.$inferSelect;
/** A delivery point with the discount amount of its list's year (null when the billing has none). */
export type ListRow = { row: LieferstelleRow; rabattMenge: number | null };
/** The fields an edit may change, by their column names. */
export type EditableFields = Partial<
  Pick<LieferstelleRow, 'adresszeile1' | 'adresszeile2' | 'notiz' | 'rabatt'>
>;

export interface CommuneWithStatus {
  id: number;
  name: string;
  /** The year's status, or null when the commune has no list for that year. */
  status: RabattStatus | null;
  /** Changes with every write to the list (see touchList); cached snapshots are checked against it. */
  generation: string | null;
}

/** A commune by name or id, with the status of its list of the year, in one query. */
export async function communeWithStatus(
  db: Db,
  where: { name: string } | { id: number },
  year: number | null,
): Promise<CommuneWithStatus | null> {
  const [row] = await db
    .select({
      id: communes.id,
      name: communes.name,
      status: rabattStatus.status,
      // As text: a Date would drop the microseconds that tell two quick changes apart.
      generation: sql<string | null>`${rabattStatus.updatedAt}::text`,
    })
    .from(communes)
    .leftJoin(
      rabattStatus,
      and(eq(rabattStatus.communeId, communes.id), year === null ? sql`false` : eq(rabattStatus.year, year)),
    )
    .where('name' in where ? eq(communes.name, where.name) : eq(communes.id, where.id));
  return row ?? null;
}

// ---------------------------------------------------------------- the list

const detailOfRow = and(
  eq(lieferstellenDetails.communeId, lieferstellen.communeId),
  eq(lieferstellenDetails.marktlokation, lieferstellen.marktlokation),
  eq(lieferstellenDetails.geschaeftspartnerNummer, lieferstellen.geschaeftspartnerNummer),
  eq(lieferstellenDetails.year, lieferstellen.year),
);

const selectListRows = (db: DbOrTx) =>
  db
    .select({ row: lieferstellen, rabattMenge: lieferstellenDetails.rabattMenge })
    .from(lieferstellen)
    .leftJoin(lieferstellenDetails, detailOfRow);

/** Numeric marktlokation order (spec 02 §9) along the list index; a partner change keeps both rows. */
const LIST_ORDER = [
  asc(lieferstellen.marktlokationSort),
  asc(lieferstellen.geschaeftspartnerNummer),
  asc(lieferstellen.id),
];

/** The whole list of a commune and year, sorted, with the amounts of that year. */
export async function allRows(db: Db, communeId: number, year: number): Promise<ListRow[]> {
  return selectListRows(db)
    .where(and(eq(lieferstellen.communeId, communeId), eq(lieferstellen.year, year)))
    .orderBy(...LIST_ORDER);
}

export async function rowsByIds(db: DbOrTx, ids: number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  return selectListRows(db)
    .where(inArray(lieferstellen.id, ids))
    .orderBy(...LIST_ORDER);
}

/** A delivery point by id with its commune's name and the status of its list's year. */
export async function findRow(db: Db, id: number) {
  const [found] = await db
    .select({
      row: lieferstellen,
      commune: communes.name,
      status: rabattStatus.status,
      generation: sql<string | null>`${rabattStatus.updatedAt}::text`,
    })
    .from(lieferstellen)
    .innerJoin(communes, eq(communes.id, lieferstellen.communeId))
    .leftJoin(
      rabattStatus,
      and(eq(rabattStatus.communeId, lieferstellen.communeId), eq(rabattStatus.year, lieferstellen.year)),
    )
    .where(eq(lieferstellen.id, id));
  return found ?? null;
}

/** The caller's read mark of a comment's thread (joined: none when the thread was never read). */
const readMarkOf = (userId: number) =>
  and(
    eq(lieferstellenCommentReads.userId, userId),
    eq(lieferstellenCommentReads.communeId, lieferstellenComments.communeId),
    eq(lieferstellenCommentReads.year, lieferstellenComments.year),
    eq(lieferstellenCommentReads.marktlokation, lieferstellenComments.marktlokation),
  );

export interface CommentCount {
  marktlokation: string;
  total: number;
  unread: number;
}

/**
 * Comments and the caller's unread comments per marktlokation of a list; `marktlokationen` null counts the
 * whole list. A comment is unread when someone else wrote it after the caller last read the thread.
 */
export async function commentCounts(
  db: Db,
  thread: { communeId: number; year: number },
  userId: number,
  maloFilter: string[] | null,
): Promise<CommentCount[]> {
  if (maloFilter !== null && maloFilter.length === 0) return [];
  const c = lieferstellenComments;
  const r = lieferstellenCommentReads;
  return db
    .select({
      marktlokation: c.marktlokation,
      total: sql<number>`count(*)::int`.mapWith(Number),
      unread:
        sql<number>`(count(*) filter (where ${c.userId} is distinct from ${userId} and (${r.readAt} is null or ${c.createdAt} > ${r.readAt})))::int`.mapWith(
          Number,
        ),
    })
    .from(c)
    .leftJoin(lieferstellenCommentReads, readMarkOf(userId))
    .where(
      and(
        eq(c.communeId, thread.communeId),
        eq(c.year, thread.year),
        maloFilter === null ? undefined : inArray(c.marktlokation, maloFilter),
      ),
    )
    .groupBy(c.marktlokation);
}

/** Per marktlokation of a list: how many comments, by whom, and whether staff or the commune wrote any. */
export async function commentSummary(db: Db, list: { communeId: number; year: number }) {
  const c = lieferstellenComments;
  const rows = await db
    .select({
      marktlokation: c.marktlokation,
      total: sql<number>`count(*)::int`.mapWith(Number),
      // Text, not an array: the two drivers parse arrays differently.
      authors: sql<string | null>`string_agg(distinct ${c.userId}::text, ',')`,
      byEmployee: sql<boolean>`bool_or(${c.byEmployee})`,
      byCommune: sql<boolean>`bool_or(not ${c.byEmployee})`,
    })
    .from(c)
    .where(and(eq(c.communeId, list.communeId), eq(c.year, list.year)))
    .groupBy(c.marktlokation);
  return rows.map((row) => ({
    ...row,
    authors: new Set((row.authors ?? '').split(',').filter(Boolean).map(Number)),
    byEmployee: Boolean(row.byEmployee),
    byCommune: Boolean(row.byCommune),
  }));
}

/** The change history of delivery points, newest first; `ids` null takes every row of the list. */
export async function historyOfRows(
  db: DbOrTx,
  list: { communeId: number; year: number },
  ids: number[] | null,
): Promise<HistoryRow[]> {
  if (ids !== null && ids.length === 0) return [];
  return db
    .select()
    .from(rabattHistory)
    .where(
      ids === null
        ? and(
            eq(rabattHistory.communeId, list.communeId),
            eq(rabattHistory.year, list.year),
            eq(rabattHistory.kind, 'lieferstelle'),
          )
        : inArray(rabattHistory.lieferstelleId, ids),
    )
    .orderBy(desc(rabattHistory.changedAt), desc(rabattHistory.id));
}

/** Who changed a delivery point last, for the message of a lost concurrent edit. */
export async function lastChangerOf(db: DbOrTx, lieferstelleId: number): Promise<string | null> {
  const [row] = await db
    .select({ userName: rabattHistory.userName })
    .from(rabattHistory)
    .where(eq(rabattHistory.lieferstelleId, lieferstelleId))
    .orderBy(desc(rabattHistory.changedAt), desc(rabattHistory.id))
    .limit(1);
  return row?.userName ?? null;
}

// ---------------------------------------------------------------- changes

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

/** Every row of a marktlokation in a commune's list of a year, locked for the transaction, by id. */
export async function lockRowsOfMalo(
  tx: DbOrTx,
  list: { communeId: number; year: number },
  marktlokation: string,
): Promise<LieferstelleRow[]> {
  return tx
    .select()
    .from(lieferstellen)
    .where(
      and(
        eq(lieferstellen.communeId, list.communeId),
        eq(lieferstellen.year, list.year),
        eq(lieferstellen.marktlokation, marktlokation),
      ),
    )
    .orderBy(asc(lieferstellen.id))
    .for('update');
}

/**
 * Changes a row and raises its version. With `expectedVersion` only while the row still has that version
 * (the optimistic check of concurrent edits); null when it has not.
 */
export async function updateRow(
  tx: DbOrTx,
  id: number,
  fields: EditableFields,
  expectedVersion?: number,
): Promise<LieferstelleRow | null> {
  const [row] = await tx
    .update(lieferstellen)
    .set({ ...fields, version: sql`${lieferstellen.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(lieferstellen.id, id),
        expectedVersion === undefined ? undefined : eq(lieferstellen.version, expectedVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertHistory(tx: DbOrTx, entries: HistoryInsert[]) {
  if (entries.length > 0) await tx.insert(rabattHistory).values(entries);
}

/** A new row; null when the marktlokation with that partner is already on the list. */
export async function insertRow(
  tx: DbOrTx,
  values: typeof lieferstellen.$inferInsert,
): Promise<LieferstelleRow | null> {
  const [row] = await tx.insert(lieferstellen).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

// ---------------------------------------------------------------- marktlokationen and details

export async function findMarktlokation(
  db: Db,
  communeId: number,
  marktlokation: string,
): Promise<MarktlokationRow | null> {
  const [row] = await db
    .select()
    .from(marktlokationen)
    .where(and(eq(marktlokationen.communeId, communeId), eq(marktlokationen.marktlokation, marktlokation)));
  return row ?? null;
}

export async function isOnList(
  db: DbOrTx,
  list: { communeId: number; year: number },
  marktlokation: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: lieferstellen.id })
    .from(lieferstellen)
    .where(
      and(
        eq(lieferstellen.communeId, list.communeId),
        eq(lieferstellen.year, list.year),
        eq(lieferstellen.marktlokation, marktlokation),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The commune's marktlokationen that are not on the year's list, numerically ordered. */
export async function availableMalos(db: Db, communeId: number, year: number): Promise<MarktlokationRow[]> {
  return db
    .select()
    .from(marktlokationen)
    .where(
      and(
        eq(marktlokationen.communeId, communeId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(lieferstellen)
            .where(
              and(
                eq(lieferstellen.communeId, marktlokationen.communeId),
                eq(lieferstellen.year, year),
                eq(lieferstellen.marktlokation, marktlokationen.marktlokation),
              ),
            ),
        ),
      ),
    )
    .orderBy(sql`${marktlokationen.marktlokation}::numeric`, asc(marktlokationen.marktlokation));
}

/** The amounts of a marktlokation and partner per year, oldest first. */
export async function detailsOf(
  db: Db,
  communeId: number,
  marktlokation: string,
  geschaeftspartnerNummer: string,
): Promise<{ year: number; rabattMenge: number }[]> {
  return db
    .select({ year: lieferstellenDetails.year, rabattMenge: lieferstellenDetails.rabattMenge })
    .from(lieferstellenDetails)
    .where(
      and(
        eq(lieferstellenDetails.communeId, communeId),
        eq(lieferstellenDetails.marktlokation, marktlokation),
        eq(lieferstellenDetails.geschaeftspartnerNummer, geschaeftspartnerNummer),
      ),
    )
    .orderBy(asc(lieferstellenDetails.year));
}

/** Whether the commune has ever listed this marktlokation with this partner. */
export async function hasPartnerRow(
  db: Db,
  communeId: number,
  marktlokation: string,
  geschaeftspartnerNummer: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: lieferstellen.id })
    .from(lieferstellen)
    .where(
      and(
        eq(lieferstellen.communeId, communeId),
        eq(lieferstellen.marktlokation, marktlokation),
        eq(lieferstellen.geschaeftspartnerNummer, geschaeftspartnerNummer),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- comments

export type CommentRow = typeof lieferstellenComments.$inferSelect & { read: boolean };

/**
 * Comments of a list matching `where`, with whether the caller had read each (own comments count as read).
 * Oldest or newest first.
 */
export async function commentsWhere(
  db: Db,
  where: SQL | undefined,
  userId: number,
  order: 'oldest' | 'newest',
): Promise<CommentRow[]> {
  const c = lieferstellenComments;
  const r = lieferstellenCommentReads;
  const rows = await db
    .select({
      comment: c,
      read: sql<boolean>`(coalesce(${c.userId} = ${userId}, false) or coalesce(${c.createdAt} <= ${r.readAt}, false))`,
    })
    .from(c)
    .leftJoin(lieferstellenCommentReads, readMarkOf(userId))
    .where(where)
    .orderBy(...(order === 'oldest' ? [asc(c.createdAt), asc(c.id)] : [desc(c.createdAt), desc(c.id)]));
  return rows.map(({ comment, read }) => ({ ...comment, read: Boolean(read) }));
}

export const commentsOfList = (list: { communeId: number; year: number }, extra?: SQL) =>
  and(eq(lieferstellenComments.communeId, list.communeId), eq(lieferstellenComments.year, list.year), extra);

export const commentsOfThread = (list: { communeId: number; year: number }, marktlokation: string) =>
  commentsOfList(list, eq(lieferstellenComments.marktlokation, marktlokation));

export const byUser = (userId: number) => eq(lieferstellenComments.userId, userId);
export const byEmployees = (employees: boolean) => eq(lieferstellenComments.byEmployee, employees);

/**
 * Marks a thread read up to the newest comment the caller was shown (by id, so a comment written meanwhile
 * stays unread). The time is taken from the database, so no precision is lost on the way through JavaScript.
 */
export async function markThreadRead(
  db: Db,
  userId: number,
  thread: { communeId: number; year: number; marktlokation: string },
  newestSeenId: number,
) {
  await db.execute(sql`
    insert into ${lieferstellenCommentReads} (user_id, commune_id, year, marktlokation, read_at)
    select ${userId}::int, commune_id, year, marktlokation, max(created_at)
    from ${lieferstellenComments}
    where commune_id = ${thread.communeId} and year = ${thread.year}
      and marktlokation = ${thread.marktlokation} and id <= ${newestSeenId}
    group by commune_id, year, marktlokation
    on conflict (user_id, commune_id, year, marktlokation)
    do update set read_at = greatest(${lieferstellenCommentReads}.read_at, excluded.read_at)`);
}

export async function insertComment(
  tx: DbOrTx,
  values: typeof lieferstellenComments.$inferInsert,
): Promise<typeof lieferstellenComments.$inferSelect> {
  const [row] = await tx.insert(lieferstellenComments).values(values).returning();
  return row;
}

/** Unread comments of the caller per marktlokation of a list (only marktlokationen with some). */
export async function unreadCounts(
  db: Db,
  list: { communeId: number; year: number },
  userId: number,
): Promise<{ marktlokation: string; count: number }[]> {
  const rows = await commentCounts(db, list, userId, null);
  return rows
    .filter((row) => row.unread > 0)
    .map((row) => ({ marktlokation: row.marktlokation, count: row.unread }))
    .sort((a, b) => Number(a.marktlokation) - Number(b.marktlokation));
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
