import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sets of reference data (communes, registration roles) applied to this database, each once: what an
 * admin renames or retires afterwards stays so at the next start.
 */
export const referenceDataSets = pgTable('reference_data_sets', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
