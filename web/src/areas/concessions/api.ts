import {
  DOCUMENTS_PER_PAGE,
  type DocumentType,
  type SortOrder,
  type TopicSortKey,
} from '@kp/contract/concessions-constants';
import { concessionsEndpoints as concessions } from '@kp/contract/concessions-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, endpointUrl } from '../../app/api-client.ts';

// Query hooks of the concession calls (spec 02 §7). `commune` is a commune's name and only sent by employees;
// for commune users the server takes their own commune.

const ROOT = ['concessions'] as const;
const STALE_MS = 60_000;

export type TopicsParams = { sort: TopicSortKey; order: SortOrder; commune: string | null };

/** The topics in the caller's scope, archived ones included and flagged. */
export const topicsQuery = (params: TopicsParams) =>
  queryOptions({
    queryKey: [...ROOT, 'topics', params],
    queryFn: () =>
      call(concessions.topics, {
        query: { sort: params.sort, order: params.order, commune: params.commune ?? undefined },
      }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

/** A topic's entries, newest first. */
export const topicHistoryQuery = (topicId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'history', topicId],
    queryFn: () => call(concessions.topicHistory, { params: { id: topicId } }),
    staleTime: STALE_MS,
  });

export type DocumentsParams = {
  commune: string | null;
  dokumenttyp: DocumentType | null;
  jahr: number | null;
  page: number;
};

/** One page of documents, the number matching and the years in scope. */
export const documentsQuery = (params: DocumentsParams) =>
  queryOptions({
    queryKey: [...ROOT, 'documents', params],
    queryFn: () =>
      call(concessions.documents, {
        query: {
          commune: params.commune ?? undefined,
          dokumenttyp: params.dokumenttyp ?? undefined,
          jahr: params.jahr ?? undefined,
          _start: (params.page - 1) * DOCUMENTS_PER_PAGE,
          _limit: DOCUMENTS_PER_PAGE,
        },
      }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

/** The download link of a document; the server checks the scope. */
export const documentDownloadUrl = (osid: string) =>
  endpointUrl(concessions.download, { query: { id: osid, type: 'testate' } });
