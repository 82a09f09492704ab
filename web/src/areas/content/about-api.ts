import { contentEndpoints as content } from '@kp/contract/content-endpoints';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

const CONTENT_STALE_MS = CONTENT_CACHE_SECONDS * 1000;

/** The about page (GET /api/about-us) with the group companies. */
export const aboutUsQuery = () =>
  queryOptions({
    queryKey: ['about-us'],
    queryFn: () => call(content.aboutUs),
    staleTime: CONTENT_STALE_MS,
  });

/** One group company; its page shows its own "not found". */
export const newCompanyQuery = (newCompanyId: string) =>
  queryOptions({
    queryKey: ['new-companies', newCompanyId],
    queryFn: () => call(content.newCompany, { params: { newCompanyId } }),
    staleTime: CONTENT_STALE_MS,
    meta: { silentStatuses: [400, 404] },
  });
