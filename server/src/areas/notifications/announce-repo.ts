import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { foerdermittel, moments, newsPosts, notifications } from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

// The announcement job's queries: content that went live and has no notification yet, and the withdrawal
// of a post's notifications when it is no longer live.

export interface PublishedContent {
  id: number;
  isPress: boolean;
  title: string;
  subtitle: string | null;
  contentPlaintext: string;
  publishedAt: Date;
}

const postColumns = {
  id: newsPosts.id,
  isPress: newsPosts.isPress,
  title: newsPosts.title,
  subtitle: newsPosts.subtitle,
  contentPlaintext: newsPosts.contentPlaintext,
  publishedAt: newsPosts.publishedAt,
};

/** News and press that went live in (since, now] (drafts have no time) and have no notification yet. */
export async function unannouncedPosts(db: DbOrTx, since: Date, now: Date): Promise<PublishedContent[]> {
  const rows = await db
    .select(postColumns)
    .from(newsPosts)
    .where(
      and(
        gt(newsPosts.publishedAt, since),
        lte(newsPosts.publishedAt, now),
        sql`not exists (select 1 from ${notifications} where ${notifications.sourceId} = ${newsPosts.id}
          and ${notifications.kind} = case when ${newsPosts.isPress} then 'press' else 'news' end)`,
      ),
    )
    .orderBy(asc(newsPosts.publishedAt), asc(newsPosts.id));
  return rows as PublishedContent[];
}

export type FundContent = Pick<
  typeof foerdermittel.$inferSelect,
  'id' | 'foerdertitel' | 'untertitel' | 'aufruf' | 'hinweis' | 'createdAt' | 'publishedAt'
>;

const fundColumns = {
  id: foerdermittel.id,
  foerdertitel: foerdermittel.foerdertitel,
  untertitel: foerdermittel.untertitel,
  aufruf: foerdermittel.aufruf,
  hinweis: foerdermittel.hinweis,
  createdAt: foerdermittel.createdAt,
  publishedAt: foerdermittel.publishedAt,
};

/** Funding programmes that went live in (since, now] and have no notification yet (drafts never do). */
export async function unannouncedFunds(db: DbOrTx, since: Date, now: Date): Promise<FundContent[]> {
  return db
    .select(fundColumns)
    .from(foerdermittel)
    .where(
      and(
        gt(foerdermittel.publishedAt, since),
        lte(foerdermittel.publishedAt, now),
        sql`not exists (select 1 from ${notifications} where ${notifications.sourceId} = ${foerdermittel.id}
          and ${notifications.kind} = 'foerdermittel')`,
      ),
    )
    .orderBy(asc(foerdermittel.publishedAt), asc(foerdermittel.id));
}

export type MomentContent = Pick<
  typeof moments.$inferSelect,
  'id' | 'titel' | 'beschreibung' | 'createdAt' | 'publishedAt'
>;

/** Moments that went live in the window and have no notification yet (drafts never do). */
export async function unannouncedMoments(db: DbOrTx, since: Date, now: Date): Promise<MomentContent[]> {
  return db
    .select({
      id: moments.id,
      titel: moments.titel,
      beschreibung: moments.beschreibung,
      createdAt: moments.createdAt,
      publishedAt: moments.publishedAt,
    })
    .from(moments)
    .where(
      and(
        gt(moments.publishedAt, since),
        lte(moments.publishedAt, now),
        sql`not exists (select 1 from ${notifications} where ${notifications.sourceId} = ${moments.id}
          and ${notifications.kind} = 'moments')`,
      ),
    )
    .orderBy(asc(moments.publishedAt), asc(moments.id));
}

/** The newest live posts of one kind, whatever their age (demo seed). */
export async function newestPosts(db: DbOrTx, isPress: boolean, limit: number): Promise<PublishedContent[]> {
  const rows = await db
    .select(postColumns)
    .from(newsPosts)
    .where(and(eq(newsPosts.isPress, isPress), isLive(newsPosts.publishedAt)))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(limit);
  return rows as PublishedContent[];
}

/**
 * Takes back the announcements of a post that is no longer live (unpublished, scheduled later, deleted):
 * its notifications go from every panel at once. When it goes live again, the job announces it anew.
 */
export async function withdrawPostAnnouncements(db: DbOrTx, postId: number) {
  await db
    .delete(notifications)
    .where(and(inArray(notifications.kind, ['news', 'press']), eq(notifications.sourceId, postId)));
}

export async function newestFunds(db: DbOrTx, limit: number): Promise<FundContent[]> {
  return db
    .select(fundColumns)
    .from(foerdermittel)
    .where(isLive(foerdermittel.publishedAt))
    .orderBy(desc(foerdermittel.createdAt), desc(foerdermittel.id))
    .limit(limit);
}
