import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
import { isLive } from '../../lib/publication.ts';

export type FundRow = typeof foerdermittel.$inferSelect;
export type ThemaRow = typeof foerderthemen.$inferSelect;

/** Open-ended programmes (no Frist) come last. */
export async function listFunds(db: Db): Promise<FundRow[]> {
  return db
    .select()
    .from(foerdermittel)
    .orderBy(sql`${foerdermittel.frist} asc nulls last`, asc(foerdermittel.id));
}

export async function findFund(db: Db, id: number): Promise<FundRow | null> {
  const [row] = await db.select().from(foerdermittel).where(eq(foerdermittel.id, id));
  return row ?? null;
}

/** Everything a programme links to: topics, contacts, services and sub-services, for many at once. */
export async function linksOfFunds(db: Db, fundIds: number[]) {
  const [themen, topicLinks, persons, linkedServices, linkedSubServices] = await Promise.all([
    db.select().from(foerderthemen).orderBy(asc(foerderthemen.sortOrder), asc(foerderthemen.id)),
    db.select().from(foerdermittelThemen).where(inArray(foerdermittelThemen.foerdermittelId, fundIds)),
    db
      .select({ fundId: foerdermittelPersons.foerdermittelId, person: contactPeople })
      .from(foerdermittelPersons)
      .innerJoin(contactPeople, eq(contactPeople.id, foerdermittelPersons.contactPersonId))
      .where(inArray(foerdermittelPersons.foerdermittelId, fundIds))
      .orderBy(asc(foerdermittelPersons.sortOrder), asc(contactPeople.id)),
    db
      .select({
        fundId: foerdermittelServices.foerdermittelId,
        id: services.id,
        title: services.title,
        serviceAreaId: services.serviceAreaId,
        requiredFlag: services.requiredFlag,
      })
      .from(foerdermittelServices)
      .innerJoin(services, eq(services.id, foerdermittelServices.serviceId))
      .where(and(inArray(foerdermittelServices.foerdermittelId, fundIds), isLive(services.publishedAt)))
      .orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select({
        fundId: foerdermittelSubServices.foerdermittelId,
        id: subServices.id,
        title: subServices.title,
        requiredFlag: subServices.requiredFlag,
        serviceId: services.id,
        serviceAreaId: services.serviceAreaId,
        serviceRequiredFlag: services.requiredFlag,
      })
      .from(foerdermittelSubServices)
      .innerJoin(subServices, eq(subServices.id, foerdermittelSubServices.subServiceId))
      .innerJoin(services, eq(services.id, subServices.serviceId))
      .where(
        and(
          inArray(foerdermittelSubServices.foerdermittelId, fundIds),
          isLive(subServices.publishedAt),
          isLive(services.publishedAt),
        ),
      )
      .orderBy(asc(subServices.sortOrder), asc(subServices.id)),
  ]);
  return { themen, topicLinks, persons, services: linkedServices, subServices: linkedSubServices };
}

export type FundLinks = Awaited<ReturnType<typeof linksOfFunds>>;
