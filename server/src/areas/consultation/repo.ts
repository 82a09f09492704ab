import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communes, consultationRequests } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

export type ConsultationRow = typeof consultationRequests.$inferSelect;

export async function communeName(db: Db, communeId: number | null): Promise<string | null> {
  if (communeId === null) return null;
  const [row] = await db.select({ name: communes.name }).from(communes).where(eq(communes.id, communeId));
  return row?.name ?? null;
}

export async function insertRequest(
  db: DbOrTx,
  values: typeof consultationRequests.$inferInsert,
): Promise<ConsultationRow> {
  const [row] = await db.insert(consultationRequests).values(values).returning();
  return row;
}
