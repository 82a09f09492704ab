import type { FaqEntry } from '@kp/contract/content';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

/** The FAQ entries of the user (GET /api/users/me?type=faq). */
export const faqQuery = () =>
  queryOptions({
    queryKey: ['faq'],
    queryFn: () => api<FaqEntry[]>('/users/me', { query: { type: 'faq' } }),
    staleTime: CONTENT_CACHE_SECONDS * 1000,
  });
