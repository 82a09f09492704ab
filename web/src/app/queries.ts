import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { contentEndpoints as content } from '@kp/contract/content-endpoints';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** Service areas, services and sub-services are cached for 600 s (spec 01 §9). */
export const CONTENT_STALE_MS = CONTENT_CACHE_SECONDS * 1000;

/** The page shows its own "not found" for these; the snackbar would say the same twice. */
export const NOT_FOUND_SILENT = { silentStatuses: [400, 404] } as const;

/** The drawer's service areas and whether FAQ content exists (spec 01 §2, main navigation). */
export const navigationQuery = () =>
  queryOptions({
    queryKey: ['navigation'],
    queryFn: () => call(access.navigation),
    staleTime: CONTENT_STALE_MS,
  });

/** One service area; shared by the service-area page and the drawer's service-area sub-menu. */
export const serviceAreaQuery = (serviceAreaId: string | number) =>
  queryOptions({
    queryKey: ['service-areas', String(serviceAreaId)],
    queryFn: () => call(content.serviceArea, { params: { serviceAreaId } }),
    staleTime: CONTENT_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** Run-time settings of the server (map tiles, wish-charger map). */
export const portalConfigQuery = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: () => call(content.portalConfig),
    staleTime: CONTENT_STALE_MS,
  });
