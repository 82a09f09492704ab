import { API_BASE } from '@kp/contract/api-base';

/** The server's name of the inbox: /api/backoffice/requests. */
export const RESOURCE = 'requests';

/** The download address of the export with the list's current filters and order (empty filters left out). */
export function exportUrl(
  format: 'csv' | 'xlsx',
  filter: Record<string, unknown>,
  sort: { field: string; order: string },
) {
  const query = new URLSearchParams({ format });
  const given = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );
  if (Object.keys(given).length) query.set('filter', JSON.stringify(given));
  if (sort.field) {
    query.set('sort', sort.field);
    query.set('order', sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  return `${API_BASE}/backoffice/${RESOURCE}/export?${query}`;
}
