import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communeProfiles,
  communes,
  concessionTopics,
  consultationRequests,
  consumptionValues,
  contracts,
  feedInValues,
  serviceAreas,
  services,
} from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';
import { topicIsNew } from '../concessions/index.ts';

/** The title of the service the Quartiersentwicklung card links to (spec 02 §2). */
export const QUARTIERSENTWICKLUNG_TITLE = 'Quartiersentwicklung';

/** Residents and the mayor of commune_profiles (a commune may have no profile yet). */
export async function communeAndMayor(db: Db, communeId: number) {
  const [row] = await db
    .select({
      einwohner: communes.einwohner,
      mayorName: communeProfiles.mayorName,
      mayorPosition: communeProfiles.mayorPosition,
      mayorParty: communeProfiles.mayorParty,
      mayorBirthday: communeProfiles.mayorBirthday,
      mayorWebsite: communeProfiles.mayorWebsite,
      mayorPictureUrl: communeProfiles.mayorPictureUrl,
    })
    .from(communes)
    .leftJoin(communeProfiles, eq(communeProfiles.communeId, communes.id))
    .where(eq(communes.id, communeId));
  return row ?? null;
}

export type CommuneAndMayor = NonNullable<Awaited<ReturnType<typeof communeAndMayor>>>;

/** The latest year with consumption data, its consumption and its feed-in, or null without any data. */
export async function latestYearFigures(db: Db, communeId: number) {
  const [latest] = await db
    .select({
      year: consumptionValues.year,
      verbrauch: sql<number>`sum(${consumptionValues.mwh})`.mapWith(Number),
    })
    .from(consumptionValues)
    .where(eq(consumptionValues.communeId, communeId))
    .groupBy(consumptionValues.year)
    .orderBy(desc(consumptionValues.year))
    .limit(1);
  if (!latest) return null;
  const [feedIn] = await db
    .select({ einspeisung: sql<number>`coalesce(sum(${feedInValues.mwh}), 0)`.mapWith(Number) })
    .from(feedInValues)
    .where(and(eq(feedInValues.communeId, communeId), eq(feedInValues.year, latest.year)));
  return { year: latest.year, verbrauch: latest.verbrauch, einspeisung: feedIn?.einspeisung ?? 0 };
}

/** The commune's topics that are not archived, most recently updated first, each marked new or not. */
export async function latestTopics(db: Db, communeId: number, limit: number) {
  return db
    .select({
      id: concessionTopics.id,
      vertrag: concessionTopics.vertrag,
      updatedAt: concessionTopics.updatedAt,
      serviceArea: serviceAreas.title,
      isNew: topicIsNew(db),
    })
    .from(concessionTopics)
    .leftJoin(serviceAreas, eq(serviceAreas.id, concessionTopics.serviceAreaId))
    .where(and(eq(concessionTopics.communeId, communeId), eq(concessionTopics.archiviert, false)))
    .orderBy(desc(concessionTopics.updatedAt), desc(concessionTopics.id))
    .limit(limit);
}

/** When the commune's consultation requests came in, newest first. */
export async function requestDates(db: Db, communeId: number): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: consultationRequests.createdAt })
    .from(consultationRequests)
    .where(eq(consultationRequests.communeId, communeId))
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id));
  return rows.map((row) => row.createdAt);
}

/** The live service named Quartiersentwicklung (the first one, should there be several): its card links to it. */
export async function quartiersentwicklung(db: Db) {
  const [row] = await db
    .select({ serviceId: services.id, serviceAreaId: services.serviceAreaId })
    .from(services)
    .where(and(eq(services.title, QUARTIERSENTWICKLUNG_TITLE), isLive(services.publishedAt)))
    .orderBy(asc(services.id))
    .limit(1);
  return row ?? null;
}

const running = (communeId: number) => and(eq(contracts.communeId, communeId), eq(contracts.status, 'aktiv'));

/** The running (aktiv) contracts that end soonest; those without an end come last. */
export async function soonestRunningContracts(db: Db, communeId: number, limit: number) {
  return db
    .select({ gegenstand: contracts.gegenstand, ende: contracts.ende })
    .from(contracts)
    .where(running(communeId))
    .orderBy(sql`${contracts.ende} asc nulls last`, asc(contracts.gegenstand), asc(contracts.id))
    .limit(limit);
}

export async function runningContractCount(db: Db, communeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contracts).where(running(communeId));
  return row?.n ?? 0;
}
