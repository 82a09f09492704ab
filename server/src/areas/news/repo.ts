import { NEWS_EXCERPT_CHARS } from '@kp/contract/news-constants';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactPeople,
  newsletterSubscriptions,
  newsPostPersons,
  newsPosts,
  reads,
  users,
} from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';

export type NewsPostRow = typeof newsPosts.$inferSelect;

// Lists leave out the long bodies and image galleries; only the details need them.
const { content, content2, images, ...listColumns } = getTableColumns(newsPosts);
export type NewsListRow = Omit<NewsPostRow, 'content' | 'content2' | 'images'>;

/** Both kinds, live posts only (no drafts, nothing scheduled), each newest first (pub_date desc, id desc). */
export async function listPosts(db: Db): Promise<NewsListRow[]> {
  return db
    .select({
      ...listColumns,
      // Only the excerpt is listed: the whole text (3 kB a post) would cross from the database for nothing.
      // left() counts characters (code points), as the excerpt does.
      contentPlaintext: sql<string>`left(${newsPosts.contentPlaintext}, ${NEWS_EXCERPT_CHARS})`,
    })
    .from(newsPosts)
    .where(isLive(newsPosts.publishedAt))
    .orderBy(asc(newsPosts.isPress), desc(newsPosts.pubDate), desc(newsPosts.id));
}

/** A live post of the kind; a draft or a scheduled post is not found by readers. */
export async function findPost(db: Db, id: number, isPress: boolean): Promise<NewsPostRow | null> {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.id, id), eq(newsPosts.isPress, isPress), isLive(newsPosts.publishedAt)));
  return row ?? null;
}

export async function personsOfPost(db: Db, postId: number) {
  const rows = await db
    .select({ person: contactPeople })
    .from(newsPostPersons)
    .innerJoin(contactPeople, eq(contactPeople.id, newsPostPersons.contactPersonId))
    .where(eq(newsPostPersons.ownerId, postId))
    .orderBy(asc(newsPostPersons.sortOrder), asc(contactPeople.id));
  return rows.map((r) => r.person);
}

/** Contact people in the order of `ids` (a preview's persons); unknown ids are left out. */
export async function personsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(contactPeople).where(inArray(contactPeople.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every post the user has read, ascending, served by the primary key (user_id, post_id). Aggregated into
 * one text value: a list call runs this every time, and one row parses far faster than hundreds.
 */
export async function readPostIds(db: Db, userId: number): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<string | null>`string_agg(${reads.postId}::text, ',' order by ${reads.postId})` })
    .from(reads)
    .where(eq(reads.userId, userId));
  return row?.ids ? row.ids.split(',').map(Number) : [];
}

export async function hasRead(db: Db, userId: number, postId: number): Promise<boolean> {
  const rows = await db
    .select({ postId: reads.postId })
    .from(reads)
    .where(and(eq(reads.userId, userId), eq(reads.postId, postId)));
  return rows.length > 0;
}

export async function insertRead(db: Db, userId: number, postId: number) {
  await db.insert(reads).values({ userId, postId }).onConflictDoNothing();
}

/** Records the sign-up (or the dismissed card) and stops showing the card. */
export async function subscribeToNewsletter(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.insert(newsletterSubscriptions).values({ userId }).onConflictDoNothing();
    await tx
      .update(users)
      .set({ showNewsletterSignUp: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
