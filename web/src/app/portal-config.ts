import type { PortalConfig } from '@kp/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * GET /api/portal-config: the run-time settings (map tiles, wish-charger map): what admins set in the back
 * office, else the server's. Read once per page load.
 */
export const portalConfigQuery = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: () => api<PortalConfig>('/portal-config'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePortalConfig() {
  return useQuery(portalConfigQuery());
}
