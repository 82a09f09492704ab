import type { ConsultationRequest } from '@kp/contract/consultation';
import { consultationEndpoints as consultation } from '@kp/contract/consultation-endpoints';
import { contentEndpoints as content } from '@kp/contract/content-endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';
import { CONTENT_STALE_MS, NOT_FOUND_SILENT } from '../../app/queries.ts';

/** One service (spec 01 §2, service page); hidden ones answer 404 like unknown ids. */
export const serviceQuery = (serviceId: string | number) =>
  queryOptions({
    queryKey: ['services', String(serviceId)],
    queryFn: () => call(content.service, { params: { serviceId } }),
    staleTime: CONTENT_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** One sub-service (spec 01 §2, sub-service page). */
export const subServiceQuery = (subServiceId: string | number) =>
  queryOptions({
    queryKey: ['sub-services', String(subServiceId)],
    queryFn: () => call(content.subService, { params: { subServiceId } }),
    staleTime: CONTENT_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** The consultation request; the dialog shows errors itself and keeps the fields. */
export function useSendConsultation() {
  return useMutation({
    mutationFn: (request: ConsultationRequest) => call(consultation.sendRequest, { body: request }),
    meta: { silent: true },
  });
}
