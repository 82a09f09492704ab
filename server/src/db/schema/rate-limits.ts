import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters shared by all instances on one PostgreSQL: one row per key and time window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    /** Start of the fixed window in epoch milliseconds (database clock), so every instance agrees. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
