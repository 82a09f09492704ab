import { accessEndpoints as access } from '@kp/contract/access-endpoints';
import { fundsEndpoints as funds } from '@kp/contract/funds-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

const FUNDS_STALE_MS = 60_000;

/** The funding programmes of the user (GET /api/users/me?type=foerdermittel). */
export const fundsQuery = () =>
  queryOptions({
    queryKey: ['foerdermittel'],
    queryFn: () => call(access.funds),
    staleTime: FUNDS_STALE_MS,
  });

/** One funding programme; the detail page shows its own "not found". */
export const fundQuery = (id: string) =>
  queryOptions({
    queryKey: ['foerdermittel', id],
    queryFn: () => call(funds.fund, { params: { id } }),
    staleTime: FUNDS_STALE_MS,
    meta: { silentStatuses: [400, 404] },
  });
