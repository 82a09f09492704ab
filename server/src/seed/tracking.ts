import type { DbOrTx } from '../mail/outbox.ts';

export async function seedDemoTracking(_tx: DbOrTx): Promise<void> {}
