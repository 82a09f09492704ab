import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/**
 * Every saved state of a back-office entry (decision 019): the history an editor compares and restores,
 * and the revision a save must name, so that a second editor's save is refused instead of overwriting.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** The back-office resource, e.g. 'news-posts'. */
    resource: text('resource').notNull(),
    entityId: integer('entity_id').notNull(),
    /** 1, 2, 3 … per entry; the entry's revision is its highest version. */
    version: integer('version').notNull(),
    /** What the editor's form edits, as the resource reads it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of saving, so the history survives a deleted account. */
    savedByName: text('saved_by_name').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_versions_entry_version').on(t.resource, t.entityId, t.version)],
);

/** One line per back-office write: who, when, which entity, which action. Read by admins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    /** create, update, delete, restore, upload, import, status … */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    entityId: text('entity_id'),
    /** A short German description, e.g. the entry's title. */
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_resource_idx').on(t.resource, t.entityId),
  ],
);
