import type { ContactMailBody } from '@kp/contract/education';
import { educationEndpoints as education } from '@kp/contract/education-endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';
import { CONTENT_STALE_MS, NOT_FOUND_SILENT } from '../../app/queries.ts';

/** Seats change with every claim: the list and the detail are fresh for a minute only. */
const MATERIAL_STALE_MS = 60_000;

// The ids come from the page's address; Number() reads them as the server's schema would, so one that is
// no number is refused with 400 as before.

/** The materials of a category (its menu item's id), events by date. */
export const materialsQuery = (menuItemId: string | number) =>
  queryOptions({
    queryKey: ['bildungsportal', 'find', String(menuItemId)],
    queryFn: () => call(education.materials, { query: { type: Number(menuItemId) } }),
    staleTime: MATERIAL_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** One material; drafts only for admins (others get 404). */
export const materialQuery = (id: string | number) =>
  queryOptions({
    queryKey: ['bildungsportal', 'material', String(id)],
    queryFn: () => call(education.material, { query: { id: Number(id) } }),
    staleTime: MATERIAL_STALE_MS,
    meta: NOT_FOUND_SILENT,
  });

/** Sponsoring and contact texts and the contact persons. */
export const educationConfigQuery = () =>
  queryOptions({
    queryKey: ['bildungsportal', 'config'],
    queryFn: () => call(education.config),
    staleTime: CONTENT_STALE_MS,
  });

/** The contact form; it shows a refusal itself, so no snackbar. */
export function useSendContactMail() {
  return useMutation({
    mutationFn: (body: ContactMailBody) => call(education.contactMail, { body }),
    meta: { silent: true },
  });
}
