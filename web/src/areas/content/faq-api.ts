import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

/** The FAQ entries of the user (GET /api/users/me?type=faq). */
export const faqQuery = () =>
  queryOptions({
    queryKey: ['faq'],
    queryFn: () => call(access.faq),
    staleTime: CONTENT_CACHE_SECONDS * 1000,
  });
