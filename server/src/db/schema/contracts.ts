import type { ContractStatus } from '@kp/contract/contracts-constants';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communes } from './shell.ts';

/** A date of a contract: its kind (Terminart, such as Sonderkündigung) and the date (yyyy-mm-dd). */
export interface StoredTermin {
  termin: string;
  frist: string | null;
}

/**
 * Contracts of the communes (spec 02 §3), loaded from the document-management system by the import
 * command; `os_id` is the DMS id and the import's key.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    osId: text('os_id').notNull().unique(),
    communeId: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'cascade' }),
    status: text('status').$type<ContractStatus>().notNull(),
    gegenstand: text('gegenstand').notNull(),
    beginn: date('beginn'),
    ende: date('ende'),
    gebiet: text('gebiet').notNull(),
    stadtteil: text('stadtteil'),
    vertragspartnerIntern: text('vertragspartner_intern').notNull(),
    termine: jsonb('termine').$type<StoredTermin[]>().notNull().default([]),
    link: text('link'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_commune_idx').on(t.communeId)],
);
