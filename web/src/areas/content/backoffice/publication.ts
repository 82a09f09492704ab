import type { PublicationFilter } from '@kp/contract/content-backoffice';
import { formatDateTime } from '@kp/contract/shell';

/** The list's words for an entry's publication (issue 16 item 4). */
export function publicationLabel(
  state: PublicationFilter | undefined,
  publishedAt: string | null | undefined,
) {
  if (state === 'draft' || !publishedAt) return 'Entwurf';
  if (state === 'scheduled') return `Geplant ab ${formatDateTime(publishedAt)}`;
  return 'Veröffentlicht';
}

export const PUBLICATION_FILTER_CHOICES = [
  { id: 'draft', name: 'Entwurf' },
  { id: 'scheduled', name: 'Geplant' },
  { id: 'published', name: 'Veröffentlicht' },
];

/** The datetime-local field's value (local 'yyyy-MM-ddThh:mm') as the ISO instant the server expects. */
export function isoOfLocal(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An ISO instant as the datetime-local field shows it, in the browser's time zone. */
export function localOfIso(value: string | null | undefined): string {
  if (!value) return '';
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
