import { DASHBOARD_POSTS } from '@kp/contract/education-constants';
import { educationEndpoints as education } from '@kp/contract/education-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { CONTENT_STALE_MS } from './queries.ts';

/**
 * The education portal's material categories, sorted by the server. Shared by the drawer, the dashboard's
 * education cards and the material list's heading.
 */
export const educationMenuQuery = () =>
  queryOptions({
    queryKey: ['bildungsportal', 'menu'],
    queryFn: () => call(education.menu),
    staleTime: CONTENT_STALE_MS,
  });

/** The education dashboard's posts: the newest materials, newest first (spec 01 §2, §9). */
export const educationPostsQuery = () =>
  queryOptions({
    queryKey: ['bildungsportal', 'posts'],
    queryFn: () =>
      call(education.dashboardPosts, { query: { _limit: DASHBOARD_POSTS, _sort: 'created_at:desc' } }),
    staleTime: CONTENT_STALE_MS,
  });
