import { unguardedText } from '@kp/contract/csv';
import {
  EARLIER_AMOUNT_COLUMN,
  type UploadError,
  YEAR_START_COLUMNS,
  YEAR_START_OPTIONAL_COLUMNS,
} from '@kp/contract/rabatt-backoffice';
import { SPARTEN, type Sparte } from '@kp/contract/rabatt-constants';
import { type CsvRow, readRows } from '../../import/csv.ts';
import { parseGermanNumber } from '../../import/german-number.ts';
import { rowError } from '../../import/report.ts';
import type { MarktlokationRow } from './repo.ts';

// The rows and columns of the year-start file and what the marktlokationen file shares with it: read with
// the command-line imports' CSV reader and German number rules, each problem reported with its line.

/** A refused upload: 400 with every problem on its own line. */
export class UploadRefused extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines[0] ?? 'Die Datei ist ungültig.');
    this.lines = lines;
  }
}

export const refusal = (error: UploadRefused): UploadError => ({
  error: 'invalid_file',
  message: `Nichts gespeichert: ${error.lines.length} Fehler in der Datei.`,
  errors: error.lines,
});

export const MALO = /^\d{11}$/;
const PLZ = /^\d{5}$/;
const MAX_TEXT = 200;
const MAX_NOTE = 2_000;

/**
 * The export writes 'Straße Hausnummer' in one column. The last word is the house number when it starts
 * with a digit ('Am Markt 1', 'Hauptstraße 12a', 'Ring 3-5'); otherwise the whole text is the street.
 */
export function splitAddress(address: string): { adresszeile1: string; adresszeile2: string } {
  const match = /^(.*\S)\s+(\d\S*)$/.exec(address.trim());
  return match
    ? { adresszeile1: match[1], adresszeile2: match[2] }
    : { adresszeile1: address.trim(), adresszeile2: '' };
}

export type CommuneRef = { id: number; name: string };

export interface UploadContext {
  communes: Map<string, number>;
  /** The commune the dialog chose; null: the file's column Kommune says which. */
  fixed: CommuneRef | null;
}

/** Reads the file and its header; the columns are the required ones plus the optional ones present. */
export function readTable<K extends string>(
  text: string,
  required: readonly K[],
  optional: (name: string) => boolean,
): { rows: CsvRow<K>[]; present: string[] } {
  const file = readRows(text, required, optional);
  if ('errors' in file) throw new UploadRefused(file.errors);
  return file;
}

export const isOptional = (names: readonly string[]) => (name: string) =>
  names.some((n) => n.toLowerCase() === name.toLowerCase());

/** A row's cell by column name in any case: optional columns keep the file's spelling. */
export const cellsOf = (values: Record<string, string>) => (name: string) => {
  const key = Object.keys(values).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : values[key];
};

/** The commune of a row: the chosen one, or the row's column Kommune. */
export function communeOfRow(
  context: UploadContext,
  value: string | undefined,
  reasons: string[],
): CommuneRef | null {
  const name = (value ?? '').trim();
  if (context.fixed) {
    if (name !== '' && name !== context.fixed.name) {
      reasons.push(`Kommune '${name}' ist nicht die gewählte Kommune ${context.fixed.name}`);
      return null;
    }
    return context.fixed;
  }
  if (value === undefined) return null;
  if (name === '') {
    reasons.push('Kommune fehlt');
    return null;
  }
  const id = context.communes.get(name);
  if (id === undefined) {
    reasons.push(`Kommune '${name}' ist nicht bekannt`);
    return null;
  }
  return { id, name };
}

export const noCommuneColumn = () =>
  new UploadRefused([
    'Zeile 1: Spalte fehlt: Kommune (für alle Kommunen nennt jede Zeile ihre Kommune; oder wählen Sie eine Kommune)',
  ]);

export function textCell(value: string, column: string, reasons: string[], max = MAX_TEXT, required = true) {
  // The exports put an apostrophe before text a spreadsheet would run as a formula; it goes again.
  const text = unguardedText(value);
  if (required && text === '') reasons.push(`${column} fehlt`);
  if (text.length > max) reasons.push(`${column} ist länger als ${max} Zeichen`);
  return text;
}

export function checkMalo(malo: string, reasons: string[]) {
  if (malo === '') reasons.push('Marktlokation fehlt');
  else if (!MALO.test(malo)) reasons.push(`Marktlokation '${malo}' ist keine 11-stellige Nummer`);
}

export function checkPlz(plz: string, reasons: string[]) {
  if (plz === '') reasons.push('PLZ fehlt');
  else if (!PLZ.test(plz)) reasons.push(`PLZ '${plz}' ist keine fünfstellige Postleitzahl`);
}

export const levelCell = (cell: (name: string) => string | undefined, reasons: string[]) =>
  textCell(cell('Druckstufe/Spannungsebene') ?? '', 'Druckstufe/Spannungsebene', reasons, 100, false);

// ---------------------------------------------------------------- the year-start file

export interface YearRow {
  line: number;
  commune: CommuneRef;
  marktlokation: string;
  adresszeile1: string;
  adresszeile2: string;
  plz: string;
  ort: string;
  geschaeftspartnerNummer: string;
  geschaeftspartnerName: string;
  sparte: Sparte;
  spannungsebene: string | null;
  druckstufe: string | null;
  rabatt: boolean;
  notiz: string;
  /** Amount per year: the started year's Rabattbetrag and any 'Rabattbetrag JJJJ'. */
  amounts: Map<number, number>;
}

/** The amount columns of a row: the year's Rabattbetrag and the earlier years' present in the file. */
function amountsOf(
  cell: (name: string) => string | undefined,
  columns: readonly (readonly [string, number])[],
  line: number,
  numberErrors: string[],
) {
  const amounts = new Map<number, number>();
  for (const [column, forYear] of columns) {
    const raw = cell(column) ?? '';
    if (raw.trim() === '') continue;
    const amount = parseGermanNumber(raw);
    if (typeof amount === 'string') numberErrors.push(`Zeile ${line}, Spalte ${column}: ${amount}`);
    else amounts.set(forYear, amount);
  }
  return amounts;
}

/** Checks every row of the year-start file; throws UploadRefused with all problems, each with its line. */
export function parseYearFile(
  text: string,
  year: number,
  context: UploadContext,
  master: Map<string, MarktlokationRow>,
): YearRow[] {
  const optional = (name: string) =>
    isOptional(YEAR_START_OPTIONAL_COLUMNS)(name) ||
    (EARLIER_AMOUNT_COLUMN.test(name.trim()) &&
      Number(EARLIER_AMOUNT_COLUMN.exec(name.trim())?.[1]) !== year);
  const { rows, present } = readTable(text, YEAR_START_COLUMNS, optional);
  if (!context.fixed && !present.includes('kommune')) throw noCommuneColumn();
  const amountColumns = [
    ['Rabattbetrag', year] as const,
    ...present
      .map((name) => [name, Number(EARLIER_AMOUNT_COLUMN.exec(name)?.[1])] as const)
      .filter(([, forYear]) => Number.isInteger(forYear)),
  ];
  const errors: string[] = [];
  const good: YearRow[] = [];
  const seen = new Map<string, number>();
  const decision = new Map<string, { rabatt: boolean; line: number }>();
  for (const row of rows) {
    if ('error' in row) {
      errors.push(rowError('Zeile', row.line, [row.error]));
      continue;
    }
    const cell = cellsOf(row.values);
    const reasons: string[] = [];
    const numberErrors: string[] = [];
    const commune = communeOfRow(context, cell('Kommune'), reasons);
    const malo = cell('Marktlokation') ?? '';
    checkMalo(malo, reasons);
    const known = commune ? master.get(`${commune.id}|${malo}`) : undefined;
    const rabattText = (cell('Rabatt') ?? '').toLowerCase();
    if (rabattText !== 'ja' && rabattText !== 'nein')
      reasons.push(`Rabatt '${cell('Rabatt')}' ist weder Ja noch Nein`);
    const address = textCell(cell('Adresse') ?? '', 'Adresse', reasons);
    const plz = cell('PLZ') ?? '';
    checkPlz(plz, reasons);
    const nummer = textCell(cell('Geschäftspartner-Nr') ?? '', 'Geschäftspartner-Nr', reasons, 20);
    const partner = textCell(cell('Geschäftspartner') ?? '', 'Geschäftspartner', reasons);
    const notiz = textCell(cell('Notiz') ?? '', 'Notiz', reasons, MAX_NOTE, false);
    const level = levelCell(cell, reasons);
    // Sparte and Ort may come from the utility's marktlokationen when the file leaves them out.
    const sparteText = cell('Sparte') || known?.sparte || '';
    if (!(SPARTEN as readonly string[]).includes(sparteText)) {
      reasons.push(
        sparteText === ''
          ? 'Sparte fehlt (die Marktlokation ist der Kommune nicht bekannt; bitte Spalte Sparte angeben)'
          : `Sparte '${sparteText}' ist unbekannt (erlaubt: ${SPARTEN.join(', ')})`,
      );
    }
    const ort = textCell(cell('Ort') || known?.ort || '', 'Ort', reasons);
    const amounts = amountsOf(cell, amountColumns, row.line, numberErrors);
    if (commune && MALO.test(malo) && nummer !== '') {
      const key = `${commune.id}|${malo}|${nummer}`;
      const earlierLine = seen.get(key);
      if (earlierLine !== undefined)
        reasons.push(
          `Marktlokation ${malo} mit Geschäftspartner-Nr ${nummer} steht schon in Zeile ${earlierLine}`,
        );
      else seen.set(key, row.line);
      // One location, one decision (decision 010): every row of a marktlokation has the same discount.
      const same = decision.get(`${commune.id}|${malo}`);
      if (same && (rabattText === 'ja') !== same.rabatt)
        reasons.push(`Rabatt weicht von Zeile ${same.line} derselben Marktlokation ab`);
      else if (!same && (rabattText === 'ja' || rabattText === 'nein'))
        decision.set(`${commune.id}|${malo}`, { rabatt: rabattText === 'ja', line: row.line });
    }
    if (reasons.length > 0) errors.push(rowError('Zeile', row.line, reasons));
    errors.push(...numberErrors);
    if (reasons.length > 0 || numberErrors.length > 0 || !commune) continue;
    const sparte = sparteText as Sparte;
    good.push({
      line: row.line,
      commune,
      marktlokation: malo,
      ...splitAddress(address),
      plz,
      ort,
      geschaeftspartnerNummer: nummer,
      geschaeftspartnerName: partner,
      sparte,
      spannungsebene: sparte === 'Strom' ? level || null : null,
      druckstufe: sparte === 'Gas' ? level || null : null,
      rabatt: rabattText === 'ja',
      notiz,
      amounts,
    });
  }
  if (errors.length > 0) throw new UploadRefused(errors);
  return good;
}
