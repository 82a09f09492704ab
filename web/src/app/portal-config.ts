import type { PortalConfig } from '@kp/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** GET /api/portal-config: the server's run-time settings (map tiles, wish-charger map); fixed per start. */
export const portalConfigQuery = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: () => api<PortalConfig>('/portal-config'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePortalConfig() {
  return useQuery(portalConfigQuery());
}
