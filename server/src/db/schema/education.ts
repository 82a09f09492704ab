import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/** A material category of the education navigation (spec 02 §3 menu item). */
export const educationMenuItems = pgTable('education_menu_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  sortierung: integer('sortierung').notNull().default(0),
  title: text('title'),
  /** Markdown. */
  text: text('text'),
});

export interface StoredMaterialImage {
  id: number;
  url: string;
  caption: string | null;
}

export interface StoredMaterialMedium {
  id: number;
  name: string;
  ext: string;
  mime: string;
  /** Bytes; the API gives KB. */
  sizeBytes: number;
  url: string;
  caption: string | null;
}

export interface StoredMaterialSection {
  titel: string;
  /** Markdown. */
  text: string | null;
  bilder: StoredMaterialImage[];
  medien: StoredMaterialMedium[];
  /** Embed code as the editors entered it; sanitised when it leaves the server. */
  iframe: string | null;
}

export interface StoredMaterialContent {
  titel: string | null;
  sections: StoredMaterialSection[];
}

/** A teaching material or offer (spec 02 §3 Material). A draft has no published_at (§4). */
export const educationMaterials = pgTable(
  'education_materials',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id').references(() => educationMenuItems.id, { onDelete: 'set null' }),
    titel: text('titel').notNull(),
    subtitel: text('subtitel'),
    /** Markdown. */
    beschreibung: text('beschreibung'),
    datum: timestamp('datum', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Places left of a limited offer; null when the offer is not limited. */
    seats: integer('seats'),
    stoererAnzeigen: boolean('stoerer_anzeigen').notNull().default(false),
    dauer: text('dauer'),
    bneZiele: text('bne_ziele'),
    kontaktformularAnzeigen: boolean('kontaktformular_anzeigen').notNull().default(false),
    youtubeIframe: text('youtube_iframe'),
    vorschauUrl: text('vorschau_url'),
    headerUrl: text('header_url'),
    headerCaption: text('header_caption'),
    typ: text('typ'),
    themen: jsonb('themen').$type<string[]>().notNull().default([]),
    schulfaecher: jsonb('schulfaecher').$type<string[]>().notNull().default([]),
    jahrgangsstufen: jsonb('jahrgangsstufen').$type<string[]>().notNull().default([]),
    /** Ids of contact_people, in the order shown. */
    ansprechpartnerIds: jsonb('ansprechpartner_ids').$type<number[]>().notNull().default([]),
    links: jsonb('links').$type<{ id: number; title: string; link: string }[]>().notNull().default([]),
    inhalt: jsonb('inhalt').$type<StoredMaterialContent[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('education_materials_menu_idx').on(t.menuItemId),
    index('education_materials_created_idx').on(t.createdAt),
  ],
);

/** The sponsoring and contact pages (GET /api/bildungsportal-config); one row. */
export const educationSettings = pgTable('education_settings', {
  id: integer('id').primaryKey().default(1),
  /** Markdown. */
  sponsoringText: text('sponsoring_text'),
  sponsoringContactIds: jsonb('sponsoring_contact_ids').$type<number[]>().notNull().default([]),
  contactText: text('contact_text'),
  contactIds: jsonb('contact_ids').$type<number[]>().notNull().default([]),
  /** Where the contact form's requests go; falls back to the first contact person. */
  requestMailTo: text('request_mail_to'),
});

/** A request of the education contact form (spec 02 §3), kept even when its mail goes out later. */
export const educationRequests = pgTable(
  'education_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id').references(() => educationMaterials.id, { onDelete: 'set null' }),
    materialTitel: text('material_titel'),
    firstname: text('firstname').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    mail: text('mail').notNull(),
    bildungseinrichtung: text('bildungseinrichtung'),
    jahrgangsstufe: text('jahrgangsstufe'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('education_requests_material_idx').on(t.materialId)],
);
