import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lieferstellenCommentReads, lieferstellenComments } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

// The queries of the comments on a list's marktlokationen and of who has read them.

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
