import { accessibilityFeedback } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../mail/outbox.ts';

export type AccessibilityFeedbackRow = typeof accessibilityFeedback.$inferSelect;

export async function insertFeedback(
  db: DbOrTx,
  values: typeof accessibilityFeedback.$inferInsert,
): Promise<AccessibilityFeedbackRow> {
  const [row] = await db.insert(accessibilityFeedback).values(values).returning();
  return row;
}
