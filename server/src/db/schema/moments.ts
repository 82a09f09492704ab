import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { contactPeople } from './content.ts';

/** NEW Erleben (spec 02 §3 Moment): start and end are calendar days; both count as available. */
export const moments = pgTable('moments', {
  id: serial('id').primaryKey(),
  titel: text('titel').notNull(),
  beschreibung: text('beschreibung').notNull(),
  bildUrl: text('bild_url'),
  bildAlt: text('bild_alt').notNull().default(''),
  startdatum: date('startdatum', { mode: 'string' }).notNull(),
  enddatum: date('enddatum', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while a draft; live from this time on (server/src/lib/publication.ts). */
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/** The person who receives the claims (GET /api/moments/getMomentsContact); one row. */
export const momentsSettings = pgTable('moments_settings', {
  id: integer('id').primaryKey().default(1),
  contactPersonId: integer('contact_person_id').references(() => contactPeople.id, { onDelete: 'set null' }),
});

/** A claim (spec 02 §3 Moment claim), kept even when its mail goes out later. */
export const momentClaims = pgTable(
  'moment_claims',
  {
    id: serial('id').primaryKey(),
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().default(''),
    name: text('name').notNull(),
    commune: text('commune').notNull(),
    task: text('task').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moment_claims_moment_idx').on(t.momentId)],
);
