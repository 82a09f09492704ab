import { contentEndpoints as content } from '@kp/contract/content-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/**
 * GET /api/portal-config: the run-time settings (map tiles, wish-charger map): what admins set in the back
 * office, else the server's. Read once per page load.
 */
export const portalConfigQuery = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: () => call(content.portalConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePortalConfig() {
  return useQuery(portalConfigQuery());
}
