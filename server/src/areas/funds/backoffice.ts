import {
  type FundingProgrammeData,
  FundingProgrammeInputSchema,
  type FundingTopicInput,
  FundingTopicInputSchema,
} from '@kp/contract/funds-backoffice';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lockRow } from '../../backoffice/helpers.ts';
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
import {
  contactPeople,
  foerdermittel,
  foerdermittelPersons,
  foerdermittelServices,
  foerdermittelSubServices,
  foerdermittelThemen,
  foerderthemen,
  services,
  subServices,
} from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { publishedAtOf } from '../../lib/publication.ts';
import { editableTextOrNull } from '../../lib/rich-text.ts';

/**
 * Funding in the back office (decision 019): topics (Förderthemen) and programmes (Fördermittel) with every
 * field of spec 01 §3 and their links. No reader cache holds funding: the reader's list and detail are read per
 * request (funds/repo.ts, filtered with isLive), so a save is seen at once and `topics` stays empty.
 */

const invalid = (fields: Record<string, string>) => {
  const [first] = Object.entries(fields);
  return new HttpError(400, 'validation', `Ungültige Eingabe bei „${first[0]}“: ${first[1]}`, fields);
};

/** Refuses links to entries that do not exist (400 naming the field), before anything is written. */
async function checkLinks(tx: Tx, data: FundingProgrammeData) {
  const missing = async (table: PgTable, id: PgColumn, wanted: number[]) => {
    if (!wanted.length) return false;
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(inArray(id, [...new Set(wanted)]));
    return (row?.n ?? 0) < new Set(wanted).size;
  };
  const fields: Record<string, string> = {};
  if (data.foerderthemaId !== null && (await missing(foerderthemen, foerderthemen.id, [data.foerderthemaId])))
    fields.foerderthemaId = 'Dieses Förderthema gibt es nicht.';
  if (await missing(foerderthemen, foerderthemen.id, data.themaIds))
    fields.themaIds = 'Ein gewähltes Förderthema gibt es nicht.';
  if (await missing(contactPeople, contactPeople.id, data.personIds))
    fields.personIds = 'Eine gewählte Ansprechperson gibt es nicht.';
  if (await missing(services, services.id, data.serviceIds))
    fields.serviceIds = 'Eine gewählte Leistung gibt es nicht.';
  if (await missing(subServices, subServices.id, data.subServiceIds))
    fields.subServiceIds = 'Eine gewählte Unterleistung gibt es nicht.';
  if (Object.keys(fields).length) throw invalid(fields);
}

function columnsOf(data: FundingProgrammeData) {
  return {
    foerdertitel: data.foerdertitel,
    untertitel: data.untertitel,
    frist: data.frist,
    aufruf: data.aufruf,
    foerderthemaId: data.foerderthemaId,
    antragsberechtigt: data.antragsberechtigt.map((item) => item.Beschreibung),
    beihilfekategorie: data.beihilfekategorie,
    foerdergegenstaende: data.foerdergegenstaende.map((item) => item.Wert),
    foerderhoehe: data.foerderhoehe.map((item) => item.Wert),
    hinweis: data.hinweis,
    ansprechpartner: data.ansprechpartner,
    links: data.links.map(({ Url, Titel }) => ({ Url, Titel })),
    foerdermittelgeber: data.foerdermittelgeber.map((funder) => ({
      Titel: funder.Titel,
      Link: funder.Link,
      Logo: funder.LogoUrl ? { url: funder.LogoUrl, caption: funder.LogoAlt } : null,
    })),
    publishedAt: publishedAtOf(data),
  };
}

async function writeLinks(tx: Tx, id: number, data: FundingProgrammeData) {
  // One after another: a transaction has one connection.
  await tx.delete(foerdermittelThemen).where(eq(foerdermittelThemen.foerdermittelId, id));
  await tx.delete(foerdermittelPersons).where(eq(foerdermittelPersons.foerdermittelId, id));
  await tx.delete(foerdermittelServices).where(eq(foerdermittelServices.foerdermittelId, id));
  await tx.delete(foerdermittelSubServices).where(eq(foerdermittelSubServices.foerdermittelId, id));
  if (data.themaIds.length)
    await tx
      .insert(foerdermittelThemen)
      .values(data.themaIds.map((themaId) => ({ foerdermittelId: id, themaId })));
  if (data.personIds.length)
    await tx.insert(foerdermittelPersons).values(
      data.personIds.map((contactPersonId, sortOrder) => ({
        foerdermittelId: id,
        contactPersonId,
        sortOrder,
      })),
    );
  if (data.serviceIds.length)
    await tx
      .insert(foerdermittelServices)
      .values(data.serviceIds.map((serviceId) => ({ foerdermittelId: id, serviceId })));
  if (data.subServiceIds.length)
    await tx
      .insert(foerdermittelSubServices)
      .values(data.subServiceIds.map((subServiceId) => ({ foerdermittelId: id, subServiceId })));
}

/** The programme lists the topic among its topics (foerdermittel_themen). */
const usesTopic = (themaId: number) =>
  sql`exists (select 1 from ${foerdermittelThemen} where ${foerdermittelThemen.foerdermittelId} = ${foerdermittel.id} and ${foerdermittelThemen.themaId} = ${themaId})`;

/** Funding programmes (spec 01 §3 Foerdermittel), drafts and scheduled ones included. */
export const fundingProgrammes = defineResource({
  name: 'funding-programmes',
  label: 'Die Fördermöglichkeit',
  input: FundingProgrammeInputSchema,
  topics: [],
  titleOf: (entry) => String(entry.foerdertitel),
  list: (db, query) =>
    listTable(
      db,
      foerdermittel,
      query,
      {
        id: foerdermittel.id,
        search: [foerdermittel.foerdertitel, foerdermittel.untertitel, foerdermittel.beihilfekategorie],
        sortable: {
          id: foerdermittel.id,
          foerdertitel: foerdermittel.foerdertitel,
          frist: foerdermittel.frist,
          createdAt: foerdermittel.createdAt,
          publishedAt: foerdermittel.publishedAt,
        },
        defaultSort: { column: foerdermittel.createdAt, order: 'DESC' },
        filters: {
          id: idFilter(foerdermittel.id),
          status: publicationFilter(foerdermittel.publishedAt),
          themaId: (value) => {
            const themaId = Number(value);
            if (value === '' || value == null || !Number.isInteger(themaId)) return undefined;
            return or(eq(foerdermittel.foerderthemaId, themaId), usesTopic(themaId));
          },
        },
      },
      (row) => {
        const fund = row as typeof foerdermittel.$inferSelect;
        return {
          id: fund.id,
          foerdertitel: fund.foerdertitel,
          untertitel: fund.untertitel,
          frist: fund.frist,
          foerderthemaId: fund.foerderthemaId,
          createdAt: fund.createdAt.toISOString(),
          ...publicationColumnsOf(fund.publishedAt),
        };
      },
    ),
  async read(db, id) {
    const [row] = await db.select().from(foerdermittel).where(eq(foerdermittel.id, id));
    if (!row) return null;
    // One after another: a read may run inside the save's transaction, which has one connection.
    const themen = await db
      .select({ id: foerdermittelThemen.themaId })
      .from(foerdermittelThemen)
      .where(eq(foerdermittelThemen.foerdermittelId, id))
      .orderBy(asc(foerdermittelThemen.themaId));
    const persons = await db
      .select({ id: foerdermittelPersons.contactPersonId })
      .from(foerdermittelPersons)
      .where(eq(foerdermittelPersons.foerdermittelId, id))
      .orderBy(asc(foerdermittelPersons.sortOrder), asc(foerdermittelPersons.contactPersonId));
    const linkedServices = await db
      .select({ id: foerdermittelServices.serviceId })
      .from(foerdermittelServices)
      .where(eq(foerdermittelServices.foerdermittelId, id))
      .orderBy(asc(foerdermittelServices.serviceId));
    const linkedSubServices = await db
      .select({ id: foerdermittelSubServices.subServiceId })
      .from(foerdermittelSubServices)
      .where(eq(foerdermittelSubServices.foerdermittelId, id))
      .orderBy(asc(foerdermittelSubServices.subServiceId));
    return {
      id: row.id,
      foerdertitel: row.foerdertitel,
      untertitel: row.untertitel,
      frist: row.frist,
      aufruf: row.aufruf,
      foerderthemaId: row.foerderthemaId,
      themaIds: themen.map((t) => t.id),
      antragsberechtigt: row.antragsberechtigt.map((Beschreibung) => ({ Beschreibung })),
      beihilfekategorie: row.beihilfekategorie,
      foerdergegenstaende: row.foerdergegenstaende.map((Wert) => ({ Wert })),
      foerderhoehe: row.foerderhoehe.map((Wert) => ({ Wert })),
      hinweis: editableTextOrNull(row.hinweis),
      ansprechpartner: row.ansprechpartner,
      links: row.links.map(({ Url, Titel }) => ({ Url, Titel })),
      foerdermittelgeber: row.foerdermittelgeber.map((funder) => ({
        Titel: funder.Titel,
        Link: funder.Link,
        LogoUrl: funder.Logo?.url ?? null,
        LogoAlt: funder.Logo?.caption ?? null,
      })),
      personIds: persons.map((p) => p.id),
      serviceIds: linkedServices.map((s) => s.id),
      subServiceIds: linkedSubServices.map((s) => s.id),
      ...publicationFieldsOf(row.publishedAt),
      createdAt: row.createdAt.toISOString(),
    };
  },
  lock: (tx, id) => lockRow(tx, foerdermittel, foerdermittel.id, id),
  async create(tx, input) {
    const data = input as unknown as FundingProgrammeData;
    await checkLinks(tx, data);
    const [row] = await tx
      .insert(foerdermittel)
      .values({ ...columnsOf(data), createdAt: new Date() })
      .returning({ id: foerdermittel.id });
    await writeLinks(tx, row.id, data);
    return row.id;
  },
  async update(tx, id, input) {
    const data = input as unknown as FundingProgrammeData;
    await checkLinks(tx, data);
    const columns = columnsOf(data);
    await tx.update(foerdermittel).set(columns).where(eq(foerdermittel.id, id));
    await writeLinks(tx, id, data);
    await withdrawUnlessLive(tx, 'foerdermittel', id, columns.publishedAt);
  },
  /** Deleting takes the programme and its links away; to hide it for a while, set it back to draft. */
  async remove(tx, id) {
    await withdrawUnlessLive(tx, 'foerdermittel', id, null);
    await tx.delete(foerdermittel).where(eq(foerdermittel.id, id));
  },
});

const topicWrites = tableWrites(foerderthemen, foerderthemen.id, (input: FundingTopicInput) => {
  const data = input as Required<FundingTopicInput>;
  return { titel: data.titel, bilder: data.bilder, sortOrder: data.sortOrder };
});

/** Funding topics (Förderthemen): the chips of the funding page and the pictures of their programmes. */
export const fundingTopics = defineResource({
  name: 'funding-topics',
  label: 'Das Förderthema',
  input: FundingTopicInputSchema,
  topics: [],
  titleOf: (entry) => String(entry.titel),
  list: (db, query) =>
    listTable(
      db,
      foerderthemen,
      query,
      {
        id: foerderthemen.id,
        search: [foerderthemen.titel],
        sortable: { id: foerderthemen.id, titel: foerderthemen.titel, sortOrder: foerderthemen.sortOrder },
        defaultSort: { column: foerderthemen.sortOrder, order: 'ASC' },
        filters: { id: idFilter(foerderthemen.id) },
      },
      (row) => {
        const topic = row as typeof foerderthemen.$inferSelect;
        return {
          id: topic.id,
          titel: topic.titel,
          sortOrder: topic.sortOrder,
          bilder: topic.bilder.length,
        };
      },
    ),
  async read(db, id) {
    const [row] = await db.select().from(foerderthemen).where(eq(foerderthemen.id, id));
    if (!row) return null;
    return {
      id: row.id,
      titel: row.titel,
      bilder: row.bilder.map((image) => ({ url: image.url, caption: image.caption ?? '' })),
      sortOrder: row.sortOrder,
    };
  },
  lock: topicWrites.lock,
  async create(tx, input, user) {
    await uniqueTitle(tx, input.titel);
    return topicWrites.create(tx, input, user);
  },
  async update(tx, id, input, user) {
    await uniqueTitle(tx, input.titel, id);
    await topicWrites.update(tx, id, input, user);
  },
  /** A topic that programmes use stays: the funding page would lose their pictures and chips. */
  async remove(tx, id) {
    const [used] = await tx
      .select({ n: count() })
      .from(foerdermittel)
      .where(or(eq(foerdermittel.foerderthemaId, id), usesTopic(id)));
    const n = used?.n ?? 0;
    if (n > 0)
      throw conflict(
        `Das Förderthema wird von ${n === 1 ? 'einer Fördermöglichkeit' : `${n} Fördermöglichkeiten`} verwendet. ` +
          'Entfernen Sie es dort zuerst.',
        'in_use',
      );
    await tx.delete(foerderthemen).where(eq(foerderthemen.id, id));
  },
});

async function uniqueTitle(tx: Tx, titel: string, id?: number) {
  const [same] = await tx
    .select({ id: foerderthemen.id })
    .from(foerderthemen)
    .where(
      and(
        sql`lower(${foerderthemen.titel}) = lower(${titel})`,
        id === undefined ? undefined : ne(foerderthemen.id, id),
      ),
    );
  if (same) throw invalid({ titel: 'Ein Förderthema mit diesem Titel gibt es schon.' });
}

export const fundsResources = [fundingTopics, fundingProgrammes];
