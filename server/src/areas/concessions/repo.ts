import { and, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { CommuneScope } from '../../auth/commune-scope.ts';
import type { Db } from '../../db/client.ts';
import {
  communes,
  concessionDocuments,
  concessionTopicEntries,
  concessionTopics,
  serviceAreas,
} from '../../db/schema/index.ts';

type CommuneColumn = typeof concessionTopics.communeId | typeof concessionDocuments.communeId;
const inScope = (column: CommuneColumn, scope: CommuneScope): SQL | undefined =>
  scope.all ? undefined : eq(column, scope.communeId);

/**
 * Whether a topic of the query counts as new: one of its entries is active (spec 02 §2). The topic list and
 * the commune dashboard's topic card both mark it so.
 */
export const topicIsNew = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(concessionTopicEntries)
      .where(
        and(eq(concessionTopicEntries.topicId, concessionTopics.id), eq(concessionTopicEntries.active, true)),
      ),
  ).mapWith(Boolean);

/** The topics in a scope, archived ones too, with the newest entry's markdown and whether one is active. */
export async function listTopics(db: Db, scope: CommuneScope) {
  const newest = db
    .select({ details: concessionTopicEntries.details })
    .from(concessionTopicEntries)
    .where(eq(concessionTopicEntries.topicId, concessionTopics.id))
    .orderBy(desc(concessionTopicEntries.datum), desc(concessionTopicEntries.id))
    .limit(1);
  return db
    .select({
      id: concessionTopics.id,
      themaId: concessionTopics.themaId,
      vertrag: concessionTopics.vertrag,
      archiviert: concessionTopics.archiviert,
      updatedAt: concessionTopics.updatedAt,
      communeName: communes.name,
      serviceAreaId: serviceAreas.id,
      serviceAreaTitle: serviceAreas.title,
      details: sql<string | null>`(${newest})`,
      active: topicIsNew(db),
    })
    .from(concessionTopics)
    .innerJoin(communes, eq(communes.id, concessionTopics.communeId))
    .leftJoin(serviceAreas, eq(serviceAreas.id, concessionTopics.serviceAreaId))
    .where(inScope(concessionTopics.communeId, scope));
}

export type TopicListRow = Awaited<ReturnType<typeof listTopics>>[number];

/** Whether the topic exists within the scope (another commune's topic is as missing as an unknown one). */
export async function topicInScope(db: Db, id: number, scope: CommuneScope): Promise<boolean> {
  const [row] = await db
    .select({ id: concessionTopics.id })
    .from(concessionTopics)
    .where(and(eq(concessionTopics.id, id), inScope(concessionTopics.communeId, scope)))
    .limit(1);
  return row !== undefined;
}

/** A topic's entries, newest first. */
export async function topicEntries(db: Db, topicId: number) {
  return db
    .select()
    .from(concessionTopicEntries)
    .where(eq(concessionTopicEntries.topicId, topicId))
    .orderBy(desc(concessionTopicEntries.datum), desc(concessionTopicEntries.id));
}

export type TopicEntryRow = Awaited<ReturnType<typeof topicEntries>>[number];

/** Every document in a scope with its commune's name, in no particular order (the service sorts). */
export async function listDocuments(db: Db, scope: CommuneScope) {
  return db
    .select({ document: concessionDocuments, communeName: communes.name })
    .from(concessionDocuments)
    .innerJoin(communes, eq(communes.id, concessionDocuments.communeId))
    .where(inScope(concessionDocuments.communeId, scope));
}

export type DocumentListRow = Awaited<ReturnType<typeof listDocuments>>[number];

/** One document by its DMS id, only within the scope. */
export async function documentInScope(db: Db, osId: string, scope: CommuneScope) {
  const [row] = await db
    .select()
    .from(concessionDocuments)
    .where(and(eq(concessionDocuments.osId, osId), inScope(concessionDocuments.communeId, scope)))
    .limit(1);
  return row ?? null;
}

export type DocumentRow = typeof concessionDocuments.$inferSelect;
