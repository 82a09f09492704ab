import { FEED_IN_SOURCES } from '@kp/contract/consumption-constants';
import { berlinDay, formatDate } from '@kp/contract/shell';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communeProfiles, consumptionValues, feedInValues } from '../db/schema/index.ts';
import { readRows } from './csv.ts';
import { parseGermanNumber } from './german-number.ts';
import {
  communeIdsByName,
  failed,
  type ImportReport,
  parseYear,
  rowError,
  succeeded,
  unknownCommune,
} from './report.ts';

// `npm run import -- consumption FILE.csv`: consumption (art Verbrauch: carrier, sector, tariff) and feed-in
// (art Einspeisung: source) in MWh per commune and year. For each commune, year and art in the file the
// old values are replaced as a whole; the communes' import date (Stand) becomes today.

export const CONSUMPTION_COLUMNS = [
  'art',
  'kommune',
  'jahr',
  'energietraeger',
  'sektor',
  'tarif',
  'quelle',
  'mwh',
] as const;
export const CONSUMPTION_ARTS = ['Verbrauch', 'Einspeisung'] as const;
type Art = (typeof CONSUMPTION_ARTS)[number];
/** The carriers the consumption page charts (spec 02 §3). */
export const CONSUMPTION_CARRIERS = ['Strom', 'Gas'] as const;
const MAX_TEXT = 100;

interface ValueRow {
  art: Art;
  communeId: number;
  commune: string;
  year: number;
  carrier: string;
  sector: string;
  tariff: string;
  source: string;
  mwh: number;
}

const listOf = (values: readonly string[]) => values.join(', ');

/** Checks every row of the CSV text and, when all are fine, replaces the values in one transaction. */
export async function importConsumption(
  db: Db,
  fileText: string,
  today = berlinDay(),
): Promise<ImportReport> {
  const file = readRows(fileText, CONSUMPTION_COLUMNS);
  if ('errors' in file) return failed(file.errors);
  const { rows } = file;

  const communeIds = await communeIdsByName(db);
  const errors: string[] = [];
  const good: ValueRow[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if ('error' in row) {
      errors.push(rowError('Zeile', row.line, [row.error]));
      continue;
    }
    const v = row.values;
    const reasons: string[] = [];
    const art = (CONSUMPTION_ARTS as readonly string[]).includes(v.art) ? (v.art as Art) : null;
    if (!art) reasons.push(`art '${v.art}' ist unbekannt (erlaubt: ${listOf(CONSUMPTION_ARTS)})`);
    if (v.kommune === '') reasons.push('kommune fehlt');
    else if (!communeIds.has(v.kommune)) reasons.push(unknownCommune(v.kommune));
    const year = parseYear(v.jahr, 'jahr');
    if (typeof year === 'string') reasons.push(year);
    const mwh = parseGermanNumber(v.mwh);
    for (const column of ['energietraeger', 'sektor', 'tarif', 'quelle'] as const) {
      if (v[column].length > MAX_TEXT) reasons.push(`${column} ist länger als ${MAX_TEXT} Zeichen`);
    }
    if (art === 'Verbrauch') {
      if (!(CONSUMPTION_CARRIERS as readonly string[]).includes(v.energietraeger)) {
        reasons.push(
          v.energietraeger === ''
            ? 'energietraeger fehlt'
            : `energietraeger '${v.energietraeger}' ist unbekannt (erlaubt: ${listOf(CONSUMPTION_CARRIERS)})`,
        );
      }
      if (v.sektor === '') reasons.push('sektor fehlt');
      if (v.tarif === '') reasons.push('tarif fehlt');
      if (v.quelle !== '') reasons.push('quelle gehört nur zu art Einspeisung');
    } else if (art === 'Einspeisung') {
      if (!(FEED_IN_SOURCES as readonly string[]).includes(v.quelle)) {
        reasons.push(
          v.quelle === ''
            ? 'quelle fehlt'
            : `quelle '${v.quelle}' ist unbekannt (erlaubt: ${listOf(FEED_IN_SOURCES)})`,
        );
      }
      const extra = (['energietraeger', 'sektor', 'tarif'] as const).filter((column) => v[column] !== '');
      if (extra.length > 0) reasons.push(`${extra.join(', ')} gehört nur zu art Verbrauch`);
    }
    if (reasons.length === 0) {
      const key =
        art === 'Verbrauch'
          ? [art, v.kommune, v.jahr, v.energietraeger, v.sektor, v.tarif].join('|')
          : [art, v.kommune, v.jahr, v.quelle].join('|');
      const earlier = seen.get(key);
      if (earlier !== undefined) reasons.push(`derselbe Wert steht schon in Zeile ${earlier}`);
      else seen.set(key, row.line);
    }
    if (reasons.length > 0) errors.push(rowError('Zeile', row.line, reasons));
    // The column's own line, so a person finds the cell: 'Zeile 12, Spalte mwh: '14.53' hat …'.
    if (typeof mwh === 'string') errors.push(`Zeile ${row.line}, Spalte mwh: ${mwh}`);
    if (reasons.length > 0 || typeof mwh === 'string') continue;
    good.push({
      art: art as Art,
      communeId: communeIds.get(v.kommune) as number,
      commune: v.kommune,
      year: year as number,
      carrier: v.energietraeger,
      sector: v.sektor,
      tariff: v.tarif,
      source: v.quelle,
      mwh,
    });
  }
  if (errors.length > 0) return failed(errors);

  // Which (commune, year, art) the file replaces.
  const groups = new Map<string, { communeId: number; year: number; art: Art }>();
  for (const row of good) groups.set(`${row.communeId}|${row.year}|${row.art}`, row);
  const consumption = good.filter((row) => row.art === 'Verbrauch');
  const feedIn = good.filter((row) => row.art === 'Einspeisung');
  const communeIdsInFile = [...new Set(good.map((row) => row.communeId))];

  await db.transaction(async (tx) => {
    for (const { communeId, year, art } of groups.values()) {
      const table = art === 'Verbrauch' ? consumptionValues : feedInValues;
      await tx.delete(table).where(and(eq(table.communeId, communeId), eq(table.year, year)));
    }
    for (let i = 0; i < consumption.length; i += 1_000) {
      await tx.insert(consumptionValues).values(
        consumption.slice(i, i + 1_000).map((row) => ({
          communeId: row.communeId,
          year: row.year,
          carrier: row.carrier,
          sector: row.sector,
          tariff: row.tariff,
          mwh: row.mwh,
        })),
      );
    }
    for (let i = 0; i < feedIn.length; i += 1_000) {
      await tx.insert(feedInValues).values(
        feedIn.slice(i, i + 1_000).map((row) => ({
          communeId: row.communeId,
          year: row.year,
          source: row.source,
          mwh: row.mwh,
        })),
      );
    }
    await tx
      .insert(communeProfiles)
      .values(communeIdsInFile.map((communeId) => ({ communeId, consumptionImportedOn: today })))
      .onConflictDoUpdate({
        target: communeProfiles.communeId,
        set: { consumptionImportedOn: sql`excluded.consumption_imported_on` },
      });
  });

  const perCommune = new Map<string, Set<number>>();
  for (const row of good)
    perCommune.set(row.commune, (perCommune.get(row.commune) ?? new Set()).add(row.year));
  const which = [...perCommune]
    .map(([commune, yearSet]) => `${commune} ${[...yearSet].sort().join(', ')}`)
    .join('; ');
  return succeeded([
    `Verbrauchsdaten: ${consumption.length} Verbrauchswerte und ${feedIn.length} Einspeisewerte eingelesen (${which}).`,
    'Die bisherigen Werte dieser Kommunen und Jahre sind ersetzt, je Art (Verbrauch, Einspeisung), die in der Datei vorkommt.',
    `Stand der Verbrauchsdaten für ${perCommune.size} ${perCommune.size === 1 ? 'Kommune' : 'Kommunen'}: ${formatDate(today)}.`,
  ]);
}
