import { and, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Publication of what people read (issue 16 item 4), one rule for every content type: an entry's
 * `published_at` is null while it is a draft, a future time while it is scheduled, and it is live from
 * that time on. Every reader query (lists, details, search, notifications, counts) filters with `isLive`.
 */
export const isLive = (publishedAt: PgColumn): SQL =>
  and(isNotNull(publishedAt), lte(publishedAt, sql`now()`)) as SQL;

/** The publication state the back-office form shows for a stored time. */
export const publicationStateOf = (publishedAt: Date | null) => (publishedAt ? 'published' : 'draft');

/** The stored time for the form's state: a draft has none. */
export const publishedAtOf = (input: { status: 'draft' | 'published'; publishedAt: string }) =>
  input.status === 'published' ? new Date(input.publishedAt) : null;
