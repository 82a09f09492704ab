import { date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contactPeople, type StoredImage, services, subServices } from './content.ts';

export const foerderthemen = pgTable('foerderthemen', {
  id: serial('id').primaryKey(),
  titel: text('titel').notNull().unique(),
  bilder: jsonb('bilder').$type<StoredImage[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export interface StoredFunder {
  Titel: string;
  Link: string | null;
  Logo: StoredImage | null;
}

/** Funding programmes (spec 01 §3, Foerdermittel); repeatable text fields are stored as JSON lists. */
export const foerdermittel = pgTable('foerdermittel', {
  id: serial('id').primaryKey(),
  foerdertitel: text('foerdertitel').notNull(),
  untertitel: text('untertitel'),
  frist: date('frist'),
  aufruf: text('aufruf'),
  foerderthemaId: integer('foerderthema_id').references(() => foerderthemen.id),
  antragsberechtigt: jsonb('antragsberechtigt').$type<string[]>().notNull().default([]),
  beihilfekategorie: text('beihilfekategorie'),
  foerdergegenstaende: jsonb('foerdergegenstaende').$type<string[]>().notNull().default([]),
  foerderhoehe: jsonb('foerderhoehe').$type<string[]>().notNull().default([]),
  hinweis: text('hinweis'),
  ansprechpartner: text('ansprechpartner'),
  links: jsonb('links').$type<{ Url: string; Titel: string }[]>().notNull().default([]),
  foerdermittelgeber: jsonb('foerdermittelgeber').$type<StoredFunder[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Null while a draft; live from this time on (server/src/lib/publication.ts). */
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

export const foerdermittelThemen = pgTable(
  'foerdermittel_themen',
  {
    foerdermittelId: integer('foerdermittel_id')
      .notNull()
      .references(() => foerdermittel.id, { onDelete: 'cascade' }),
    themaId: integer('thema_id')
      .notNull()
      .references(() => foerderthemen.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.foerdermittelId, t.themaId] })],
);

/** AngebotDerNew: the group's own contacts, services and sub-services for a programme. */
export const foerdermittelPersons = pgTable(
  'foerdermittel_persons',
  {
    foerdermittelId: integer('foerdermittel_id')
      .notNull()
      .references(() => foerdermittel.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPeople.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.foerdermittelId, t.contactPersonId] })],
);
export const foerdermittelServices = pgTable(
  'foerdermittel_services',
  {
    foerdermittelId: integer('foerdermittel_id')
      .notNull()
      .references(() => foerdermittel.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.foerdermittelId, t.serviceId] })],
);
export const foerdermittelSubServices = pgTable(
  'foerdermittel_sub_services',
  {
    foerdermittelId: integer('foerdermittel_id')
      .notNull()
      .references(() => foerdermittel.id, { onDelete: 'cascade' }),
    subServiceId: integer('sub_service_id')
      .notNull()
      .references(() => subServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.foerdermittelId, t.subServiceId] })],
);
