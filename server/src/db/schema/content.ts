import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const contactPeople = pgTable('contact_people', {
  id: serial('id').primaryKey(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  customTitle: text('custom_title'),
  email: text('email'),
  phone: text('phone'),
  info: text('info'),
  imageUrl: text('image_url'),
  imageSmallUrl: text('image_small_url'),
});

export const serviceAreas = pgTable('service_areas', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  route: text('route'),
  icon: text('icon'),
  headerImageUrl: text('header_image_url'),
  content1: text('content1').notNull().default(''),
  content2: text('content2').notNull().default(''),
  showRegionalLeiter: boolean('show_regional_leiter').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const serviceAreaPersons = pgTable(
  'service_area_persons',
  {
    serviceAreaId: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPeople.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.serviceAreaId, t.contactPersonId] })],
);

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  titel: text('titel').notNull(),
  text: text('text').notNull(),
  imageUrl: text('image_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});
