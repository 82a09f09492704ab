import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { searchEndpoints as search } from '@kp/contract/search-endpoints';
import { NEWS_CACHE_SECONDS } from '@kp/contract/shell';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

/** Typing the same letters again within this time asks the server nothing. */
const SUGGESTIONS_STALE_MS = 60_000;
const RESULTS_STALE_MS = 60_000;

/**
 * The search box's suggestions (GET /api/search/suggestions). While the next letters load, the previous
 * suggestions stay. Errors show in the box, not in a snackbar over the page.
 */
export const suggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', query],
    queryFn: () => call(search.suggestions, { query: { q: query } }),
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The results page (GET /api/search); the page shows its own error text. */
export const searchResultsQuery = (query: string) =>
  queryOptions({
    queryKey: ['search', 'results', query],
    queryFn: () => call(search.results, { query: { q: query } }),
    staleTime: RESULTS_STALE_MS,
    meta: { silent: true },
  });

/**
 * The latest news and press, newest first (GET /api/users/me?type=news, as on the dashboard), for the page
 * without hits. The key starts with 'news', so read markers from the news pages reach it.
 */
export const latestNewsQuery = () =>
  queryOptions({
    queryKey: ['news', 'search-latest'],
    queryFn: () => call(access.news),
    staleTime: NEWS_CACHE_SECONDS * 1000,
  });
