import type { Change, Lieferstelle, LieferstellenPage, LieferstellenQuerySchema } from '@kp/contract/rabatt';
import type { RabattFilter } from '@kp/contract/rabatt-constants';
import type { z } from 'zod';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { createCache } from '../../lib/cache.ts';
import * as commentsRepo from './comments-repo.ts';
import { authorize, permissionsOf } from './policy.ts';
import { toChange, toLieferstelle } from './present.ts';
import * as repo from './repo.ts';
import { type ListScope, listScopeOf } from './scope.ts';

/** Kommunalrabatt: the list of delivery points, from a cached snapshot per list. */

type ListQuery = z.output<typeof LieferstellenQuerySchema>;

/** Comment counts and history of the given rows, read from the database (the answer to a write). */
async function presentRows(db: Db, scope: ListScope, rows: repo.ListRow[]): Promise<Lieferstelle[]> {
  if (rows.length === 0) return [];
  const malos = [...new Set(rows.map(({ row }) => row.marktlokation))];
  const ids = rows.map(({ row }) => row.id);
  const [counts, history] = await Promise.all([
    commentsRepo.commentCounts(db, scope, scope.user.id, malos),
    repo.historyOfRows(db, scope, ids),
  ]);
  const countOf = new Map(counts.map((count) => [count.marktlokation, count]));
  const changesOf = groupChanges(history);
  return rows.map((listRow) => {
    const count = countOf.get(listRow.row.marktlokation);
    return toLieferstelle(listRow, {
      commune: scope.commune,
      comments: count?.total ?? 0,
      unreadComments: count?.unread ?? 0,
      changes: changesOf.get(listRow.row.id) ?? [],
    });
  });
}

function groupChanges(history: repo.HistoryRow[]) {
  const changesOf = new Map<number, Change[]>();
  for (const entry of history) {
    if (entry.lieferstelleId === null) continue;
    const changes = changesOf.get(entry.lieferstelleId) ?? [];
    changes.push(toChange(entry));
    changesOf.set(entry.lieferstelleId, changes);
  }
  return changesOf;
}

export async function presentOne(db: Db, scope: ListScope, id: number): Promise<Lieferstelle> {
  const [item] = await presentRows(db, scope, await repo.rowsByIds(db, [id]));
  if (!item) throw notFound('Diese Lieferstelle gibt es nicht.');
  return item;
}

/*
 * Answering a page from the database costs about 3 ms of PGlite's single thread for a 3,000-row list
 * (sort, count, rows, comments, history); at 20 connections that is a 60 ms wait. So each list is read once
 * into a snapshot that is kept while its generation (rabatt_status.updated_at, moved on by every write in
 * the write's transaction, see touchList in status-repo.ts) stays the same, on every instance. A page then
 * costs the (cached) status lookup and some JavaScript. Unread counts are per person: they are read per
 * request, and only for rows whose thread has comments.
 */

interface ThreadSummary {
  total: number;
  authors: Set<number>;
  byEmployee: boolean;
  byCommune: boolean;
}
/** `item` is the row as every caller sees it; only unreadComments is filled in per request. */
interface SnapshotRow {
  item: Lieferstelle;
  thread: ThreadSummary | undefined;
}
interface ListSnapshot {
  rows: SnapshotRow[];
  /** The rows of a Sparten and filter choice, kept once asked for (not 'Von mir kommentierte'). */
  views: Map<string, SnapshotRow[]>;
}

/**
 * Snapshots by list and generation: a write makes a new generation, so a snapshot is never stale, and the
 * write's invalidation (`rabatt:<commune>:<year>`) drops the old one. Bounded by rows kept per database
 * (about 1 kB each); the least recently used lists go first.
 */
const MAX_SNAPSHOT_ROWS = 60_000;
const snapshotCache = createCache<string, ListSnapshot>({
  name: 'rabatt-snapshots',
  maxEntries: 1_000,
  maxWeight: MAX_SNAPSHOT_ROWS,
  weightOf: (snapshot) => snapshot.rows.length,
  ttlMs: 60 * 60_000,
  topics: (key) => [`rabatt:${key.split(':').slice(0, 2).join(':')}`],
});

async function buildSnapshot(db: Db, scope: ListScope): Promise<ListSnapshot> {
  const [rows, history, threads] = await Promise.all([
    repo.allRows(db, scope.communeId, scope.year),
    repo.historyOfRows(db, scope, null),
    commentsRepo.commentSummary(db, scope),
  ]);
  const threadOf = new Map(threads.map((thread) => [thread.marktlokation, thread]));
  const changesOf = groupChanges(history);
  return {
    rows: rows.map((listRow) => {
      const thread = threadOf.get(listRow.row.marktlokation);
      const item = toLieferstelle(listRow, {
        commune: scope.commune,
        comments: thread?.total ?? 0,
        unreadComments: 0,
        changes: changesOf.get(listRow.row.id) ?? [],
      });
      return { item, thread };
    }),
    views: new Map(),
  };
}

export function snapshotOf(db: Db, scope: ListScope): Promise<ListSnapshot> {
  const key = `${scope.communeId}:${scope.year}:${scope.generation}`;
  return snapshotCache.get(db, key, () => buildSnapshot(db, scope));
}

/** The list's filter options (spec 02 §2) on a snapshot row, for the caller. */
const FILTER_TESTS: Record<RabattFilter, (row: SnapshotRow, userId: number) => boolean> = {
  alle: () => true,
  'neue-geschaeftspartner': ({ item }) => item.newGeschaeftspartner,
  'von-kommune-hinzugefuegt': ({ item }) => item.addedByCommune,
  rabattfaehige: ({ item }) => item.rabatt,
  'nicht-rabattfaehige': ({ item }) => !item.rabatt,
  'von-mir-kommentierte': ({ thread }, userId) => thread?.authors.has(userId) ?? false,
  'von-kommune-kommentiert': ({ thread }) => thread?.byCommune ?? false,
  'von-new-hinzugefuegt': ({ item }) => item.addedByNew,
  'von-new-kommentiert': ({ thread }) => thread?.byEmployee ?? false,
};

export type RowChoice = Pick<ListQuery, 'filter' | 'sparten'>;

export function rowsMatching(snapshot: ListSnapshot, query: RowChoice, userId: number) {
  const personal = query.filter === 'von-mir-kommentierte';
  const key = `${[...query.sparten].sort().join(',')}|${query.filter}`;
  const kept = personal ? undefined : snapshot.views.get(key);
  if (kept) return kept;
  const sparten = new Set<string>(query.sparten);
  const test = FILTER_TESTS[query.filter];
  const rows = snapshot.rows.filter((row) => sparten.has(row.item.sparte) && test(row, userId));
  if (!personal) snapshot.views.set(key, rows);
  return rows;
}

/** The rows with the caller's unread counts; the database is asked only about threads with comments. */
async function withUnread(db: Db, scope: ListScope, rows: SnapshotRow[]): Promise<Lieferstelle[]> {
  const commented = [...new Set(rows.filter((row) => row.thread).map((row) => row.item.marktlokation))];
  if (commented.length === 0) return rows.map((row) => row.item);
  // Many threads: count the whole list in one go rather than send thousands of parameters.
  const counts = await commentsRepo.commentCounts(
    db,
    scope,
    scope.user.id,
    commented.length > 500 ? null : commented,
  );
  const unreadOf = new Map(counts.map((count) => [count.marktlokation, count.unread]));
  return rows.map(({ item }) => {
    const unread = unreadOf.get(item.marktlokation) ?? 0;
    return unread === 0 ? item : { ...item, unreadComments: unread };
  });
}

/** GET /api/lieferstellen: one page of a commune's list of a year (or every row with `_limit=-1`). */
export async function list(db: Db, user: UserRow, query: ListQuery): Promise<LieferstellenPage> {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  authorize(user, { do: 'filter', filter: query.filter }, scope);
  const all = query._limit === -1;
  const answer = {
    page: all ? 1 : query.page,
    pageSize: query._limit,
    commune: scope.commune,
    year: scope.year,
    status: scope.status,
    permissions: permissionsOf(user, scope),
  };
  if (query.sparten.length === 0) return { ...answer, items: [], total: 0 };
  const snapshot = await snapshotOf(db, scope);
  const matching = rowsMatching(snapshot, query, user.id);
  const start = (query.page - 1) * query._limit;
  const page = all ? matching : matching.slice(start, start + query._limit);
  return { ...answer, items: await withUnread(db, scope, page), total: matching.length };
}
