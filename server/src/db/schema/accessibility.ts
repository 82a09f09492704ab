import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** 'Barriere melden' reports (BITV 2.0 § 12a); kept even when the mail goes out later. Not tied to an
 * account: the form works without a session, and a report names only what its sender chose to give. */
export const accessibilityFeedback = pgTable('accessibility_feedback', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  description: text('description').notNull(),
  contact: text('contact').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
