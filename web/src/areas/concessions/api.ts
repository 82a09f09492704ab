import { API_BASE } from '@kp/contract/api-base';
import type { ConcessionTopic, DocumentsPage, TopicHistoryEntry } from '@kp/contract/concessions';
import {
  DOCUMENTS_PER_PAGE,
  type DocumentType,
  type SortOrder,
  type TopicSortKey,
} from '@kp/contract/concessions-constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

// Query hooks of the concession calls (spec 02 §7). `commune` is a commune's name and only sent by employees;
// for commune users the server takes their own commune.

const ROOT = ['concessions'] as const;
const STALE_MS = 60_000;

export type TopicsParams = { sort: TopicSortKey; order: SortOrder; commune: string | null };

/** GET /api/konzessionsthemen: the topics in the caller's scope, archived ones included and flagged. */
export const topicsQuery = (params: TopicsParams) =>
  queryOptions({
    queryKey: [...ROOT, 'topics', params],
    queryFn: () =>
      api<ConcessionTopic[]>('/konzessionsthemen', {
        query: { sort: params.sort, order: params.order, commune: params.commune ?? undefined },
      }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /api/konzessionsthemen/{id}/history: the topic's entries, newest first. */
export const topicHistoryQuery = (topicId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'history', topicId],
    queryFn: () => api<TopicHistoryEntry[]>(`/konzessionsthemen/${topicId}/history`),
    staleTime: STALE_MS,
  });

export type DocumentsParams = {
  commune: string | null;
  dokumenttyp: DocumentType | null;
  jahr: number | null;
  page: number;
};

/** GET /api/enaio/testate: one page of documents, the number matching and the years in scope. */
export const documentsQuery = (params: DocumentsParams) =>
  queryOptions({
    queryKey: [...ROOT, 'documents', params],
    queryFn: () =>
      api<DocumentsPage>('/enaio/testate', {
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

/** The download of a document (GET /api/enaio/download?id=&type=testate); the server checks the scope. */
export const documentDownloadUrl = (osid: string) =>
  `${API_BASE}/enaio/download?${new URLSearchParams({ id: osid, type: 'testate' })}`;
