import type { ImportKind, ImportPhase } from '@kp/contract/rabatt-backoffice';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/**
 * The command-line imports run from the back office (decision 020): one row per run, so the screen can
 * poll its phase from any instance and the lines of its report stay readable afterwards.
 */
export const importJobs = pgTable('import_jobs', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<ImportKind>().notNull(),
  fileName: text('file_name').notNull(),
  phase: text('phase').$type<ImportPhase>().notNull().default('empfangen'),
  /** The command's lines: the summary, or each bad row and the closing 'Nichts importiert: …'. */
  lines: jsonb('lines').$type<string[]>().notNull().default([]),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userName: text('user_name').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Renewed while the run goes on; a job whose run stopped beating was cut off (SIGTERM, kill -9, a crash). */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
