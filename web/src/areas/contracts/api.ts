import type { Contract } from '@kp/contract/contracts';
import type { ContractStatus } from '@kp/contract/contracts-constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

const CONTRACTS_STALE_MS = 60_000;

/**
 * GET /api/enaio?commune=&status= (spec 02 §7): every contract in the caller's scope, soonest end first.
 * The server takes a commune user's own commune; employees name one or get all.
 */
export const contractsQuery = (params: { commune: string | null; status: ContractStatus | null }) =>
  queryOptions({
    queryKey: ['contracts', params.commune, params.status],
    queryFn: () =>
      api<Contract[]>('/enaio', {
        query: { commune: params.commune ?? undefined, status: params.status ?? undefined },
      }),
    staleTime: CONTRACTS_STALE_MS,
    // The previous list stays while another filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
