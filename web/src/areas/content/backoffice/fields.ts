import { CONTENT_REQUIRED_FLAG_LABELS, CONTENT_REQUIRED_FLAGS } from '@kp/contract/content-backoffice';
import { publicationLabel } from './publication.ts';

/** What the content lists share: the publication column's text and the flag choices. */

export const FLAG_CHOICES = CONTENT_REQUIRED_FLAGS.map((flag) => ({
  id: flag,
  name: CONTENT_REQUIRED_FLAG_LABELS[flag],
}));

type ListRecord = { state?: 'draft' | 'scheduled' | 'published'; publishedAt?: string | null };

/** 'Entwurf', 'Geplant ab DD.MM.YYYY HH:MM' or 'Veröffentlicht' (the column sorts by the publication time). */
export const publicationOfRecord = (record: ListRecord) => publicationLabel(record.state, record.publishedAt);
