import type { DocumentSparte, DocumentType } from '@kp/contract/concessions-constants';
import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { serviceAreas } from './content.ts';
import { communes } from './shell.ts';

/** A concession topic of a commune (spec 02 §3); its state lives in its entries. */
export const concessionTopics = pgTable(
  'concession_topics',
  {
    id: serial('id').primaryKey(),
    themaId: text('thema_id').notNull().unique(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    vertrag: text('vertrag').notNull(),
    serviceAreaId: integer('service_area_id').references(() => serviceAreas.id, { onDelete: 'set null' }),
    archiviert: boolean('archiviert').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('concession_topics_commune_idx').on(t.communeId)],
);

/** The history of a topic: one entry per state (markdown); an active entry marks the topic as new. */
export const concessionTopicEntries = pgTable(
  'concession_topic_entries',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => concessionTopics.id, { onDelete: 'cascade' }),
    datum: timestamp('datum', { withTimezone: true }).notNull(),
    details: text('details').notNull(),
    active: boolean('active').notNull().default(false),
  },
  (t) => [index('concession_topic_entries_topic_idx').on(t.topicId, t.datum)],
);

/**
 * Concession-fee documents (Konzessionsabgaben and Testate, spec 02 §3). The file lives in the file store
 * under `file_key`; `os_id` is the DMS id and the import's key.
 */
export const concessionDocuments = pgTable(
  'concession_documents',
  {
    id: serial('id').primaryKey(),
    osId: text('os_id').notNull().unique(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    titel: text('titel').notNull(),
    dokumenttyp: text('dokumenttyp').$type<DocumentType>().notNull(),
    jahr: integer('jahr').notNull(),
    sparte: text('sparte').$type<DocumentSparte>().notNull(),
    fileKey: text('file_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    documentDate: date('document_date'),
  },
  (t) => [index('concession_documents_filter_idx').on(t.communeId, t.jahr, t.dokumenttyp)],
);
