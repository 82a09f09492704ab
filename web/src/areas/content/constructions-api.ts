import type { ConstructionProject } from '@kp/contract/content';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

/** The construction projects of the map (GET /api/construction-projects). */
export const constructionProjectsQuery = () =>
  queryOptions({
    queryKey: ['construction-projects'],
    queryFn: () => api<ConstructionProject[]>('/construction-projects'),
    staleTime: CONTENT_CACHE_SECONDS * 1000,
  });
