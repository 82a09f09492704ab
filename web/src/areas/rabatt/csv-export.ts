import {
  EXPORT_COLUMNS,
  EXPORT_VALUES,
  type ExportColumn,
  type ExportSource,
} from '@kp/contract/rabatt-constants';

// The CSV of the delivery-point list (spec 02 §2), built in the browser: the spec's columns in order, ';' as
// separator and a UTF-8 byte order mark, so German Excel opens umlauts and columns correctly.

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[;"\r\n]/;
// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection); the note
// and the address are typed by people, so such text gets a leading apostrophe and stays text.
const FORMULA_START = /^[=+\-@\t\r]/;

// Typed by people (or taken from billing texts): guarded against formulas. The ids and the PLZ are digits.
const FREE_TEXT: ReadonlySet<ExportColumn> = new Set([
  'Adresse',
  'Geschäftspartner',
  'Notiz',
  'Druckstufe/Spannungsebene',
]);
const CELL_OF = EXPORT_COLUMNS.map((column) => {
  const value = EXPORT_VALUES[column];
  return FREE_TEXT.has(column)
    ? (row: ExportSource) => textCell(value(row))
    : (row: ExportSource) => csvCell(value(row));
});

/** One cell: quoted (inner quotes doubled) when it holds the separator, a quote or a line break. */
export function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Free text from people, kept from being run as a formula. */
export function textCell(value: string): string {
  return csvCell(FORMULA_START.test(value) ? `'${value}` : value);
}

function csvLine(row: ExportSource): string {
  return CELL_OF.map((cell) => cell(row)).join(SEPARATOR);
}

/** The whole file as one string (one join, so 3,000 rows take a few milliseconds). */
export function buildCsv(rows: readonly ExportSource[]): string {
  const lines = [EXPORT_COLUMNS.map(csvCell).join(SEPARATOR), ...rows.map(csvLine)];
  return `${BOM}${lines.join(LINE_END)}${LINE_END}`;
}
