import type { DbOrTx } from '../mail/outbox.ts';

export async function seedDemoNotifications(_tx: DbOrTx): Promise<void> {}
