import type { NewsDetail } from '@kp/contract/news';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../app/api-client.ts';
import type { Prefetch } from '../../app/route-data.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { newsDetailQuery, pressDetailQuery, useMarkRead } from './api.ts';
import { parseEntryId } from './news-list.ts';

const DETAIL_QUERY = { news: newsDetailQuery, press: pressDetailQuery } as const;

/** A detail page's first view: its entry, when the address names one (the loaders of both detail pages). */
export const openedEntryData =
  (kind: 'news' | 'press', idParam: string): Prefetch =>
  (queryClient, { params }) => {
    const id = parseEntryId(params[idParam]);
    return id === null ? undefined : queryClient.prefetchQuery(DETAIL_QUERY[kind](id));
  };

type Opened =
  | { state: 'notFound' }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; post: NewsDetail };

/** Loads a news post or press release for its detail page and records the read once (spec 01 §4). */
export function useOpenedEntry(kind: 'news' | 'press', rawId: string | undefined): Opened {
  const id = parseEntryId(rawId);
  const {
    data: post,
    error,
    isPending,
    refetch,
  } = useQuery({
    ...DETAIL_QUERY[kind](id ?? 0),
    enabled: id !== null,
  });
  const markRead = useMarkRead();
  useDocumentTitle(post?.title ?? (id === null ? 'Seite nicht gefunden' : undefined));

  useEffect(() => {
    if (post && !post.wasRead) markRead({ filter: kind, id: post.id });
  }, [post, markRead, kind]);

  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return { state: 'notFound' };
  }
  // A refusal or an outage says so instead of loading for good (decision 026).
  if (error && !post) return { state: 'failed', error, retry: () => void refetch() };
  if (isPending || !post) return { state: 'loading' };
  return { state: 'ready', post };
}
