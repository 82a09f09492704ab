import type { MomentClaim } from '@kp/contract/moments';
import { momentsEndpoints as moments } from '@kp/contract/moments-endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

/** Every moment with its availability today, decided on the server (spec 02 §7). */
export const momentsQuery = () =>
  queryOptions({ queryKey: ['moments'], queryFn: () => call(moments.list), staleTime: 60_000 });

/** The person who receives the claims. */
export const momentsContactQuery = () =>
  queryOptions({
    queryKey: ['moments', 'contact'],
    queryFn: () => call(moments.contact),
    staleTime: 5 * 60_000,
  });

/** Claims a moment. A refusal (no longer available) reloads the list. */
export function useClaimMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: MomentClaim) => call(moments.claim, { body: claim }),
    onError: () => void queryClient.invalidateQueries({ queryKey: ['moments'] }),
    meta: { silent: true },
  });
}
