import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communes,
  lieferstellen,
  lieferstellenDetails,
  marktlokationen,
  rabattStatus,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import type { LieferstelleRow, MarktlokationRow } from './repo.ts';

// The queries of the Kommunalrabatt year start and the marktlokationen upload (year-start.ts has the rules).

const BATCH = 1_000;

export type ListInsert = typeof lieferstellen.$inferInsert;
export type MaloInsert = typeof marktlokationen.$inferInsert;
export type DetailInsert = typeof lieferstellenDetails.$inferInsert;

export async function allCommunes(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: communes.id, name: communes.name }).from(communes);
}

/** The status of each commune's list of a year (communes without a list are missing). */
export async function statusesOfYear(db: DbOrTx, communeIds: number[], year: number) {
  if (communeIds.length === 0) return [];
  return db
    .select({ communeId: rabattStatus.communeId, status: rabattStatus.status })
    .from(rabattStatus)
    .where(and(inArray(rabattStatus.communeId, communeIds), eq(rabattStatus.year, year)));
}

/** Communes that have a Kommunalrabatt list of any year: the ones 'all communes' is about. */
export async function communesWithLists(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ communeId: rabattStatus.communeId }).from(rabattStatus);
  return rows.map((row) => row.communeId);
}

export async function rowsOfYear(db: DbOrTx, communeIds: number[], year: number): Promise<LieferstelleRow[]> {
  if (communeIds.length === 0) return [];
  return db
    .select()
    .from(lieferstellen)
    .where(and(inArray(lieferstellen.communeId, communeIds), eq(lieferstellen.year, year)));
}

export async function detailsOfYears(db: DbOrTx, communeIds: number[], years: number[]) {
  if (communeIds.length === 0 || years.length === 0) return [];
  return db
    .select()
    .from(lieferstellenDetails)
    .where(
      and(inArray(lieferstellenDetails.communeId, communeIds), inArray(lieferstellenDetails.year, years)),
    );
}

export async function malosOf(db: DbOrTx, communeIds: number[]): Promise<MarktlokationRow[]> {
  if (communeIds.length === 0) return [];
  return db.select().from(marktlokationen).where(inArray(marktlokationen.communeId, communeIds));
}

/** Opens a commune's list of a year in 'Neu'; false when someone else opened it meanwhile. */
export async function insertStatus(tx: DbOrTx, communeId: number, year: number): Promise<boolean> {
  const rows = await tx
    .insert(rabattStatus)
    .values({ communeId, year, status: 'Neu' })
    .onConflictDoNothing()
    .returning({ year: rabattStatus.year });
  return rows.length > 0;
}

export async function insertRows(tx: DbOrTx, rows: ListInsert[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await tx.insert(lieferstellen).values(rows.slice(i, i + BATCH));
}

/** Changes a row's fields and raises its version, as an edit does. */
export async function updateListRow(tx: DbOrTx, id: number, fields: Partial<ListInsert>) {
  await tx
    .update(lieferstellen)
    .set({ ...fields, version: sql`${lieferstellen.version} + 1`, updatedAt: sql`now()` })
    .where(eq(lieferstellen.id, id));
}

export async function deleteListRows(tx: DbOrTx, ids: number[]) {
  for (let i = 0; i < ids.length; i += BATCH) {
    await tx.delete(lieferstellen).where(inArray(lieferstellen.id, ids.slice(i, i + BATCH)));
  }
}

export async function upsertDetails(tx: DbOrTx, details: DetailInsert[]) {
  for (let i = 0; i < details.length; i += BATCH) {
    await tx
      .insert(lieferstellenDetails)
      .values(details.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [
          lieferstellenDetails.communeId,
          lieferstellenDetails.marktlokation,
          lieferstellenDetails.geschaeftspartnerNummer,
          lieferstellenDetails.year,
        ],
        set: { rabattMenge: sql`excluded.rabatt_menge` },
      });
  }
}

export async function upsertMalos(tx: DbOrTx, rows: MaloInsert[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(marktlokationen)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [marktlokationen.communeId, marktlokationen.marktlokation],
        set: {
          sparte: sql`excluded.sparte`,
          adresszeile1: sql`excluded.adresszeile1`,
          adresszeile2: sql`excluded.adresszeile2`,
          plz: sql`excluded.plz`,
          ort: sql`excluded.ort`,
          geschaeftspartnerNummer: sql`excluded.geschaeftspartner_nummer`,
          geschaeftspartnerName: sql`excluded.geschaeftspartner_name`,
          spannungsebene: sql`excluded.spannungsebene`,
          druckstufe: sql`excluded.druckstufe`,
        },
      });
  }
}

export async function deleteMalos(tx: DbOrTx, communeId: number, malos: string[]) {
  for (let i = 0; i < malos.length; i += BATCH) {
    await tx
      .delete(marktlokationen)
      .where(
        and(
          eq(marktlokationen.communeId, communeId),
          inArray(marktlokationen.marktlokation, malos.slice(i, i + BATCH)),
        ),
      );
  }
}
