import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

const DASHBOARD_STALE_MS = 60_000;

/** GET /api/communes/dashboard-data?commune= (spec 02 §7); the server refuses other communes' users with 403. */
export const dashboardDataQuery = (commune: string) =>
  queryOptions({
    queryKey: ['commune-dashboard', commune],
    queryFn: () => api<CommuneDashboardData>('/communes/dashboard-data', { query: { commune } }),
    staleTime: DASHBOARD_STALE_MS,
    // The page shows the error in place of the cards.
    meta: { silent: true },
  });
