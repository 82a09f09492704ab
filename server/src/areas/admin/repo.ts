import type { AdminUserStatus } from '@kp/contract/admin';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communes, faculties, userFaculties, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

const statusFilter: Record<AdminUserStatus, ReturnType<typeof and>> = {
  pending: and(eq(users.confirmed, false), isNull(users.rejectedAt), isNull(users.deactivatedAt)),
  confirmed: and(eq(users.confirmed, true), isNull(users.deactivatedAt)),
  rejected: and(isNotNull(users.rejectedAt), isNull(users.deactivatedAt)),
  deactivated: isNotNull(users.deactivatedAt),
};

export async function listUsers(db: Db, status?: AdminUserStatus) {
  return (
    db
      .select({ user: users, communeName: communes.name })
      .from(users)
      .leftJoin(communes, eq(communes.id, users.communeId))
      .where(status ? statusFilter[status] : undefined)
      // Pending accounts: who registered first is approved first; accounts without data last.
      .orderBy(...(status === 'pending' ? [sql`${users.preferredDataAt} asc nulls last`] : []), asc(users.id))
  );
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, communeName: communes.name })
    .from(users)
    .leftJoin(communes, eq(communes.id, users.communeId))
    .where(eq(users.id, id));
  return row ?? null;
}

/** The commune exists and is not retired. */
export async function communeAssignable(db: Db, id: number) {
  const rows = await db
    .select({ id: communes.id })
    .from(communes)
    .where(and(eq(communes.id, id), isNull(communes.retiredAt)));
  return rows.length > 0;
}

/** The communes an admin may assign: not retired (an account keeps a retired one until changed). */
export async function communeOptions(db: Db) {
  return db
    .select({ id: communes.id, name: communes.name })
    .from(communes)
    .where(isNull(communes.retiredAt))
    .orderBy(asc(communes.name));
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Gives the user the faculty they asked for at registration, if it exists. */
export async function grantFaculty(db: Db, userId: number, facultyName: string) {
  const [faculty] = await db
    .select({ id: faculties.id })
    .from(faculties)
    .where(eq(faculties.name, facultyName));
  if (!faculty) return;
  await db.insert(userFaculties).values({ userId, facultyId: faculty.id }).onConflictDoNothing();
}

/** The names of these communes by id (for the audit log's before and after). */
export async function communeNames(db: DbOrTx, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: communes.id, name: communes.name })
    .from(communes)
    .where(inArray(communes.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
