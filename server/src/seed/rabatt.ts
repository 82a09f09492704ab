import type { DbOrTx } from '../mail/outbox.ts';

/** Kommunalrabatt demo data: delivery points, amounts, statuses, comments and history (filled in by issue 5). */
export async function seedDemoRabatt(_tx: DbOrTx): Promise<void> {}
