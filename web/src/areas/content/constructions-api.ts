import { contentEndpoints as content } from '@kp/contract/content-endpoints';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

/** The construction projects of the map (GET /api/construction-projects). */
export const constructionProjectsQuery = () =>
  queryOptions({
    queryKey: ['construction-projects'],
    queryFn: () => call(content.constructionProjects),
    staleTime: CONTENT_CACHE_SECONDS * 1000,
  });
