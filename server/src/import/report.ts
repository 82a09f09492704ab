import { berlinDay } from '@kp/contract/shell';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { communes } from '../db/schema/index.ts';

/** What an import did: errors (each `Zeile n: …` or `Eintrag n: …`) and nothing changed, or a summary. */
export interface ImportReport {
  ok: boolean;
  errors: string[];
  summary: string[];
}

export const failed = (errors: string[]): ImportReport => ({ ok: false, errors, summary: [] });
export const succeeded = (summary: string[]): ImportReport => ({ ok: true, errors: [], summary });

/** 'Zeile 4: jahr fehlt; kommune …': every problem of one row on one line. */
export const rowError = (label: 'Zeile' | 'Eintrag', n: number, reasons: readonly string[]) =>
  `${label} ${n}: ${reasons.join('; ')}`;

/** The German messages the schemas carry, one per problem. */
export const issueMessages = (error: z.ZodError): string[] => [
  ...new Set(error.issues.map((i) => i.message)),
];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The oldest year the imports take; the newest is the current year. */
export const FIRST_IMPORT_YEAR = 2000;
export const currentYear = () => Number(berlinDay().slice(0, 4));

/** A year column: whole number between FIRST_IMPORT_YEAR and this year, or the reason it is not. */
export function parseYear(raw: string, column: string): number | string {
  if (raw === '') return `${column} fehlt`;
  if (!/^\d{4}$/.test(raw)) return `${column} '${raw}' ist keine Jahreszahl`;
  const year = Number(raw);
  const last = currentYear();
  if (year < FIRST_IMPORT_YEAR || year > last)
    return `${column} ${year} liegt nicht zwischen ${FIRST_IMPORT_YEAR} und ${last}`;
  return year;
}

/** The communes by name, as the imports check them. */
export async function communeIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: communes.id, name: communes.name }).from(communes);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export const unknownCommune = (name: string) => `Kommune '${name}' ist nicht bekannt`;
