import type { RabattStatus } from '@kp/contract/rabatt-constants';
import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communes,
  lieferstellen,
  lieferstellenDetails,
  marktlokationen,
  rabattHistory,
  rabattStatus,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

// The reads of a Kommunalrabatt list: its commune and status, its rows with their amounts and history, and
// the commune's marktlokationen. The writes are in edits-repo.ts and status-repo.ts, comments in
// comments-repo.ts.

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
  /** Changes with every write to the list (touchList in status-repo.ts); cached snapshots are checked by it. */
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

/** Joins a row's amount of its list's year. */
export const detailOfRow = and(
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
