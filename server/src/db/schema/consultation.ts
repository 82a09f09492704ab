import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/** Quartiersentwicklung consultation requests (spec 01 §3); kept even when the mail goes out later. */
export const consultationRequests = pgTable('consultation_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestType: text('request_type', { enum: ['call', 'mail'] }).notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  mail: text('mail').notNull().default(''),
  message: text('message').notNull(),
  date: text('date').notNull().default(''),
  time: text('time').notNull().default(''),
  communeId: integer('commune_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
