import type { BackofficeListQuery } from '@kp/contract/backoffice';
import { type NewsPostInput, NewsPostInputSchema, type NewsPostState } from '@kp/contract/news-backoffice';
import { asc, count, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { listConditions, listOrder } from '../../backoffice/list.ts';
import { defineResource, type Tx } from '../../backoffice/resource.ts';
import type { Db } from '../../db/client.ts';
import { contactPeople, newsPostPersons, newsPosts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { createCache } from '../../lib/cache.ts';
import { htmlToPlaintext, markdownToPlaintext } from '../../lib/plaintext.ts';
import { isLiveAt, publicationStateOf, publishedAtOf } from '../../lib/publication.ts';
import { markdownToHtml } from '../../lib/rich-text.ts';
import { withdrawPostAnnouncements } from '../notifications/index.ts';

/** Stored files are kept relative to the API base (spec 01 §7): `/api/media/x` is stored as `/media/x`. */
export const storedUrl = (url: string) => url.replace(/^\/api\/(uploads|media)\//, '/$1/');

/** The list's publication state at `now`: a draft, scheduled (a future time) or published. */
export function stateOf(publishedAt: Date | null, now = new Date()): NewsPostState {
  if (!publishedAt) return 'draft';
  return isLiveAt(publishedAt, now) ? 'published' : 'scheduled';
}

const stateCondition = (value: unknown): SQL | undefined => {
  const now = new Date();
  if (value === 'draft') return isNull(newsPosts.publishedAt);
  if (value === 'scheduled') return gt(newsPosts.publishedAt, now);
  if (value === 'published') return lte(newsPosts.publishedAt, now);
  return undefined;
};

const LIST_OPTIONS = {
  id: newsPosts.id,
  search: [newsPosts.title, newsPosts.subtitle],
  sortable: {
    id: newsPosts.id,
    title: newsPosts.title,
    pubDate: newsPosts.pubDate,
    publishedAt: newsPosts.publishedAt,
    updatedAt: newsPosts.updatedAt,
    category: newsPosts.isPress,
  },
  defaultSort: { column: newsPosts.pubDate, order: 'DESC' as const },
  filters: {
    category: (value: unknown) =>
      value === 'news' || value === 'press' ? eq(newsPosts.isPress, value === 'press') : undefined,
    state: stateCondition,
    // react-admin's getMany (references to posts) asks for several ids at once.
    id: (value: unknown) => {
      const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
      return ids.length ? inArray(newsPosts.id, ids) : undefined;
    },
  },
};

const listColumns = {
  id: newsPosts.id,
  isPress: newsPosts.isPress,
  title: newsPosts.title,
  pubDate: newsPosts.pubDate,
  publishedAt: newsPosts.publishedAt,
  updatedAt: newsPosts.updatedAt,
};

/**
 * Pages of the back-office list, by query. Every write of a post invalidates `news` (this instance at once,
 * the others through the channel), and so does the minute job when a scheduled post goes live, so the
 * states shown are those of the reader lists. Without it each page costs two queries on the one PGlite
 * connection, which at 20 editors' requests queue up far beyond the bench's 50 ms target.
 */
const listCache = createCache<string, Awaited<ReturnType<typeof queryPage>>>({
  name: 'backoffice-news-list',
  maxEntries: 500,
  ttlMs: 60_000,
  topics: () => ['news'],
});

/** One page of the back-office list (no bodies): drafts and scheduled posts included. */
export function listPage(db: Db, query: BackofficeListQuery) {
  // Unknown filters and sorts are refused before anything is cached.
  listConditions(query, LIST_OPTIONS);
  listOrder(query, LIST_OPTIONS);
  const key = JSON.stringify([query.page, query.perPage, query.sort, query.order, query.q, query.filter]);
  return listCache.get(db, key, () => queryPage(db, query));
}

async function queryPage(db: Db, query: BackofficeListQuery) {
  const where = listConditions(query, LIST_OPTIONS);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(newsPosts)
      .where(where)
      .orderBy(...listOrder(query, LIST_OPTIONS))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(newsPosts).where(where),
  ]);
  const now = new Date();
  return {
    items: rows.map((row) => ({
      id: row.id,
      category: row.isPress ? ('press' as const) : ('news' as const),
      title: row.title,
      pubDate: row.pubDate,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      state: stateOf(row.publishedAt, now),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}

/**
 * What the rich-text editor edits (HTML, web/src/backoffice/rich-text-input.tsx): press content as
 * stored; news content, stored as markdown by the former system, as the HTML it renders to. Saved back, the
 * HTML is still valid markdown (marked passes HTML blocks through to the same sanitiser), so readers see the
 * same page and nothing needs migrating.
 */
const editable = (isPress: boolean, text: string) => (isPress ? text : markdownToHtml(text));

/** The form's shape of a stored post. A draft shows "now" as the time it would go live. */
export async function readPost(db: Tx, id: number): Promise<(NewsPostInput & { id: number }) | null> {
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
  if (!row) return null;
  const persons = await db
    .select({ id: newsPostPersons.contactPersonId })
    .from(newsPostPersons)
    .where(eq(newsPostPersons.ownerId, id))
    .orderBy(asc(newsPostPersons.sortOrder), asc(newsPostPersons.contactPersonId));
  return {
    id: row.id,
    category: row.isPress ? 'press' : 'news',
    title: row.title,
    subtitle: row.subtitle ?? '',
    content: editable(row.isPress, row.content),
    content2: editable(row.isPress, row.content2),
    imageUrl: row.imageUrl ?? '',
    imageSmallUrl: row.imageSmallUrl ?? '',
    imageCaption: row.imageCaption ?? '',
    images: row.images.map((image) => ({ url: image.url, caption: image.caption ?? '' })),
    pubDate: row.pubDate,
    personIds: persons.map((person) => person.id),
    status: publicationStateOf(row.publishedAt),
    publishedAt: (row.publishedAt ?? new Date()).toISOString(),
  };
}

/** The columns a post's form writes (also what the preview presents). */
export function columnsOf(input: NewsPostInput) {
  const isPress = input.category === 'press';
  const imageUrl = input.imageUrl ? storedUrl(input.imageUrl) : null;
  return {
    isPress,
    title: input.title,
    subtitle: input.subtitle || null,
    content: input.content,
    content2: input.content2,
    contentPlaintext: isPress
      ? htmlToPlaintext(`${input.content}\n${input.content2}`)
      : markdownToPlaintext(`${input.content}\n\n${input.content2}`),
    imageUrl,
    imageSmallUrl: imageUrl && input.imageSmallUrl ? storedUrl(input.imageSmallUrl) : imageUrl,
    imageCaption: imageUrl ? input.imageCaption || null : null,
    images: input.images.map((image) => ({
      url: storedUrl(image.url),
      smallUrl: storedUrl(image.url),
      caption: image.caption || null,
    })),
    pubDate: input.pubDate,
    publishedAt: publishedAtOf(input),
  };
}

/** Every contact person named must exist; a 400 beside the field otherwise. */
async function checkPersons(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  const found = await tx
    .select({ id: contactPeople.id })
    .from(contactPeople)
    .where(inArray(contactPeople.id, ids));
  if (found.length !== ids.length) {
    const message = 'Diesen Ansprechpartner gibt es nicht (mehr).';
    throw new HttpError(400, 'validation', message, { personIds: message });
  }
}

async function writePersons(tx: Tx, postId: number, ids: number[]) {
  await tx.delete(newsPostPersons).where(eq(newsPostPersons.ownerId, postId));
  if (ids.length) {
    await tx
      .insert(newsPostPersons)
      .values(ids.map((contactPersonId, sortOrder) => ({ ownerId: postId, contactPersonId, sortOrder })));
  }
}

/** News and press posts (spec 01 §3 NewsPost); the Magazin is the news posts by month. */
const newsPostResource = defineResource({
  name: 'news-posts',
  label: 'Die Nachricht',
  input: NewsPostInputSchema,
  // The lists, details, dashboard, Magazin, press count and search all hang on `news`.
  topics: ['news'],
  titleOf: (entry) => entry.title,
  list: listPage,
  read: readPost,
  async lock(tx, id) {
    const rows = await tx
      .select({ id: newsPosts.id })
      .from(newsPosts)
      .where(eq(newsPosts.id, id))
      .for('update');
    return rows.length > 0;
  },
  async create(tx, input) {
    await checkPersons(tx, input.personIds);
    const now = new Date();
    const [row] = await tx
      .insert(newsPosts)
      .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
      .returning({ id: newsPosts.id });
    await writePersons(tx, row.id, input.personIds);
    return row.id;
  },
  async update(tx, id, input) {
    await checkPersons(tx, input.personIds);
    const columns = columnsOf(input);
    await tx
      .update(newsPosts)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(newsPosts.id, id));
    await writePersons(tx, id, input.personIds);
    // Unpublished or moved into the future: its notifications go too (announced again when it goes live).
    if (!isLiveAt(columns.publishedAt)) await withdrawPostAnnouncements(tx, id);
  },
  async remove(tx, id) {
    await withdrawPostAnnouncements(tx, id);
    await tx.delete(newsPosts).where(eq(newsPosts.id, id));
  },
});

export const newsResources = [newsPostResource];
