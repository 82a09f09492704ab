import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

/** The database or a transaction of it, so a mail is written together with the change that causes it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable id of the cause (e.g. `user-approved:42`): a second queueMail with it is ignored. */
  dedupeKey?: string;
}

/**
 * Writes a message to the outbox; the mail worker sends it later.
 * Returns the new row's id, or null when a message with the same dedupeKey was already queued.
 */
export async function queueMail(db: DbOrTx, message: QueuedMail): Promise<number | null> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}
