import type { ConsultationRequest } from '@kp/contract/consultation';
import type { Service, SubService } from '@kp/contract/content';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { CONTENT_STALE_MS, NOT_FOUND_SILENT } from '../../app/queries.ts';

/** One service (spec 01 §2, service page); hidden ones answer 404 like unknown ids. */
export const serviceQuery = (serviceId: string | number) =>
  queryOptions({
    queryKey: ['services', String(serviceId)],
    queryFn: () => api<Service>(`/services/${encodeURIComponent(String(serviceId))}`),
    staleTime: CONTENT_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** One sub-service (spec 01 §2, sub-service page). */
export const subServiceQuery = (subServiceId: string | number) =>
  queryOptions({
    queryKey: ['sub-services', String(subServiceId)],
    queryFn: () => api<SubService>(`/sub-services/${encodeURIComponent(String(subServiceId))}`),
    staleTime: CONTENT_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** POST /api/quartiersentwicklung/send-mail; the dialog shows errors itself and keeps the fields. */
export function useSendConsultation() {
  return useMutation({
    mutationFn: (request: ConsultationRequest) =>
      api<{ id: number }>('/quartiersentwicklung/send-mail', { method: 'POST', body: request }),
    meta: { silent: true },
  });
}
