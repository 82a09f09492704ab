import { requestsEndpoints } from '@kp/contract/requests-endpoints';
import { endpointUrl } from '../../../app/api-client.ts';

/** The inbox's react-admin resource: /api/backoffice/requests. */
export const RESOURCE = 'requests';

/** The download address of the export with the list's current filters and order (empty filters left out). */
export function exportUrl(
  format: 'csv' | 'xlsx',
  filter: Record<string, unknown>,
  sort: { field: string; order: string },
) {
  const given = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );
  return endpointUrl(requestsEndpoints.export, {
    query: {
      format,
      filter: Object.keys(given).length ? JSON.stringify(given) : undefined,
      sort: sort.field || undefined,
      order: sort.field ? (sort.order === 'DESC' ? 'DESC' : 'ASC') : undefined,
    },
  });
}
