import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/**
 * How the team handles a request the portal received (back-office inbox): one row per request once someone
 * changed its status or note; a request without a row is new. Keyed by the kind and the request's id in its
 * own table (consultation_requests, moment_claims, education_requests, newsletter_subscriptions by user,
 * accessibility_feedback), so the request tables stay as their areas write them.
 */
export const requestHandling = pgTable(
  'request_handling',
  {
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'done'] }).notNull(),
    note: text('note').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, so the inbox still says who it was after the account is gone. */
    handledByName: text('handled_by_name').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1, 2, 3 … per change; a change names the revision it started from (409 otherwise). */
    revision: integer('revision').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.requestId] }),
    index('request_handling_status_idx').on(t.status),
    check('request_handling_status_check', sql`${t.status} in ('new', 'in_progress', 'done')`),
  ],
);
