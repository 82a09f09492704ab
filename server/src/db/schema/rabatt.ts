import type { RabattStatus, Sparte } from '@kp/contract/rabatt-constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { communes } from './shell.ts';

/**
 * The marktlokationen of a commune that the utility's billing knows (getCachedMalos). A commune adds a
 * delivery point to a year's list by picking one of these that is not on the list yet.
 */
export const marktlokationen = pgTable(
  'marktlokationen',
  {
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    marktlokation: text('marktlokation').notNull(),
    sparte: text('sparte').$type<Sparte>().notNull(),
    adresszeile1: text('adresszeile1').notNull(),
    adresszeile2: text('adresszeile2').notNull().default(''),
    plz: text('plz').notNull(),
    ort: text('ort').notNull(),
    geschaeftspartnerNummer: text('geschaeftspartner_nummer').notNull(),
    geschaeftspartnerName: text('geschaeftspartner_name').notNull(),
    spannungsebene: text('spannungsebene'),
    druckstufe: text('druckstufe'),
  },
  (t) => [primaryKey({ columns: [t.communeId, t.marktlokation] })],
);

/**
 * A delivery point on a commune's list of one year (spec 02 §3). A marktlokation may appear twice in a
 * year when its business partner changed; (commune, year, marktlokation, partner) is unique.
 */
export const lieferstellen = pgTable(
  'lieferstellen',
  {
    id: serial('id').primaryKey(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    marktlokation: text('marktlokation').notNull(),
    /** The marktlokation as a number, so the list sorts numerically (spec 02 §9). */
    marktlokationSort: numeric('marktlokation_sort', { precision: 20, scale: 0, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`(marktlokation)::numeric`),
    adresszeile1: text('adresszeile1').notNull(),
    adresszeile2: text('adresszeile2').notNull().default(''),
    plz: text('plz').notNull(),
    ort: text('ort').notNull(),
    geschaeftspartnerNummer: text('geschaeftspartner_nummer').notNull(),
    geschaeftspartnerName: text('geschaeftspartner_name').notNull(),
    zuordnungMg: text('zuordnung_mg'),
    zusatzinfo1: text('zusatzinfo1'),
    zusatzinfo2: text('zusatzinfo2'),
    zusatzinfo3: text('zusatzinfo3'),
    vkSammler: text('vk_sammler'),
    vkEinzel: text('vk_einzel'),
    sparte: text('sparte').$type<Sparte>().notNull(),
    spannungsebene: text('spannungsebene'),
    druckstufe: text('druckstufe'),
    rabatt: boolean('rabatt').notNull().default(false),
    addedByCommune: boolean('added_by_commune').notNull().default(false),
    /** New on this year's list compared with the year before (the filter 'Von NEW hinzugefuegt'). */
    addedByNew: boolean('added_by_new').notNull().default(false),
    newGeschaeftspartner: boolean('new_geschaeftspartner').notNull().default(false),
    notiz: text('notiz').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lieferstellen_row_key').on(t.communeId, t.year, t.marktlokation, t.geschaeftspartnerNummer),
    index('lieferstellen_list_idx').on(t.communeId, t.year, t.marktlokationSort),
  ],
);

/** The discount amount (rabattMenge, €) per marktlokation, business partner and year (spec 02 §3 detail). */
export const lieferstellenDetails = pgTable(
  'lieferstellen_details',
  {
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    marktlokation: text('marktlokation').notNull(),
    geschaeftspartnerNummer: text('geschaeftspartner_nummer').notNull(),
    year: integer('year').notNull(),
    rabattMenge: numeric('rabatt_menge', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.communeId, t.marktlokation, t.geschaeftspartnerNummer, t.year] })],
);

/** Comments on a marktlokation in a commune's list of a year; they are never deleted (spec 02 §5). */
export const lieferstellenComments = pgTable(
  'lieferstellen_comments',
  {
    id: serial('id').primaryKey(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    marktlokation: text('marktlokation').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    /** Written by utility staff: shown as 'NEW MA'. */
    byEmployee: boolean('by_employee').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lieferstellen_comments_thread_idx').on(t.communeId, t.year, t.marktlokation, t.createdAt)],
);

/** Until when a user has read a thread; comments after that, by others, are unread. */
export const lieferstellenCommentReads = pgTable(
  'lieferstellen_comment_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    marktlokation: text('marktlokation').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.communeId, t.year, t.marktlokation] })],
);

/** The Kommunalrabatt status per commune and year (spec 02 §4). */
export const rabattStatus = pgTable(
  'rabatt_status',
  {
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    status: text('status').$type<RabattStatus>().notNull().default('Neu'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communeId, t.year] })],
);

/** Every change to a delivery point or a status: who, when, before and after. */
export const rabattHistory = pgTable(
  'rabatt_history',
  {
    id: serial('id').primaryKey(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind').$type<'lieferstelle' | 'status'>().notNull(),
    lieferstelleId: integer('lieferstelle_id').references(() => lieferstellen.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('rabatt_history_lieferstelle_idx').on(t.lieferstelleId),
    index('rabatt_history_year_idx').on(t.communeId, t.year, t.kind),
  ],
);
