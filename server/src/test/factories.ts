import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { communes, contactPeople, faculties, serviceAreas, users } from '../db/schema/index.ts';

let sequence = 0;
const next = () => ++sequence;

export type UserRow = typeof users.$inferSelect;

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      username: `nutzer${n}`,
      email: `nutzer${n}@kommune.example`,
      firstName: 'Erika',
      lastName: `Muster${n}`,
      confirmed: true,
      // A Redakteur is a NEW employee (decision 024); a test that wants the flag alone says so.
      ...(overrides.isEditor ? { isNewEmployee: true } : {}),
      ...overrides,
    })
    .returning();
  return row;
}

export async function buildContactPerson(db: Db, overrides: Partial<typeof contactPeople.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(contactPeople)
    .values({ firstname: 'Jonas', lastname: `Beispiel${n}`, email: `jonas${n}@new.example`, ...overrides })
    .returning();
  return row;
}

export async function buildCommune(db: Db, overrides: Partial<typeof communes.$inferInsert> = {}) {
  const n = next();
  const partner = await buildContactPerson(db, { customTitle: 'Kommunalbetreuer' });
  const [row] = await db
    .insert(communes)
    .values({
      name: `Musterstadt ${n}`,
      kommunalPartnerId: partner.id,
      latitude: 51.2,
      longitude: 6.4,
      ...overrides,
    })
    .returning();
  return row;
}

export async function buildServiceArea(db: Db, overrides: Partial<typeof serviceAreas.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(serviceAreas)
    .values({ title: `Fachbereich ${n}`, sortOrder: n, content1: '**Inhalt**', ...overrides })
    .returning();
  return row;
}

export async function buildFaculty(db: Db, name: string, selectable = true) {
  const [row] = await db.insert(faculties).values({ name, selectable }).onConflictDoNothing().returning();
  return row;
}

/**
 * The cookie header of a fresh session for the user, under both names the server may read (`__Host-`
 * prefixed when PUBLIC_URL is https), so it works whatever the test's PUBLIC_URL.
 */
export async function sessionCookie(db: Db, user: UserRow): Promise<string> {
  const token = await createSession(db, user.id);
  return `${SESSION_COOKIE}=${token}; __Host-${SESSION_COOKIE}=${token}`;
}
