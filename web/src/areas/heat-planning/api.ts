import { heatPlanningEndpoints as heatPlanning } from '@kp/contract/heat-planning-endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

export const heatFaqQuery = () =>
  queryOptions({
    queryKey: ['heat-planning', 'faq'],
    queryFn: () => call(heatPlanning.faq),
    staleTime: 5 * 60_000,
  });

/** Whether the terms of use were accepted: asked on every opening (spec 02 §2). */
export const tosStatusQuery = () =>
  queryOptions({
    queryKey: ['heat-planning', 'tos'],
    queryFn: () => call(heatPlanning.tosStatus),
    staleTime: 0,
    meta: { silent: true },
  });

/** The app's address: a fresh token on every opening; it lives five minutes. */
export const appUrlQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['heat-planning', 'url'],
    queryFn: () => call(heatPlanning.appUrl),
    staleTime: 0,
    gcTime: 0,
    enabled,
    meta: { silent: true },
  });

export function useAcceptTos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(heatPlanning.acceptTos),
    onSuccess: (status) => queryClient.setQueryData(tosStatusQuery().queryKey, status),
    meta: { silent: true },
  });
}
