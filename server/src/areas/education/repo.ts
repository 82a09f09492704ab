import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactPeople,
  educationMaterials,
  educationMenuItems,
  educationRequests,
  educationSettings,
} from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

export type MenuItemRow = typeof educationMenuItems.$inferSelect;
export type MaterialRow = typeof educationMaterials.$inferSelect;
export type EducationRequestRow = typeof educationRequests.$inferSelect;
export type PersonRow = typeof contactPeople.$inferSelect;

export const listMenuItems = (db: Db) =>
  db
    .select()
    .from(educationMenuItems)
    .orderBy(asc(educationMenuItems.sortierung), asc(educationMenuItems.id));

export async function findMenuItem(db: DbOrTx, id: number): Promise<MenuItemRow | null> {
  const [row] = await db.select().from(educationMenuItems).where(eq(educationMenuItems.id, id));
  return row ?? null;
}

/** The materials of a category; drafts and scheduled ones (not live yet) only when asked for. */
export const listMaterials = (db: Db, menuItemId: number, withDrafts: boolean) =>
  db
    .select()
    .from(educationMaterials)
    .where(
      and(
        eq(educationMaterials.menuItemId, menuItemId),
        withDrafts ? undefined : isLive(educationMaterials.publishedAt),
      ),
    );

export async function findMaterial(db: DbOrTx, id: number): Promise<MaterialRow | null> {
  const [row] = await db.select().from(educationMaterials).where(eq(educationMaterials.id, id));
  return row ?? null;
}

/** The material, locked until the transaction ends, so two claims cannot take the same last seat. */
export async function lockMaterial(tx: DbOrTx, id: number): Promise<MaterialRow | null> {
  const [row] = await tx.select().from(educationMaterials).where(eq(educationMaterials.id, id)).for('update');
  return row ?? null;
}

export async function takeSeat(tx: DbOrTx, id: number): Promise<number> {
  const [row] = await tx
    .update(educationMaterials)
    .set({ seats: sql`${educationMaterials.seats} - 1` })
    .where(eq(educationMaterials.id, id))
    .returning({ seats: educationMaterials.seats });
  return row?.seats ?? 0;
}

/** The newest live materials, for the dashboard's posts. */
export const newestPublished = (db: Db, limit: number) =>
  db
    .select({
      id: educationMaterials.id,
      titel: educationMaterials.titel,
      headerUrl: educationMaterials.headerUrl,
      createdAt: educationMaterials.createdAt,
    })
    .from(educationMaterials)
    .where(isLive(educationMaterials.publishedAt))
    .orderBy(desc(educationMaterials.createdAt), desc(educationMaterials.id))
    .limit(limit);

export async function settings(db: DbOrTx) {
  const [row] = await db.select().from(educationSettings).where(eq(educationSettings.id, 1));
  return row ?? null;
}

/** Contact people in the order of the ids; ids of deleted people are skipped. */
export async function peopleByIds(db: DbOrTx, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contactPeople)
    .where(inArray(contactPeople.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function insertRequest(
  tx: DbOrTx,
  request: typeof educationRequests.$inferInsert,
): Promise<EducationRequestRow> {
  const [row] = await tx.insert(educationRequests).values(request).returning();
  return row;
}
