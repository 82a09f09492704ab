import type { BackofficeListQuery } from '@kp/contract/backoffice';
import { type ConcessionTopicInput, ConcessionTopicInputSchema } from '@kp/contract/concessions-backoffice';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type ListOptions, listConditions, listOrder } from '../../backoffice/list.ts';
import { defineResource, type Tx } from '../../backoffice/resource.ts';
import { tableWrites } from '../../backoffice/table-writes.ts';
import type { Db } from '../../db/client.ts';
import { communes, concessionTopicEntries, concessionTopics, serviceAreas } from '../../db/schema/index.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { editableText } from '../../lib/rich-text.ts';

/**
 * Concession topics with their history entries in the back office (decision 019, spec 02 §3). The
 * portal shows them read-only (employees and communes, spec 02 §2); editors keep them here. A topic and its
 * entries are one form, so every version keeps the whole history. Writes invalidate the commune
 * dashboards' `concession-topics` topic (the topic list itself is read from the database each time).
 */
const TOPICS = ['concession-topics'] as const;

/** `id` filters (one id or a list) serve react-admin's getMany and reference fields. */
function idFilter(column: typeof concessionTopics.id) {
  return (value: unknown): SQL | undefined => {
    const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
    if (ids.length === 0) throw badRequest('Der Filter „id“ nennt keine Nummer.', 'unknown_filter');
    return inArray(column, ids);
  };
}

const LIST_OPTIONS: ListOptions = {
  id: concessionTopics.id,
  search: [concessionTopics.themaId, concessionTopics.vertrag, communes.name],
  sortable: {
    vertrag: concessionTopics.vertrag,
    themaId: concessionTopics.themaId,
    communeName: communes.name,
    updatedAt: concessionTopics.updatedAt,
    archiviert: concessionTopics.archiviert,
    id: concessionTopics.id,
  },
  defaultSort: { column: concessionTopics.updatedAt, order: 'DESC' },
  filters: {
    id: idFilter(concessionTopics.id),
    communeId: (value) =>
      value === undefined || value === null || value === ''
        ? undefined
        : eq(concessionTopics.communeId, Number(value)),
    archiviert: (value) =>
      value === undefined || value === null || value === ''
        ? undefined
        : eq(concessionTopics.archiviert, value === true || value === 'true'),
  },
};

async function listTopics(db: Db, query: BackofficeListQuery) {
  const where = listConditions(query, LIST_OPTIONS);
  const entryCount =
    sql<number>`(select count(*) from ${concessionTopicEntries} where ${concessionTopicEntries.topicId} = ${concessionTopics.id})`.mapWith(
      Number,
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: concessionTopics.id,
        themaId: concessionTopics.themaId,
        vertrag: concessionTopics.vertrag,
        communeId: concessionTopics.communeId,
        communeName: communes.name,
        serviceAreaId: concessionTopics.serviceAreaId,
        serviceAreaTitle: serviceAreas.title,
        archiviert: concessionTopics.archiviert,
        updatedAt: concessionTopics.updatedAt,
        entries: entryCount,
      })
      .from(concessionTopics)
      .innerJoin(communes, eq(communes.id, concessionTopics.communeId))
      .leftJoin(serviceAreas, eq(serviceAreas.id, concessionTopics.serviceAreaId))
      .where(where)
      .orderBy(...listOrder(query, LIST_OPTIONS))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ value: count() })
      .from(concessionTopics)
      .innerJoin(communes, eq(communes.id, concessionTopics.communeId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: total?.value ?? 0,
  };
}

async function readTopic(db: Tx, id: number): Promise<(ConcessionTopicInput & { id: number }) | null> {
  const [row] = await db.select().from(concessionTopics).where(eq(concessionTopics.id, id));
  if (!row) return null;
  const entries = await db
    .select()
    .from(concessionTopicEntries)
    .where(eq(concessionTopicEntries.topicId, id))
    .orderBy(desc(concessionTopicEntries.datum), desc(concessionTopicEntries.id));
  return {
    id: row.id,
    themaId: row.themaId,
    communeId: row.communeId,
    vertrag: row.vertrag,
    serviceAreaId: row.serviceAreaId,
    archiviert: row.archiviert,
    entries: entries.map((entry) => ({
      id: entry.id,
      datum: entry.datum.toISOString(),
      details: editableText(entry.details),
      active: entry.active,
    })),
  };
}

/** The references a topic names must exist, and its Themen-ID is its key (unique). */
async function checkReferences(tx: Tx, input: ConcessionTopicInput, id: number | null) {
  const [commune] = await tx
    .select({ id: communes.id })
    .from(communes)
    .where(eq(communes.id, input.communeId));
  if (!commune) throw fieldError('communeId', 'Diese Kommune gibt es nicht.');
  if (input.serviceAreaId !== null) {
    const [area] = await tx
      .select({ id: serviceAreas.id })
      .from(serviceAreas)
      .where(eq(serviceAreas.id, input.serviceAreaId));
    if (!area) throw fieldError('serviceAreaId', 'Diesen Leistungsbereich gibt es nicht.');
  }
  const [taken] = await tx
    .select({ id: concessionTopics.id })
    .from(concessionTopics)
    .where(
      and(eq(concessionTopics.themaId, input.themaId), id === null ? undefined : ne(concessionTopics.id, id)),
    );
  if (taken) throw fieldError('themaId', 'Diese Themen-ID hat schon ein anderes Konzessionsthema.');
}

const topicValues = (input: ConcessionTopicInput) => ({
  themaId: input.themaId,
  communeId: input.communeId,
  vertrag: input.vertrag,
  serviceAreaId: input.serviceAreaId,
  archiviert: input.archiviert,
  updatedAt: new Date(),
});
const topicWrites = tableWrites(concessionTopics, concessionTopics.id, topicValues, { remove: true });

/**
 * Writes the topic's history as the form has it: entries it still names keep their id and are updated,
 * new ones (no id, or an id of another topic, e.g. from a restored version) are added, the rest removed.
 */
async function writeEntries(tx: Tx, topicId: number, entries: ConcessionTopicInput['entries']) {
  const stored = await tx
    .select({ id: concessionTopicEntries.id })
    .from(concessionTopicEntries)
    .where(eq(concessionTopicEntries.topicId, topicId));
  const storedIds = new Set(stored.map((row) => row.id));
  const kept = new Set<number>();
  for (const entry of entries) {
    const values = { datum: new Date(entry.datum), details: entry.details, active: entry.active };
    if (entry.id && storedIds.has(entry.id) && !kept.has(entry.id)) {
      kept.add(entry.id);
      await tx.update(concessionTopicEntries).set(values).where(eq(concessionTopicEntries.id, entry.id));
    } else {
      await tx.insert(concessionTopicEntries).values({ topicId, ...values });
    }
  }
  const removed = [...storedIds].filter((id) => !kept.has(id));
  if (removed.length)
    await tx.delete(concessionTopicEntries).where(inArray(concessionTopicEntries.id, removed));
}

const topics = defineResource({
  name: 'concession-topics',
  label: 'Das Konzessionsthema',
  input: ConcessionTopicInputSchema,
  topics: TOPICS,
  titleOf: (entry) => `${entry.vertrag} (${entry.themaId})`,
  list: listTopics,
  read: readTopic,
  lock: topicWrites.lock,
  async create(tx, input, user) {
    await checkReferences(tx, input, null);
    const id = await topicWrites.create(tx, input, user);
    await writeEntries(tx, id, input.entries);
    return id;
  },
  async update(tx, id, input, user) {
    await checkReferences(tx, input, id);
    await topicWrites.update(tx, id, input, user);
    await writeEntries(tx, id, input.entries);
  },
  /** Deleting a topic removes its history; archiving (Archiviert) keeps it visible as archived. */
  remove: topicWrites.remove,
});

export const concessionResources = [topics];
