import type { ContractStatus } from '@kp/contract/contracts-constants';
import { contractsEndpoints as contracts } from '@kp/contract/contracts-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

const CONTRACTS_STALE_MS = 60_000;

/**
 * Every contract in the caller's scope, soonest end first (spec 02 §7). The server takes a commune user's
 * own commune; employees name one or get all.
 */
export const contractsQuery = (params: { commune: string | null; status: ContractStatus | null }) =>
  queryOptions({
    queryKey: ['contracts', params.commune, params.status],
    queryFn: () =>
      call(contracts.list, {
        query: { commune: params.commune ?? undefined, status: params.status ?? undefined },
      }),
    staleTime: CONTRACTS_STALE_MS,
    // The previous list stays while another filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
