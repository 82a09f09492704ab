import { createHash } from 'node:crypto';
import { type NewsDetail, type NewsEntry, NewsEntrySchema, type ReadMarker } from '@kp/contract/news';
import type { NewsPostInput } from '@kp/contract/news-backoffice';
import { DASHBOARD_SLIDES } from '@kp/contract/news-constants';
import { NEWS_CACHE_SECONDS } from '@kp/contract/shell';
import { forgetCachedSessions, type UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { AnswerCache, type JsonAnswer, prepareJson } from '../../http/json-answer.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import { columnsOf } from './backoffice.ts';
import { toNewsDetail, toNewsEntry } from './present.ts';
import * as repo from './repo.ts';

export type NewsKind = 'news' | 'press';

/**
 * A list as it is served, built once per database: the JSON of every entry with `"wasRead":false`, and
 * where each flag sits. A user's answer is a copy with `true ` written over the flags of the posts they
 * read; `true ` (with a space, still valid JSON) is as long as `false`, so nothing else moves.
 */
interface CachedList {
  ids: number[];
  positions: Map<number, number>;
  json: Buffer;
  /** Byte offset of each entry's wasRead value, and of the end of each entry. */
  flagAt: number[];
  endAt: number[];
  entries: NewsEntry[];
  /** Hash of the serialised list: the same posts give the same ETag on every instance. */
  version: string;
  /** The whole list for everyone who read none of it, gzip included: most requests get this as it is. */
  unread: JsonAnswer;
}
interface CachedLists {
  news: CachedList;
  press: CachedList;
}

/** Room for the other answers per database: a reader's gzipped full news list is about 150 kB. */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
/** Every other answer (cut lists, lists with read flags) by ETag, built and gzipped once; ETags name the list version. */
const answerCaches = new WeakMap<Db, AnswerCache>();

/**
 * Both lists, rebuilt behind the previous ones (a rebuild of 2,000 posts takes seconds under load) when
 * their time is up or a writer invalidates `news` (every instance hears it; docs/operations.md, "Caches").
 */
const listsCache = createCache<'lists', CachedLists>({
  name: 'news-lists',
  maxEntries: 1,
  ttlMs: NEWS_CACHE_SECONDS * 1000,
  staleWhileRevalidate: true,
  topics: () => ['news'],
});

/**
 * A page load asks for the news list, the press list and the dashboard feed at once; they share one
 * read-id query. Marking a read invalidates the user's entry on every instance.
 */
const READS_CACHE_MS = 5_000;
const readsCache = createCache<number, number[]>({
  name: 'news-reads',
  maxEntries: 10_000,
  ttlMs: READS_CACHE_MS,
  topics: (userId) => [`reads:${userId}`],
});
/** The posts a user read, ascending; the search uses it for its wasRead flags too. */
export const readPostIds = (db: Db, userId: number) =>
  readsCache.get(db, userId, () => repo.readPostIds(db, userId));

const hash = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url').slice(0, 16);

/** `"<list version>.<entries>.<hash of the read ids among them, or 0>"` */
const listEtag = (version: string, count: number, readInList: number[]) =>
  `"${version}.${count}.${readInList.length ? hash(readInList.join(',')) : '0'}"`;

/** Entries built between two turns of the event loop: a rebuild runs beside requests, not before them. */
const ENTRIES_PER_TURN = 200;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function toCachedList(rows: repo.NewsListRow[]): Promise<CachedList> {
  const entries: NewsEntry[] = [];
  const flagAt: number[] = [];
  const endAt: number[] = [];
  let text = '[';
  let bytes = 1;
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ENTRIES_PER_TURN === 0) await nextTurn();
    // Parsing through the contract keeps the served JSON to the listed fields, as the serializer would.
    const parsed = NewsEntrySchema.parse(toNewsEntry(row, false));
    entries.push(parsed);
    const { wasRead, ...entry } = parsed;
    const head = `${i === 0 ? '' : ','}${JSON.stringify(entry).slice(0, -1)},"wasRead":`;
    text += `${head}false}`;
    bytes += Buffer.byteLength(head);
    flagAt.push(bytes);
    bytes += 'false}'.length;
    endAt.push(bytes);
  }
  const json = Buffer.from(`${text}]`);
  const ids = entries.map((e) => e.id);
  const positions = new Map(ids.map((id, i) => [id, i]));
  const version = hash(json);
  const unread = await prepareJson(json, listEtag(version, ids.length, []));
  return { ids, positions, json, flagAt, endAt, entries, version, unread };
}

async function buildLists(db: Db): Promise<CachedLists> {
  const rows = await repo.listPosts(db);
  const [news, press] = await Promise.all([
    toCachedList(rows.filter((r) => !r.isPress)),
    toCachedList(rows.filter((r) => r.isPress)),
  ]);
  return { news, press };
}

const cachedLists = (db: Db) => listsCache.get(db, 'lists', () => buildLists(db));

function answersOf(db: Db): AnswerCache {
  let answers = answerCaches.get(db);
  if (!answers) {
    answers = new AnswerCache(ANSWER_CACHE_BYTES);
    answerCaches.set(db, answers);
  }
  return answers;
}

/**
 * Call after changing news or press posts, once committed: every instance rebuilds its lists (and drops
 * searches); this one before the promise resolves, so the writer sees the change.
 */
export function forgetNewsCache(db: Db) {
  return invalidate(db, 'news');
}

/**
 * The ETag of one user's view of a list, remembered with their cached read ids (a new array whenever
 * they are loaded again), so repeated calls do not filter and hash the reads again.
 */
const etagsByReads = new WeakMap<number[], Map<string, { etag: string; readInList: number[] }>>();

function viewOf(list: CachedList, count: number, readIds: number[]) {
  let views = etagsByReads.get(readIds);
  if (!views) {
    views = new Map();
    etagsByReads.set(readIds, views);
  }
  const key = `${list.version}.${count}`;
  let view = views.get(key);
  if (!view) {
    const readInList = readIds.filter((id) => (list.positions.get(id) ?? count) < count);
    view = { etag: listEtag(list.version, count, readInList), readInList };
    views.set(key, view);
  }
  return view;
}

/** The first `count` entries with `true ` written over the flags of the posts read. */
function withReads(list: CachedList, count: number, readInList: number[]): Buffer {
  const size = count === 0 ? 1 : list.endAt[count - 1];
  const body = Buffer.allocUnsafe(size + 1);
  list.json.copy(body, 0, 0, size);
  body[size] = 0x5d; // ]
  for (const id of readInList) body.write('true ', list.flagAt[list.positions.get(id) as number], 'latin1');
  return body;
}

/**
 * GET /api/news-posts and /api/press-posts: the precomputed list with the caller's read flags. Whoever
 * read nothing of the whole list shares one prebuilt answer; every other answer is built on first use
 * and kept by ETag, so no request works through the whole list again.
 */
export async function listForUser(
  db: Db,
  user: UserRow,
  kind: NewsKind,
  limit?: number,
): Promise<JsonAnswer> {
  const [lists, readIds] = await Promise.all([cachedLists(db), readPostIds(db, user.id)]);
  const list = lists[kind];
  const count = limit && limit > 0 ? Math.min(limit, list.ids.length) : list.ids.length;
  const { etag, readInList } = viewOf(list, count, readIds);
  if (etag === list.unread.etag) return list.unread;
  return answersOf(db).get(etag, () => withReads(list, count, readInList));
}

export async function pressCount(db: Db): Promise<number> {
  return (await cachedLists(db)).press.ids.length;
}

const newest = (a: NewsEntry, b: NewsEntry) => b.pub_date.localeCompare(a.pub_date) || b.id - a.id;

/** GET /api/users/me?type=news: the dashboard carousel, the latest news and press merged. */
export async function newsForUser(db: Db, user: UserRow): Promise<NewsEntry[]> {
  const [lists, readIds] = await Promise.all([cachedLists(db), readPostIds(db, user.id)]);
  const reads = new Set(readIds);
  return [...lists.news.entries.slice(0, DASHBOARD_SLIDES), ...lists.press.entries.slice(0, DASHBOARD_SLIDES)]
    .sort(newest)
    .slice(0, DASHBOARD_SLIDES)
    .map((entry) => ({ ...entry, wasRead: reads.has(entry.id) }));
}

const NOT_FOUND: Record<NewsKind, string> = {
  news: 'Diese Nachricht gibt es nicht.',
  press: 'Diese Pressemitteilung gibt es nicht.',
};

async function findPost(db: Db, id: number, kind: NewsKind) {
  const row = await repo.findPost(db, id, kind === 'press');
  if (!row) throw notFound(NOT_FOUND[kind]);
  return row;
}

/** GET /api/news-posts/:newsId and /api/press-posts/:pressId; an id of the other kind is not found. */
export async function detail(db: Db, user: UserRow, id: number, kind: NewsKind): Promise<NewsDetail> {
  const row = await findPost(db, id, kind);
  const [persons, wasRead] = await Promise.all([repo.personsOfPost(db, id), repo.hasRead(db, user.id, id)]);
  return toNewsDetail(row, persons, wasRead);
}

/**
 * POST /api/backoffice/news-posts/preview: the unsaved form exactly as a reader's detail answer, through
 * the same presenter and sanitiser as GET /api/news-posts/:id (no second renderer).
 */
export async function preview(db: Db, input: NewsPostInput): Promise<NewsDetail> {
  const now = new Date();
  const row: repo.NewsPostRow = {
    ...columnsOf(input),
    id: 0,
    // A draft previews as if it went live now.
    publishedAt: columnsOf(input).publishedAt ?? now,
    createdAt: now,
    updatedAt: now,
    customUpdatedAt: null,
    customPublishedAt: null,
    searchTitle: '',
  };
  return toNewsDetail(row, await repo.personsByIds(db, input.personIds), false);
}

/** POST /api/reads: marks a post read; doing it again changes nothing. */
export async function markRead(db: Db, user: UserRow, marker: ReadMarker) {
  const kind: NewsKind = marker.news_post === undefined ? 'press' : 'news';
  const id = (marker.news_post ?? marker.press_post) as number;
  await findPost(db, id, kind);
  await repo.insertRead(db, user.id, id);
  await invalidate(db, `reads:${user.id}`);
  return { news_post: kind === 'news' ? id : null, press_post: kind === 'press' ? id : null };
}

/** POST /api/subscribed-to-newsletters: also what dismissing the newsletter card sends. */
export async function subscribeToNewsletter(db: Db, user: UserRow, userId: number) {
  if (userId !== user.id) throw forbidden('Sie können nur sich selbst für den Newsletter eintragen.');
  await repo.subscribeToNewsletter(db, user.id);
  await forgetCachedSessions(db, user.id);
  return { UserId: user.id };
}
