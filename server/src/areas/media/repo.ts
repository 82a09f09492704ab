import type { BackofficeListQuery } from '@kp/contract/backoffice';
import { MEDIA_KINDS, type MediaKind } from '@kp/contract/media-backoffice';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ListOptions, listConditions, listOrder } from '../../backoffice/list.ts';
import type { Tx } from '../../backoffice/resource.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;

const ids = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isInteger(id) && id > 0);

const LIST_OPTIONS: ListOptions = {
  id: mediaFiles.id,
  search: [mediaFiles.title, mediaFiles.altText, mediaFiles.fileName],
  sortable: {
    createdAt: mediaFiles.createdAt,
    fileName: mediaFiles.fileName,
    title: mediaFiles.title,
    size: mediaFiles.size,
    kind: mediaFiles.kind,
    id: mediaFiles.id,
  },
  defaultSort: { column: mediaFiles.createdAt, order: 'DESC' },
  filters: {
    kind: (value): SQL | undefined =>
      value === undefined || value === '' || value === null
        ? undefined
        : MEDIA_KINDS.includes(value as MediaKind)
          ? eq(mediaFiles.kind, value as MediaKind)
          : sql`false`,
    // react-admin's getMany asks for several records by id.
    id: (value) => inArray(mediaFiles.id, ids(value).length ? ids(value) : [0]),
  },
};

export async function listMedia(db: Db, query: BackofficeListQuery) {
  const where = listConditions(query, LIST_OPTIONS);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(...listOrder(query, LIST_OPTIONS))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(mediaFiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function mediaById(db: Db | Tx, id: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  return row ?? null;
}

export async function mediaByToken(db: Db, token: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.token, token));
  return row ?? null;
}

/** The row, locked for this transaction, so two saves or a save and a delete take turns. */
export async function lockMedia(tx: Tx, id: number): Promise<MediaRow | null> {
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
  return row ?? null;
}

export async function insertMedia(tx: Tx, values: typeof mediaFiles.$inferInsert): Promise<MediaRow> {
  const [row] = await tx.insert(mediaFiles).values(values).returning();
  return row;
}

export async function updateMedia(
  tx: Tx,
  id: number,
  values: { altText: string; title: string; revision: number; updatedByName: string },
) {
  await tx
    .update(mediaFiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mediaFiles.id, id));
}

export async function deleteMedia(tx: Tx, id: number) {
  await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
}
