import type { PublicationState } from '@kp/contract/backoffice';
import type { PublicationFilter } from '@kp/contract/content-backoffice';
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '../http/errors.ts';
import { publicationStateOf } from '../lib/publication.ts';
import type { Tx } from './resource.ts';

/**
 * What the content area's back-office resources share: publication fields, person links, id checks and
 * row locks. Queries only; the rules live in backoffice.ts.
 */

/** The rich-text editor's form of a stored markdown text (one rule for every area: lib/rich-text.ts). */
export { editableText } from '../lib/rich-text.ts';

/** The form's publication fields for a stored time: a draft has none. */
export const publicationOf = (publishedAt: Date | null) => ({
  status: publicationStateOf(publishedAt) as PublicationState,
  publishedAt: publishedAt?.toISOString() ?? null,
});

/** The stored time for the form's fields: none for a draft, now for 'published' without a time. */
export const storedPublishedAt = (input: { status: 'draft' | 'published'; publishedAt: string | null }) =>
  input.status === 'published' ? (input.publishedAt ? new Date(input.publishedAt) : new Date()) : null;

/** The list's state of an entry: 'draft', 'scheduled' (a future time) or 'published'. */
export const listStateOf = (publishedAt: Date | null, now = new Date()): PublicationFilter =>
  !publishedAt ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

/** Locks one row for the save; false when it does not exist. */
export async function lockRow(tx: Tx, table: PgTable, idColumn: PgColumn, id: number) {
  const rows = await tx.select({ id: idColumn }).from(table).where(eq(idColumn, id)).for('update');
  return rows.length > 0;
}

/** Refuses ids that do not exist with 400 and a message beside the field. */
export async function requireIds(
  tx: Tx,
  idColumn: PgColumn,
  table: PgTable,
  ids: readonly number[],
  field: string,
  message: string,
) {
  if (!ids.length) return;
  const found = await tx
    .select({ id: idColumn })
    .from(table)
    .where(inArray(idColumn, [...ids]));
  const known = new Set(found.map((row) => row.id as number));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) {
    const key = field.endsWith('Ids') ? `${field}.${missing}` : field;
    throw new HttpError(400, 'validation', `Ungültige Eingabe bei „${key}“: ${message}`, { [key]: message });
  }
}

/** Every person link table has this shape (server/src/db/schema/content.ts `personLink`). */
interface PersonLinkTable extends PgTable {
  ownerId: PgColumn;
  contactPersonId: PgColumn;
  sortOrder: PgColumn;
}

export async function personIdsOf(tx: Tx, table: PersonLinkTable, ownerId: number) {
  const rows = await tx
    .select({ id: table.contactPersonId })
    .from(table)
    .where(eq(table.ownerId, ownerId))
    .orderBy(asc(table.sortOrder), asc(table.contactPersonId));
  return rows.map((row) => row.id as number);
}

/** Replaces an owner's contact people by the form's list, in its order. */
export async function replacePersonLinks(
  tx: Tx,
  table: PersonLinkTable,
  ownerId: number,
  personIds: readonly number[],
) {
  await tx.delete(table).where(eq(table.ownerId, ownerId));
  if (personIds.length)
    await tx
      .insert(table)
      .values(personIds.map((contactPersonId, sortOrder) => ({ ownerId, contactPersonId, sortOrder })));
}

/** How many rows of a table point to an id (for the delete rules). */
export async function countWhere(tx: Tx, table: PgTable, condition: SQL) {
  const [row] = await tx.select({ value: count() }).from(table).where(condition);
  return row?.value ?? 0;
}
