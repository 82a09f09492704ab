import { communeDashboardEndpoints as dashboard } from '@kp/contract/commune-dashboard-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

const DASHBOARD_STALE_MS = 60_000;

/** A commune's dashboard (spec 02 §7); the server refuses other communes' users with 403. */
export const dashboardDataQuery = (commune: string) =>
  queryOptions({
    queryKey: ['commune-dashboard', commune],
    queryFn: () => call(dashboard.data, { query: { commune } }),
    staleTime: DASHBOARD_STALE_MS,
    // The page shows the error in place of the cards.
    meta: { silent: true },
  });
