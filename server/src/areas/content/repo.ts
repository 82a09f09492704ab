import { asc, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  aboutUs,
  constructionProjects,
  contactPeople,
  faqEntries,
  newCompanies,
  newCompanyPersons,
  serviceAreaPersons,
  serviceAreas,
  servicePersons,
  services,
  subServicePersons,
  subServices,
} from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';

export type PersonRow = typeof contactPeople.$inferSelect;
/** Every person link table has the same shape (ownerId, contactPersonId, sortOrder). */
type PersonLinkTable = typeof serviceAreaPersons;

/** `_limit`: absent, 0 or -1 means all, a positive number the first n. */
function limited<T extends PgSelect>(query: T, limit?: number) {
  return limit && limit > 0 ? query.limit(limit) : query;
}

export async function listServiceAreas(db: Db) {
  return db.select().from(serviceAreas).orderBy(asc(serviceAreas.sortOrder), asc(serviceAreas.id));
}

export async function listServices(db: Db) {
  return db
    .select()
    .from(services)
    .where(isLive(services.publishedAt))
    .orderBy(asc(services.sortOrder), asc(services.title), asc(services.id));
}

export async function listSubServices(db: Db) {
  return db
    .select()
    .from(subServices)
    .where(isLive(subServices.publishedAt))
    .orderBy(asc(subServices.sortOrder), asc(subServices.title), asc(subServices.id));
}

/** Persons per owner in their link-table order; all owners when `ownerIds` is not given. */
async function personsByOwner(db: Db, table: PersonLinkTable, ownerIds?: number[]) {
  const byOwner = new Map<number, PersonRow[]>();
  if (ownerIds?.length === 0) return byOwner;
  const query = db
    .select({ ownerId: table.ownerId, person: contactPeople })
    .from(table)
    .innerJoin(contactPeople, eq(contactPeople.id, table.contactPersonId))
    .orderBy(asc(table.ownerId), asc(table.sortOrder), asc(contactPeople.id));
  const rows = ownerIds ? await query.where(inArray(table.ownerId, ownerIds)) : await query;
  for (const row of rows) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push(row.person);
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

export const serviceAreaPersonsByOwner = (db: Db) => personsByOwner(db, serviceAreaPersons);
export const servicePersonsByOwner = (db: Db) => personsByOwner(db, servicePersons);
export const subServicePersonsByOwner = (db: Db) => personsByOwner(db, subServicePersons);
export const newCompanyPersonsByOwner = (db: Db, ids: number[]) => personsByOwner(db, newCompanyPersons, ids);

export async function listNewCompanies(db: Db, limit?: number) {
  return limited(
    db.select().from(newCompanies).orderBy(asc(newCompanies.sortOrder), asc(newCompanies.id)).$dynamic(),
    limit,
  );
}

export async function findNewCompany(db: Db, id: number) {
  const [row] = await db.select().from(newCompanies).where(eq(newCompanies.id, id));
  return row ?? null;
}

/** The about page is a single row; the oldest wins should there be more. */
export async function findAboutUs(db: Db) {
  const [row] = await db.select().from(aboutUs).orderBy(asc(aboutUs.id)).limit(1);
  return row ?? null;
}

export async function listContactPeople(db: Db, limit?: number) {
  return limited(
    db
      .select()
      .from(contactPeople)
      .orderBy(asc(contactPeople.lastname), asc(contactPeople.firstname), asc(contactPeople.id))
      .$dynamic(),
    limit,
  );
}

export async function listConstructionProjects(db: Db) {
  return db
    .select()
    .from(constructionProjects)
    .orderBy(asc(constructionProjects.startDate), asc(constructionProjects.id));
}

export async function listFaq(db: Db) {
  return db
    .select()
    .from(faqEntries)
    .where(isLive(faqEntries.publishedAt))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id));
}

export async function navigationServiceAreas(db: Db) {
  return db
    .select({ id: serviceAreas.id, title: serviceAreas.title, icon: serviceAreas.icon })
    .from(serviceAreas)
    .orderBy(asc(serviceAreas.sortOrder), asc(serviceAreas.id));
}

export async function faqExists(db: Db) {
  const rows = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(isLive(faqEntries.publishedAt))
    .limit(1);
  return rows.length > 0;
}
