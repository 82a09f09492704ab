import { and, count, gt, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { faqEntries, newsPosts, services, subServices } from '../db/schema/index.ts';
import { invalidate } from './cache.ts';

/**
 * Publication of what people read (decision 019), one rule for every content type: an entry's
 * `published_at` is null while it is a draft, a future time while it is scheduled, and it is live from
 * that time on. Every reader query (lists, details, search, notifications, counts) filters with `isLive`.
 *
 * "Now" is the server's clock, not the database's: the minute job (which announces entries and drops
 * the reader caches when they go live) and the reader queries then agree on one clock, and tests move it
 * with fake timers (`vi.setSystemTime`) instead of waiting.
 */
export const isLive = (publishedAt: PgColumn, at: Date = new Date()): SQL =>
  // PostgreSQL keeps microseconds, the server's clock milliseconds: an entry stamped by the database's
  // now() in the same millisecond would otherwise wait for the next one.
  and(isNotNull(publishedAt), lt(publishedAt, new Date(at.getTime() + 1))) as SQL;

/** Whether a stored time is live at `at`: the same rule as `isLive` for an entry already loaded. */
export const isLiveAt = (publishedAt: Date | null, at: Date = new Date()) =>
  publishedAt !== null && publishedAt.getTime() <= at.getTime();

/** The publication state the back-office form shows for a stored time. */
export const publicationStateOf = (publishedAt: Date | null) => (publishedAt ? 'published' : 'draft');

/** The stored time for the form's state: a draft has none. */
export const publishedAtOf = (input: { status: 'draft' | 'published'; publishedAt: string }) =>
  input.status === 'published' ? new Date(input.publishedAt) : null;

/**
 * Every content type with a publication time. A scheduled entry goes live without a write, so nothing
 * would drop the reader caches that lack it: the minute job (server/src/areas/notifications/jobs.ts)
 * asks each type whether an entry went live since its last run and invalidates that type's topics.
 * Announcing (a notification at go-live) is done by `announcePublished` in the notifications area for the
 * kinds that have notifications (news, press, funding, moments).
 *
 * Other areas: append your table's column and the cache topics its readers use (docs/operations.md, "Caches").
 */
export interface PublishedContentType {
  /** For logs: the back-office resource name. */
  name: string;
  /** The table's `published_at` column. */
  publishedAt: PgColumn;
  /** The cache topics of its readers (lists, details, search, counts). */
  topics: readonly string[];
}

export const PUBLISHED_CONTENT: PublishedContentType[] = [
  // News and press: the lists, the dashboard, the Magazin and the press count (`news`); search has `news` too.
  { name: 'news-posts', publishedAt: newsPosts.publishedAt, topics: ['news'] },
  // Services, sub-services and the FAQ: the content cache (navigation, pages, the FAQ flag) and search.
  { name: 'services', publishedAt: services.publishedAt, topics: ['content'] },
  { name: 'sub-services', publishedAt: subServices.publishedAt, topics: ['content'] },
  { name: 'faq-entries', publishedAt: faqEntries.publishedAt, topics: ['content'] },
  // Funding, moments, the heat-planning FAQ and education materials have no server cache: their readers
  // query with isLive on every request.
];

/** The topics of every type with an entry whose time lies in (since, now]. */
export async function topicsWentLive(
  db: Db,
  since: Date,
  now: Date,
  types: readonly PublishedContentType[] = PUBLISHED_CONTENT,
): Promise<string[]> {
  if (now.getTime() <= since.getTime()) return [];
  const found = await Promise.all(
    types.map(async (type) => {
      const table = type.publishedAt.table;
      const [row] = await db
        .select({ value: count() })
        .from(table)
        .where(and(gt(type.publishedAt, since), lte(type.publishedAt, now)));
      return (row?.value ?? 0) > 0 ? type.topics : [];
    }),
  );
  return [...new Set(found.flat())];
}

/** Drops the reader caches of the types whose entries went live in (since, now]; answers the topics. */
export async function invalidateWentLive(db: Db, since: Date, now: Date): Promise<string[]> {
  const topics = await topicsWentLive(db, since, now);
  if (topics.length) await invalidate(db, ...topics);
  return topics;
}
