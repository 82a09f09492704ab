import type { NewsDetail } from '@kp/contract/news';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../app/api-client.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { newsDetailQuery, pressDetailQuery, useMarkRead } from './api.ts';
import { parseEntryId } from './news-list.ts';

type Opened =
  | { state: 'notFound' }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; post: NewsDetail };

/** Loads a news post or press release for its detail page and records the read once (spec 01 §4). */
export function useOpenedEntry(kind: 'news' | 'press', rawId: string | undefined): Opened {
  const id = parseEntryId(rawId);
  const query = kind === 'news' ? newsDetailQuery : pressDetailQuery;
  const { data: post, error, isPending, refetch } = useQuery({ ...query(id ?? 0), enabled: id !== null });
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
