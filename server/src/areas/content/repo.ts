import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactPeople, faqEntries, serviceAreaPersons, serviceAreas } from '../../db/schema/index.ts';

export async function listServiceAreas(db: Db, limit?: number) {
  const query = db.select().from(serviceAreas).orderBy(asc(serviceAreas.sortOrder), asc(serviceAreas.id));
  return limit && limit > 0 ? query.limit(limit) : query;
}

export async function findServiceArea(db: Db, id: number) {
  const [row] = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id));
  return row ?? null;
}

/** Persons in charge per service area, in their stated order. */
export async function personsOfServiceAreas(db: Db, serviceAreaIds: number[]) {
  if (serviceAreaIds.length === 0) return new Map<number, (typeof contactPeople.$inferSelect)[]>();
  const rows = await db
    .select({ serviceAreaId: serviceAreaPersons.ownerId, person: contactPeople })
    .from(serviceAreaPersons)
    .innerJoin(contactPeople, eq(contactPeople.id, serviceAreaPersons.contactPersonId))
    .where(inArray(serviceAreaPersons.ownerId, serviceAreaIds))
    .orderBy(asc(serviceAreaPersons.sortOrder), asc(contactPeople.id));
  const byArea = new Map<number, (typeof contactPeople.$inferSelect)[]>();
  for (const row of rows) {
    const list = byArea.get(row.serviceAreaId) ?? [];
    list.push(row.person);
    byArea.set(row.serviceAreaId, list);
  }
  return byArea;
}

export async function navigationServiceAreas(db: Db) {
  return db
    .select({ id: serviceAreas.id, title: serviceAreas.title, icon: serviceAreas.icon })
    .from(serviceAreas)
    .orderBy(asc(serviceAreas.sortOrder), asc(serviceAreas.id));
}

export async function faqExists(db: Db) {
  const rows = await db.select({ id: faqEntries.id }).from(faqEntries).limit(1);
  return rows.length > 0;
}
