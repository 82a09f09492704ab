import type { HeatAppUrl, HeatFaq, TosStatus } from '@kp/contract/heat-planning';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';

/** GET /api/faq-waerme */
export const heatFaqQuery = () =>
  queryOptions({
    queryKey: ['heat-planning', 'faq'],
    queryFn: () => api<HeatFaq>('/faq-waerme'),
    staleTime: 5 * 60_000,
  });

/** GET /api/waermeplanung/checkTosStatus: asked on every opening (spec 02 §2). */
export const tosStatusQuery = () =>
  queryOptions({
    queryKey: ['heat-planning', 'tos'],
    queryFn: () => api<TosStatus>('/waermeplanung/checkTosStatus'),
    staleTime: 0,
    meta: { silent: true },
  });

/** GET /api/waermeplanung/getUrl: a fresh token on every opening; it lives five minutes. */
export const appUrlQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['heat-planning', 'url'],
    queryFn: () => api<HeatAppUrl>('/waermeplanung/getUrl'),
    staleTime: 0,
    gcTime: 0,
    enabled,
    meta: { silent: true },
  });

/** POST /api/waermeplanung/acceptTos */
export function useAcceptTos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TosStatus>('/waermeplanung/acceptTos', { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(tosStatusQuery().queryKey, status),
    meta: { silent: true },
  });
}
