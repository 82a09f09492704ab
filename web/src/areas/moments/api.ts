import type { Person } from '@kp/contract/access';
import type { Moment, MomentClaim } from '@kp/contract/moments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

/** GET /api/moments (spec 02 §7): every moment with its availability today, decided on the server. */
export const momentsQuery = () =>
  queryOptions({ queryKey: ['moments'], queryFn: () => api<Moment[]>('/moments'), staleTime: 60_000 });

/** GET /api/moments/getMomentsContact: the person who receives the claims. */
export const momentsContactQuery = () =>
  queryOptions({
    queryKey: ['moments', 'contact'],
    queryFn: () => api<Person | null>('/moments/getMomentsContact'),
    staleTime: 5 * 60_000,
  });

/** POST /api/moments/sendMomentsEmail. A refusal (no longer available) reloads the list. */
export function useClaimMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: MomentClaim) =>
      api<{ id: number }>('/moments/sendMomentsEmail', { method: 'POST', body: claim }),
    onError: () => void queryClient.invalidateQueries({ queryKey: ['moments'] }),
    meta: { silent: true },
  });
}
