import type { SearchSessionDocument } from '@kp/contract/search';
import type { TrackingEvent } from '@kp/contract/tracking';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/** Tracking events (spec 01 §7), kept only with consent and without a user id. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').$type<TrackingEvent['name']>().notNull(),
    properties: jsonb('properties').$type<Omit<TrackingEvent, 'name'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_name_time_idx').on(t.name, t.createdAt)],
);

/** Search sessions (spec 01 §3), one JSON document each, as the spec's document database kept them. */
export const searchSessions = pgTable(
  'search_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: jsonb('document').$type<SearchSessionDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_sessions_time_idx').on(t.createdAt)],
);

/** Results-page searches that found nothing, counted per folded query and day, without who searched. */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] })],
);
