import { newsEndpoints as news } from '@kp/contract/news-endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../app/api-client.ts';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { type EntryRef, refKey, withEntryRead } from './news-list.ts';
import { NEWS_STALE_MS } from './news-texts.ts';

// NOTE: every news query key starts with 'news', the dashboard feed's too (['news', 'dashboard'] in the
// shell area), so a read marker can update all cached copies of an entry at once.
const NEWS_ROOT_KEY = ['news'] as const;

export const newsListQuery = (kind: 'news' | 'press') =>
  queryOptions({
    queryKey: ['news', 'list', kind],
    queryFn: () => call(kind === 'news' ? news.newsList : news.pressList, { query: { _limit: -1 } }),
    staleTime: NEWS_STALE_MS,
  });

/** The newest entries of a list, for the first view the server renders (news-page.tsx). */
export const newestEntries = (kind: 'news' | 'press', count: number) =>
  call(kind === 'news' ? news.newsList : news.pressList, { query: { _limit: count } });

export const newsDetailQuery = (newsId: number) =>
  queryOptions({
    queryKey: ['news', 'detail', 'news', newsId],
    queryFn: () => call(news.news, { params: { newsId } }),
    staleTime: NEWS_STALE_MS,
    // The page shows "not found" itself.
    meta: { silentStatuses: [400, 404] },
  });

export const pressDetailQuery = (pressId: number) =>
  queryOptions({
    queryKey: ['news', 'detail', 'press', pressId],
    queryFn: () => call(news.press, { params: { pressId } }),
    staleTime: NEWS_STALE_MS,
    meta: { silentStatuses: [400, 404] },
  });

/**
 * Read markers sent in this page session, per user: a click on a row and the detail page it opens send
 * it once between them.
 */
const recorded = new Set<string>();

/**
 * Records that the user opened an entry (POST /reads, spec 01 §4) and marks it read in every cached list,
 * so the 'Neu' badge goes without loading 3,000 entries again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const userId = useUser().id;
  const mutation = useMutation({
    mutationFn: (ref: EntryRef) =>
      call(news.markRead, {
        body: ref.filter === 'press' ? { press_post: ref.id } : { news_post: ref.id },
      }),
    onSuccess: (_answer, ref) => {
      queryClient.setQueriesData({ queryKey: NEWS_ROOT_KEY }, (data: unknown) => withEntryRead(data, ref));
    },
    onError: (error, ref) => {
      // A later visit tries again.
      recorded.delete(`${userId}:${refKey(ref)}`);
      snackbar.showError(errorMessage(error));
    },
  });
  const { mutate } = mutation;
  return useCallback(
    (ref: EntryRef) => {
      const key = `${userId}:${refKey(ref)}`;
      if (recorded.has(key)) return;
      recorded.add(key);
      mutate(ref);
    },
    [mutate, userId],
  );
}
