import {
  MOMENTS_SETTINGS_ID,
  type MomentData,
  MomentInputSchema,
  MomentsSettingsInputSchema,
} from '@kp/contract/moments-backoffice';
import { count, eq, sql } from 'drizzle-orm';
import { listTable } from '../../backoffice/list.ts';
import {
  idFilter,
  publicationColumnsOf,
  publicationFieldsOf,
  publicationFilter,
  withdrawUnlessLive,
} from '../../backoffice/publication.ts';
import { defineResource, type Tx } from '../../backoffice/resource.ts';
import { tableWrites } from '../../backoffice/table-writes.ts';
import { contactPeople, momentClaims, moments, momentsSettings } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { publishedAtOf } from '../../lib/publication.ts';

/**
 * NEW Erleben in the back office (decision 019; spec 02 §3 Moment): the moments, with drafts and scheduled
 * publication, and the settings (who receives the claims). No reader cache holds them: GET /api/moments and the
 * contact are read per request (moments/repo.ts, filtered with isLive), so `topics` stays empty.
 */

const columnsOf = (data: MomentData) => ({
  titel: data.titel,
  beschreibung: data.beschreibung,
  bildUrl: data.bildUrl,
  bildAlt: data.bildAlt,
  startdatum: data.startdatum,
  enddatum: data.enddatum,
  publishedAt: publishedAtOf(data),
});
const momentWrites = tableWrites(moments, moments.id, columnsOf);

export const momentsResource = defineResource({
  name: 'moments',
  label: 'Der Moment',
  input: MomentInputSchema,
  topics: [],
  titleOf: (entry) => String(entry.titel),
  list: (db, query) =>
    listTable(
      db,
      moments,
      query,
      {
        id: moments.id,
        search: [moments.titel, moments.beschreibung],
        sortable: {
          id: moments.id,
          titel: moments.titel,
          startdatum: moments.startdatum,
          enddatum: moments.enddatum,
          createdAt: moments.createdAt,
          publishedAt: moments.publishedAt,
        },
        defaultSort: { column: moments.startdatum, order: 'DESC' },
        filters: { id: idFilter(moments.id), status: publicationFilter(moments.publishedAt) },
      },
      (row) => {
        const moment = row as typeof moments.$inferSelect;
        return {
          id: moment.id,
          titel: moment.titel,
          startdatum: moment.startdatum,
          enddatum: moment.enddatum,
          bildUrl: moment.bildUrl,
          bildAlt: moment.bildAlt,
          createdAt: moment.createdAt.toISOString(),
          ...publicationColumnsOf(moment.publishedAt),
        };
      },
    ),
  async read(db, id) {
    const [row] = await db.select().from(moments).where(eq(moments.id, id));
    if (!row) return null;
    return {
      id: row.id,
      titel: row.titel,
      beschreibung: row.beschreibung,
      bildUrl: row.bildUrl,
      bildAlt: row.bildAlt,
      startdatum: row.startdatum,
      enddatum: row.enddatum,
      ...publicationFieldsOf(row.publishedAt),
      createdAt: row.createdAt.toISOString(),
    };
  },
  ...momentWrites,
  async update(tx, id, input, user) {
    const data = input as unknown as MomentData;
    await momentWrites.update(tx, id, data, user);
    await withdrawUnlessLive(tx, 'moments', id, publishedAtOf(data));
  },
  /** Claims are requests someone still handles: a claimed moment is set back to draft instead. */
  async remove(tx, id) {
    const [claims] = await tx.select({ n: count() }).from(momentClaims).where(eq(momentClaims.momentId, id));
    const n = claims?.n ?? 0;
    if (n > 0)
      throw conflict(
        `Der Moment wurde ${n === 1 ? 'einmal' : `${n}-mal`} beansprucht und kann nicht gelöscht werden. ` +
          'Setzen Sie ihn auf „Entwurf“, um ihn auszublenden.',
        'in_use',
      );
    await withdrawUnlessLive(tx, 'moments', id, null);
    await tx.delete(moments).where(eq(moments.id, id));
  },
});

/** The settings row exists once the first read or save needs it. */
async function ensureSettings(tx: Tx) {
  await tx.insert(momentsSettings).values({ id: MOMENTS_SETTINGS_ID }).onConflictDoNothing();
}

/** The moments settings: one record (id 1), edited only. */
export const momentsSettingsResource = defineResource({
  name: 'moments-settings',
  label: 'Die Einstellung für NEW Erleben',
  input: MomentsSettingsInputSchema,
  topics: [],
  titleOf: () => 'Einstellungen NEW Erleben',
  async list(db) {
    await ensureSettings(db);
    const [row] = await db
      .select({
        id: momentsSettings.id,
        contactPersonId: momentsSettings.contactPersonId,
        contactName: sql<string | null>`${contactPeople.firstname} || ' ' || ${contactPeople.lastname}`,
      })
      .from(momentsSettings)
      .leftJoin(contactPeople, eq(contactPeople.id, momentsSettings.contactPersonId))
      .where(eq(momentsSettings.id, MOMENTS_SETTINGS_ID));
    return { items: row ? [row] : [], total: row ? 1 : 0 };
  },
  async read(db, id) {
    if (id !== MOMENTS_SETTINGS_ID) return null;
    const [row] = await db.select().from(momentsSettings).where(eq(momentsSettings.id, id));
    return { id: MOMENTS_SETTINGS_ID, contactPersonId: row?.contactPersonId ?? null };
  },
  async lock(tx, id) {
    if (id !== MOMENTS_SETTINGS_ID) return false;
    await ensureSettings(tx);
    await tx
      .select({ id: momentsSettings.id })
      .from(momentsSettings)
      .where(eq(momentsSettings.id, id))
      .for('update');
    return true;
  },
  async update(tx, id, input) {
    const contactPersonId = (input as { contactPersonId: number | null }).contactPersonId;
    if (contactPersonId !== null) {
      const [person] = await tx
        .select({ id: contactPeople.id })
        .from(contactPeople)
        .where(eq(contactPeople.id, contactPersonId));
      if (!person)
        throw new HttpError(
          400,
          'validation',
          'Ungültige Eingabe bei „contactPersonId“: Diese Ansprechperson gibt es nicht.',
          { contactPersonId: 'Diese Ansprechperson gibt es nicht.' },
        );
    }
    await tx.update(momentsSettings).set({ contactPersonId }).where(eq(momentsSettings.id, id));
  },
});

export const momentsResources = [momentsResource, momentsSettingsResource];
