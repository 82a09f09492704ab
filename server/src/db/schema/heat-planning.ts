import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { publishedAtColumn } from './content.ts';

/** FAQ Kommunale Wärmeplanung (spec 02 §3): entries of the sections Allgemein, Endverbraucher, Kommune. */
export const heatFaqEntries = pgTable(
  'heat_faq_entries',
  {
    id: serial('id').primaryKey(),
    section: text('section', { enum: ['Allgemein', 'Endverbraucher', 'Kommune'] }).notNull(),
    titel: text('titel').notNull(),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: publishedAtColumn(),
  },
  (t) => [index('heat_faq_entries_section_idx').on(t.section, t.sortOrder)],
);

/** Who accepted which version of the terms of use of the heat-planning app, and when. */
export const heatTosAcceptances = pgTable(
  'heat_tos_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
