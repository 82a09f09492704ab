import {
  bigint,
  bigserial,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Binary data; node-postgres hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Files in the database (design: files), used when the portal runs on PostgreSQL so that several
 * instances share no disk. A file is one row here and its bytes in chunks; rewriting a key makes a new
 * row (new id), so a reader of the old version never gets chunks of the new one.
 */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of a stored file in order, about 256 kB a chunk. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
