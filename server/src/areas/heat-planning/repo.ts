import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heatFaqEntries, heatTosAcceptances } from '../../db/schema/index.ts';
import { isLive } from '../../lib/publication.ts';

export const faqEntries = (db: Db) =>
  db
    .select()
    .from(heatFaqEntries)
    .where(isLive(heatFaqEntries.publishedAt))
    .orderBy(asc(heatFaqEntries.sortOrder), asc(heatFaqEntries.id));

export async function hasAccepted(db: Db, userId: number, version: string): Promise<boolean> {
  const rows = await db
    .select({ userId: heatTosAcceptances.userId })
    .from(heatTosAcceptances)
    .where(and(eq(heatTosAcceptances.userId, userId), eq(heatTosAcceptances.version, version)));
  return rows.length > 0;
}

export async function accept(db: Db, userId: number, version: string): Promise<void> {
  await db.insert(heatTosAcceptances).values({ userId, version }).onConflictDoNothing();
}

// The user's commune name, as the consultation mail reads it.
export { communeName } from '../consultation/index.ts';
