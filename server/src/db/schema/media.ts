import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/** One stored rendition of an image: its file-store key, its size in pixels and in bytes. */
export interface StoredRendition {
  key: string;
  width: number;
  height: number;
  size: number;
}

/**
 * The media library (decision 021): images and documents uploaded in the back office. The bytes live in
 * the file store under `media/<token>…` (random, decision 014); content refers to a file by its url
 * `/media/<token>…`, so where a file is used is found by searching content for the token.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    /** A random UUID, the name of the file's keys and urls. */
    token: text('token').notNull().unique(),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    /** The file content links to: the large rendition of an image, or the document itself. */
    fileKey: text('file_key').notNull().unique(),
    /** The stored file's type (image/webp for every image). */
    mime: text('mime').notNull(),
    /** The type the upload's bytes really were. */
    originalMime: text('original_mime').notNull(),
    /** The name the file was uploaded under; a document is downloaded under it. */
    fileName: text('file_name').notNull(),
    /** Bytes of the file under file_key. */
    size: integer('size').notNull(),
    /** The uploaded image's own size (after turning it upright); null for documents. */
    width: integer('width'),
    height: integer('height'),
    /** An image's renditions by name ('large', 'small'); empty for documents. */
    renditions: jsonb('renditions').$type<Record<string, StoredRendition>>().notNull().default({}),
    altText: text('alt_text').notNull().default(''),
    title: text('title').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name at upload time, so the library survives a deleted account. */
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 at upload, +1 per save of alt text or title: a save names the revision it started from. */
    revision: integer('revision').notNull().default(1),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_files_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Every image has an alt text (accessibility); the routes refuse one without, the table too.
    check('media_files_image_alt_text', sql`${t.kind} <> 'image' OR ${t.altText} <> ''`),
  ],
);
