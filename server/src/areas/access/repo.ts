import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  communeServiceAreas,
  communes,
  consumptionValues,
  contactPeople,
  faculties,
  serviceAreas,
  userFaculties,
  users,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserBySub(db: Db, sub: string) {
  const [row] = await db.select().from(users).where(eq(users.sub, sub));
  return row ?? null;
}

/** A user not yet linked to an SSO subject, matched by e-mail on their first sign-in. */
export async function findUnlinkedUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.sub)));
  return row ?? null;
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function usernameTaken(db: Db, username: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

/** The account that claims an address the provider never verified, signed in by another subject. */
export async function findUnverifiedHolderOfEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.emailVerified, false)));
  return row ?? null;
}

export async function emailTaken(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function facultiesOfUser(db: Db, userId: number) {
  return db
    .select({ name: faculties.name })
    .from(userFaculties)
    .innerJoin(faculties, eq(faculties.id, userFaculties.facultyId))
    .where(eq(userFaculties.userId, userId))
    .orderBy(asc(faculties.sortOrder), asc(faculties.name));
}

export async function selectableRoles(db: Db) {
  const rows = await db
    .select({ name: faculties.name })
    .from(faculties)
    .where(eq(faculties.selectable, true))
    .orderBy(asc(faculties.sortOrder), asc(faculties.name));
  return rows.map((r) => r.name);
}

/** The communes offered for registration and in the employees' commune list: not retired (decision 027). */
export async function communeNames(db: Db) {
  return db
    .select({ id: communes.id, name: communes.name })
    .from(communes)
    .where(isNull(communes.retiredAt))
    .orderBy(asc(communes.name));
}

/** Every commune with its three contact people and its service areas, for the user payload. */
export async function loadCommunes(db: Db) {
  const [rows, people, areas, consumption] = await Promise.all([
    db.select().from(communes).orderBy(asc(communes.id)),
    db.select().from(contactPeople),
    db
      .select({ communeId: communeServiceAreas.communeId, id: serviceAreas.id, title: serviceAreas.title })
      .from(communeServiceAreas)
      .innerJoin(serviceAreas, eq(serviceAreas.id, communeServiceAreas.serviceAreaId))
      .orderBy(asc(serviceAreas.sortOrder), asc(serviceAreas.id)),
    consumptionPerYear(db),
  ]);
  return { rows, people, areas, consumption };
}

/** Each commune's consumption sum (MWh) per year with data, newest year first. */
function consumptionPerYear(db: Db) {
  return db
    .select({
      communeId: consumptionValues.communeId,
      year: consumptionValues.year,
      mwh: sql<number>`sum(${consumptionValues.mwh})`.mapWith(Number),
    })
    .from(consumptionValues)
    .groupBy(consumptionValues.communeId, consumptionValues.year)
    .orderBy(asc(consumptionValues.communeId), desc(consumptionValues.year));
}
