import { todayInBerlin } from '@kp/contract/consultation-constants';
import { FEATURE_FLAGS } from '@kp/contract/flags';
import {
  type SearchResult,
  SearchResultSchema,
  type SearchSessionDocument,
  type SearchSessionInput,
} from '@kp/contract/search';
import {
  RESULTS_PER_CATEGORY,
  SEARCH_TYPES,
  type SearchType,
  SUGGESTION_TYPES,
  SUGGESTIONS_PER_CATEGORY,
} from '@kp/contract/search-constants';
import { z } from 'zod';
import { featureFlagsOf } from '../../auth/flags.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import { readPostIds } from '../news/index.ts';
import { toSearchResult } from './present.ts';
import * as repo from './repo.ts';

/**
 * A search's answer, encoded once: each hit's JSON as the response schema shapes it, for news and press
 * also with `"wasRead":true`, so a request only picks each entry's variant and joins them.
 */
interface EncodedHit {
  id: number;
  unread: string;
  /** Null for hits that are no posts. */
  read: string | null;
}
interface EncodedSearch {
  hits: EncodedHit[];
  counts: Record<SearchType, number>;
  total: number;
}

/**
 * Answers per query, page kind and feature flags, for a few seconds: typing sends the same prefixes from
 * many people, and a broad query costs PGlite up to about 100 ms. Read flags are not part of it; they come
 * from the caller's read ids on every request. A change to what the search finds (content, contact people,
 * news, group companies) invalidates them on every instance; a search is cheap to run again, so none is
 * served stale.
 */
const SEARCH_CACHE_MS = 5_000;
const SEARCH_TOPICS = ['search', 'content', 'news'];
/** A results page holds up to 700 hits (about 0.5 MB encoded at most); suggestions up to 12. */
const suggestionCache = createCache<string, EncodedSearch>({
  name: 'search-suggestions',
  maxEntries: 5_000,
  ttlMs: SEARCH_CACHE_MS,
  topics: () => SEARCH_TOPICS,
});
const resultCache = createCache<string, EncodedSearch>({
  name: 'search-results',
  maxEntries: 100,
  ttlMs: SEARCH_CACHE_MS,
  topics: () => SEARCH_TOPICS,
});

/** Call after changing searchable content, so every instance finds it at once. */
export function forgetSearchCache(db: Db) {
  return invalidate(db, 'search');
}

/** The caller's feature flags as the repo's visibility filter takes them. */
function grantedFlags(user: UserRow): string {
  const flags = featureFlagsOf(user);
  return FEATURE_FLAGS.filter((flag) => flags[flag]).join(',');
}

const encodeHit = (result: SearchResult) => JSON.stringify(z.encode(SearchResultSchema, result));

function encodeSearch(rows: repo.HitRow[]): EncodedSearch {
  const counts = Object.fromEntries(SEARCH_TYPES.map((type) => [type, 0])) as Record<SearchType, number>;
  for (const row of rows) counts[row.type] = row.total;
  const hits = rows.map((row) => {
    const result = toSearchResult(row);
    return {
      id: row.id,
      unread: encodeHit(result),
      read: result.wasRead === null ? null : encodeHit({ ...result, wasRead: true }),
    };
  });
  return { hits, counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}

async function search(db: Db, user: UserRow, query: string, page: 'suggestions' | 'results') {
  const granted = grantedFlags(user);
  const options: repo.SearchOptions =
    page === 'suggestions'
      ? { query, types: SUGGESTION_TYPES, limit: SUGGESTIONS_PER_CATEGORY, granted, withTotal: false }
      : { query, types: SEARCH_TYPES, limit: RESULTS_PER_CATEGORY, granted, withTotal: true };
  const cache = page === 'suggestions' ? suggestionCache : resultCache;
  return cache.get(db, `${granted}|${query}`, async () => encodeSearch(await repo.searchHits(db, options)));
}

/** The answer's JSON: `head`'s fields, then the hits with the caller's read flags. */
async function toJson(db: Db, user: UserRow, head: object, found: EncodedSearch): Promise<Buffer> {
  // The news lists' cache of read ids: a page load has usually filled it, and a read empties it.
  const read = found.hits.some((hit) => hit.read !== null) ? new Set(await readPostIds(db, user.id)) : null;
  const results = found.hits.map((hit) => (hit.read !== null && read?.has(hit.id) ? hit.read : hit.unread));
  return Buffer.from(`${JSON.stringify(head).slice(0, -1)},"results":[${results.join(',')}]}`);
}

/**
 * GET /api/search/suggestions: up to 2 per category, group companies left out (spec 01 §2). The JSON of
 * `Suggestions`.
 */
export async function suggestions(db: Db, user: UserRow, query: string): Promise<Buffer> {
  return toJson(db, user, { query }, await search(db, user, query, 'suggestions'));
}

/**
 * GET /api/search: every category with its exact count and its best RESULTS_PER_CATEGORY hits, the JSON of
 * `SearchResults`. A search that finds nothing is counted (query and day only) when the caller consented
 * to tracking, so editors see what people miss.
 */
export async function results(db: Db, user: UserRow, query: string): Promise<Buffer> {
  const found = await search(db, user, query, 'results');
  if (found.total === 0 && user.trackingConsent === true) {
    await repo.countMiss(db, query.toLowerCase(), todayInBerlin());
  }
  return toJson(db, user, { query, total: found.total, counts: found.counts }, found);
}

/** POST /api/search/sessions: kept only with tracking consent; nothing is recorded before it. */
export async function recordSession(db: Db, user: UserRow, input: SearchSessionInput) {
  if (user.trackingConsent !== true) return;
  const document: SearchSessionDocument = { ...input, userId: user.id, date: new Date().toISOString() };
  await repo.insertSession(db, document);
}
