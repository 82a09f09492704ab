import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { contentEndpoints as content } from '@kp/contract/content-endpoints';
import { CONTENT_CACHE_SECONDS, NEWS_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

const NEWS_STALE_MS = NEWS_CACHE_SECONDS * 1000;
const CONTENT_STALE_MS = CONTENT_CACHE_SECONDS * 1000;

/**
 * The dashboard carousel's posts: the latest news and press, newest first, with wasRead. The key starts
 * with 'news', so the news pages' read markers update it too.
 */
export const dashboardNewsQuery = () =>
  queryOptions({
    queryKey: ['news', 'dashboard'],
    queryFn: () => call(access.news),
    staleTime: NEWS_STALE_MS,
  });

/** All service areas with their services and sub-services, for finding the 'NEW Erleben' sub-service. */
export const serviceAreaListQuery = () =>
  queryOptions({
    queryKey: ['service-areas', 'list'],
    queryFn: () => call(content.serviceAreas, { query: { _limit: -1 } }),
    staleTime: CONTENT_STALE_MS,
  });
