import type { PublicationFilterState } from '@kp/contract/funds-backoffice';
import { PUBLICATION_FILTER_STATES } from '@kp/contract/funds-backoffice';
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notifications } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { isLive, publicationStateOf } from '../lib/publication.ts';
import type { Tx } from './resource.ts';

/** The back-office list filter by publication state: draft, scheduled (a future time) or published (live). */
export const publicationFilter =
  (publishedAt: PgColumn) =>
  (value: unknown): SQL | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (!PUBLICATION_FILTER_STATES.includes(value as PublicationFilterState))
      throw badRequest('Diesen Veröffentlichungsstand gibt es nicht.', 'unknown_filter');
    const state = value as PublicationFilterState;
    if (state === 'draft') return isNull(publishedAt);
    // The server's clock, as isLive and the minute job use.
    if (state === 'scheduled') return gt(publishedAt, new Date());
    return isLive(publishedAt);
  };

/**
 * The publication fields of a form for a stored time. A draft's time field shows the time it is read, so
 * publishing a draft without touching the field makes it live (and announced) now, not at some old time.
 */
export const publicationFieldsOf = (publishedAt: Date | null, now = new Date()) => ({
  status: publicationStateOf(publishedAt) as 'draft' | 'published',
  publishedAt: (publishedAt ?? now).toISOString(),
});

/** What a list row says about publication: the state and the stored time (null for a draft). */
export const publicationColumnsOf = (publishedAt: Date | null, now = new Date()) => ({
  status: publicationStateOf(publishedAt),
  publishedAt: publishedAt?.toISOString() ?? null,
  publicationState: !publishedAt ? 'draft' : publishedAt > now ? 'scheduled' : 'published',
});

/** The list filter `{"id": [1, 2]}` (or one id): react-admin's getMany asks for the records it references. */
export const idFilter =
  (id: PgColumn) =>
  (value: unknown): SQL | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const ids = (Array.isArray(value) ? value : [value]).map(Number);
    if (!ids.length || ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647))
      throw badRequest('Der Filter „id“ erwartet Nummern von Einträgen.', 'unknown_filter');
    return inArray(id, ids);
  };

/**
 * Takes back the announcements of an entry that is no longer live (set back to draft, scheduled later, deleted):
 * its notifications go from every panel at once; when it goes live again, the minute job announces it anew.
 */
export async function withdrawUnlessLive(
  tx: Tx,
  kind: 'foerdermittel' | 'moments',
  sourceId: number,
  publishedAt: Date | null,
) {
  if (publishedAt && publishedAt.getTime() <= Date.now()) return;
  await tx
    .delete(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.sourceId, sourceId)));
}
