import { and, asc, eq, sql } from 'drizzle-orm';
import { lieferstellen, rabattHistory } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import type { EditableFields, HistoryInsert, LieferstelleRow } from './repo.ts';

// The writes of an edit to a list's rows, each in the caller's transaction after touchList.

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
