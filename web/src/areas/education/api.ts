import type { ContactMailBody, EducationConfig, Material, MaterialCard } from '@kp/contract/education';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { CONTENT_STALE_MS, NOT_FOUND_SILENT } from '../../app/queries.ts';

/** Seats change with every claim: the list and the detail are fresh for a minute only. */
const MATERIAL_STALE_MS = 60_000;

/** GET /api/bildungsportal/find?type={menu item id}: the materials of a category, events by date. */
export const materialsQuery = (menuItemId: string | number) =>
  queryOptions({
    queryKey: ['bildungsportal', 'find', String(menuItemId)],
    queryFn: () => api<MaterialCard[]>('/bildungsportal/find', { query: { type: String(menuItemId) } }),
    staleTime: MATERIAL_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** GET /api/bildungsportal/by-id?id: one material; drafts only for admins (others get 404). */
export const materialQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['bildungsportal', 'material', String(id)],
    queryFn: () => api<Material>('/bildungsportal/by-id', { query: { id: String(id) } }),
    staleTime: MATERIAL_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** GET /api/bildungsportal-config: sponsoring and contact texts and the contact persons. */
export const educationConfigQuery = () =>
  queryOptions({
    queryKey: ['bildungsportal', 'config'],
    queryFn: () => api<EducationConfig>('/bildungsportal-config'),
    staleTime: CONTENT_STALE_MS,
  });

/** POST /api/bildungsportal/contact-mail; the form shows a refusal itself, so no snackbar. */
export function useSendContactMail() {
  return useMutation({
    mutationFn: (body: ContactMailBody) =>
      api<unknown>('/bildungsportal/contact-mail', { method: 'POST', body }),
    meta: { silent: true },
  });
}
