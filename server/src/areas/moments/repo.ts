import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactPeople, momentClaims, moments, momentsSettings } from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

export type MomentRow = typeof moments.$inferSelect;
export type MomentClaimRow = typeof momentClaims.$inferSelect;

/** Readers see published moments whose time has come; drafts and scheduled ones are not there for them. */
export const listMoments = (db: Db) => db.select().from(moments).where(isLive(moments.publishedAt));

/** A moment a reader can claim: a draft or a scheduled one is not found. */
export async function findMoment(db: DbOrTx, id: number): Promise<MomentRow | null> {
  const [row] = await db
    .select()
    .from(moments)
    .where(and(eq(moments.id, id), isLive(moments.publishedAt)));
  return row ?? null;
}

export async function momentsContact(db: DbOrTx) {
  const [row] = await db
    .select({ person: contactPeople })
    .from(momentsSettings)
    .innerJoin(contactPeople, eq(contactPeople.id, momentsSettings.contactPersonId))
    .where(eq(momentsSettings.id, 1));
  return row?.person ?? null;
}

export async function insertClaim(
  tx: DbOrTx,
  claim: typeof momentClaims.$inferInsert,
): Promise<MomentClaimRow> {
  const [row] = await tx.insert(momentClaims).values(claim).returning();
  return row;
}
