import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Transactional outbox: a message is written with the change that causes it and sent by the worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Stable id so the same cause never queues two messages. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim's lease: a worker renews it while it sends; once it has passed, another worker may take the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Message-ID header, set at the first claim and kept for retries so a receiver can drop a repeat. */
    messageId: text('message_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Only the open rows, in claim order: a claim stays an index lookup however many sent rows pile up,
  // also on PGlite, which gathers no planner statistics by itself.
  (t) => [index('mail_outbox_open_idx').on(t.id).where(sql`${t.status} in ('pending', 'sending')`)],
);
