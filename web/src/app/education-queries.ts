import type { DashboardPost, EducationMenuItem } from '@kp/contract/education';
import { DASHBOARD_POSTS } from '@kp/contract/education-constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { CONTENT_STALE_MS } from './queries.ts';

/**
 * The education portal's material categories (GET /api/bildungsportal/menu), sorted by the server. Shared
 * by the drawer, the dashboard's education cards and the material list's heading.
 */
export const educationMenuQuery = () =>
  queryOptions({
    queryKey: ['bildungsportal', 'menu'],
    queryFn: () => api<EducationMenuItem[]>('/bildungsportal/menu'),
    staleTime: CONTENT_STALE_MS,
  });

/** The education dashboard's posts: the newest materials, newest first (spec 01 §2, §9). */
export const educationPostsQuery = () =>
  queryOptions({
    queryKey: ['bildungsportal', 'posts'],
    queryFn: () =>
      api<DashboardPost[]>('/bildungsportal-materials', {
        query: { _limit: DASHBOARD_POSTS, _sort: 'created_at:desc' },
      }),
    staleTime: CONTENT_STALE_MS,
  });
