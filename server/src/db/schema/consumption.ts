import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { services } from './content.ts';
import { communes } from './shell.ts';

/** Consumption in MWh per commune, year, carrier (Strom, Gas), sector and tariff (spec 02 §3). */
export const consumptionValues = pgTable(
  'consumption_values',
  {
    id: serial('id').primaryKey(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    carrier: text('carrier').notNull(),
    sector: text('sector').notNull(),
    tariff: text('tariff').notNull(),
    mwh: doublePrecision('mwh').notNull(),
  },
  (t) => [index('consumption_values_commune_year_idx').on(t.communeId, t.year)],
);

/** Feed-in in MWh per commune, year and source (spec 02 §3). */
export const feedInValues = pgTable(
  'feed_in_values',
  {
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    source: text('source').notNull(),
    mwh: doublePrecision('mwh').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communeId, t.year, t.source] })],
);

/**
 * What the portal knows of a commune beyond the shell (Commune data and dashboard data, spec 02 §3): the
 * date of the last consumption import and the mayor.
 */
export const communeProfiles = pgTable('commune_profiles', {
  communeId: integer('commune_id')
    .primaryKey()
    .references(() => communes.id, { onDelete: 'cascade' }),
  consumptionImportedOn: date('consumption_imported_on'),
  mayorName: text('mayor_name'),
  mayorPosition: text('mayor_position'),
  mayorParty: text('mayor_party'),
  mayorBirthday: date('mayor_birthday'),
  mayorWebsite: text('mayor_website'),
  mayorPictureUrl: text('mayor_picture_url'),
});

/** The services shown as 'Aktuelle Fördermöglichkeiten' beside a commune's consumption data. */
export const communeFundingServices = pgTable(
  'commune_funding_services',
  {
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communeId, t.serviceId] })],
);
