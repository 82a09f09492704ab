import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** An image as stored: urls relative to the API base (spec 01 §7). */
export interface StoredImage {
  url: string;
  smallUrl?: string | null;
  caption?: string | null;
}
export interface StoredDownload {
  id: number;
  caption: string | null;
  name: string;
  url: string;
}
export interface StoredLink {
  id: number;
  title: string;
  link: string;
}

/**
 * The folded title the search matches on (spec 01 §5): lower case, German umlauts and ß spelled out,
 * other accents removed, by the SQL function kp_search_fold of migration 0002. One fold for the stored
 * text and the query, so 'strasse' finds 'Straße' and 'muenchen' finds 'München'.
 */
export const searchTitle = (sourceSql: string) =>
  text('search_title')
    .notNull()
    .generatedAlwaysAs(sql.raw(`kp_search_fold(${sourceSql})`));

/** Columns every content page shares: markdown, images, downloads and links of the contact column. */
const pageColumns = () => ({
  content1: text('content1').notNull().default(''),
  content2: text('content2').notNull().default(''),
  images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
  fileDownloads: jsonb('file_downloads').$type<StoredDownload[]>().notNull().default([]),
  interestingLinks: jsonb('interesting_links').$type<StoredLink[]>().notNull().default([]),
  showRegionalLeiter: boolean('show_regional_leiter').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contactPeople = pgTable(
  'contact_people',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    customTitle: text('custom_title'),
    email: text('email'),
    phone: text('phone'),
    info: text('info'),
    imageUrl: text('image_url'),
    imageSmallUrl: text('image_small_url'),
    searchTitle: searchTitle(`"firstname" || ' ' || "lastname"`),
  },
  // Trigram indexes serve the search's substring matches of three characters and more.
  (t) => [index('contact_people_search_idx').using('gin', t.searchTitle.op('gin_trgm_ops'))],
);

export const serviceAreas = pgTable(
  'service_areas',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    route: text('route'),
    icon: text('icon'),
    headerImageUrl: text('header_image_url'),
    searchTitle: searchTitle('"title"'),
    ...pageColumns(),
  },
  (t) => [index('service_areas_search_idx').using('gin', t.searchTitle.op('gin_trgm_ops'))],
);

/**
 * Publication (decision 019, server/src/lib/publication.ts): null is a draft, a future time scheduled.
 * Rows written without it (seed, imports, tests) are live from their insertion.
 */
export const publishedAtColumn = () => timestamp('published_at', { withTimezone: true }).defaultNow();

/** A feature flag (spec 01 §6) that must be on for the caller to see a service or sub-service. */
type RequiredFlag = 'EnableMoments' | 'EnableWaermeplanung';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    serviceAreaId: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    requiredFlag: text('required_flag').$type<RequiredFlag>(),
    publishedAt: publishedAtColumn(),
    searchTitle: searchTitle('"title"'),
    ...pageColumns(),
  },
  (t) => [
    index('services_area_idx').on(t.serviceAreaId),
    index('services_search_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
  ],
);

export const subServices = pgTable(
  'sub_services',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    requiredFlag: text('required_flag').$type<RequiredFlag>(),
    publishedAt: publishedAtColumn(),
    searchTitle: searchTitle('"title"'),
    ...pageColumns(),
  },
  (t) => [
    index('sub_services_service_idx').on(t.serviceId),
    index('sub_services_search_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
  ],
);

const personLink = (name: string, ownerColumn: string, owner: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      ownerId: integer(ownerColumn).notNull().references(owner, { onDelete: 'cascade' }),
      contactPersonId: integer('contact_person_id')
        .notNull()
        .references(() => contactPeople.id, { onDelete: 'cascade' }),
      sortOrder: integer('sort_order').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.contactPersonId] })],
  );

export const serviceAreaPersons = personLink(
  'service_area_persons',
  'service_area_id',
  () => serviceAreas.id,
);
export const servicePersons = personLink('service_persons', 'service_id', () => services.id);
export const subServicePersons = personLink('sub_service_persons', 'sub_service_id', () => subServices.id);

/** The about page: a single row. */
export const aboutUs = pgTable('about_us', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content1: text('content1').notNull().default(''),
  content2: text('content2').notNull().default(''),
  images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
  video: text('video'),
});

export const newCompanies = pgTable(
  'new_companies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content1: text('content1').notNull().default(''),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    searchTitle: searchTitle('"title"'),
  },
  (t) => [index('new_companies_search_idx').using('gin', t.searchTitle.op('gin_trgm_ops'))],
);
export const newCompanyPersons = personLink('new_company_persons', 'new_company_id', () => newCompanies.id);

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  titel: text('titel').notNull(),
  text: text('text').notNull(),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  publishedAt: publishedAtColumn(),
});

export const constructionProjects = pgTable('construction_projects', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  sparte: text('sparte').notNull(),
  commune: text('commune').notNull(),
  street: text('street').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
