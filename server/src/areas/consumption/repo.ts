import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communeFundingServices,
  communeProfiles,
  communes,
  consumptionValues,
  feedInValues,
  serviceAreas,
  services,
} from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';

export async function communeNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: communes.name }).from(communes);
  return rows.map((row) => row.name);
}

/** What the consumption page shows of the commune itself: residents and the date of the last import. */
export async function communeFacts(db: Db, communeId: number) {
  const [row] = await db
    .select({
      einwohner: communes.einwohner,
      importDate: communeProfiles.consumptionImportedOn,
    })
    .from(communes)
    .leftJoin(communeProfiles, eq(communeProfiles.communeId, communes.id))
    .where(eq(communes.id, communeId));
  return row ?? { einwohner: null, importDate: null };
}

export type ConsumptionRow = { year: number; carrier: string; sector: string; tariff: string; mwh: number };

/** Consumption summed per year, carrier, sector and tariff (an import may hold several rows of one). */
export async function consumptionOf(db: Db, communeId: number): Promise<ConsumptionRow[]> {
  return db
    .select({
      year: consumptionValues.year,
      carrier: consumptionValues.carrier,
      sector: consumptionValues.sector,
      tariff: consumptionValues.tariff,
      mwh: sql<number>`sum(${consumptionValues.mwh})`.mapWith(Number),
    })
    .from(consumptionValues)
    .where(eq(consumptionValues.communeId, communeId))
    .groupBy(
      consumptionValues.year,
      consumptionValues.carrier,
      consumptionValues.sector,
      consumptionValues.tariff,
    );
}

export type FeedInRow = { year: number; source: string; mwh: number };

export async function feedInOf(db: Db, communeId: number): Promise<FeedInRow[]> {
  return db
    .select({ year: feedInValues.year, source: feedInValues.source, mwh: feedInValues.mwh })
    .from(feedInValues)
    .where(eq(feedInValues.communeId, communeId));
}

/** The commune's 'Aktuelle Fördermöglichkeiten': services in their set order, with their area's header image. */
export async function fundingServicesOf(db: Db, communeId: number) {
  return db
    .select({
      id: services.id,
      title: services.title,
      serviceAreaId: services.serviceAreaId,
      content1: services.content1,
      images: services.images,
      requiredFlag: services.requiredFlag,
      headerImageUrl: serviceAreas.headerImageUrl,
    })
    .from(communeFundingServices)
    .innerJoin(services, eq(services.id, communeFundingServices.serviceId))
    .innerJoin(serviceAreas, eq(serviceAreas.id, services.serviceAreaId))
    .where(and(eq(communeFundingServices.communeId, communeId), isLive(services.publishedAt)))
    .orderBy(asc(communeFundingServices.sort), asc(services.id));
}

export type FundingServiceRow = Awaited<ReturnType<typeof fundingServicesOf>>[number];
