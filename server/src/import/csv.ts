import { CsvError as CsvParseError, parse } from 'csv-parse/sync';

// The import's CSV files as German Excel writes them: semicolons, UTF-8 with or without BOM, CRLF or LF,
// fields in double quotes when they hold a semicolon, a quote or a line break. csv-parse reads them with
// quotes strict (`"ab"c` is an error, not `abc`); this file adds the line numbers an editor shows and the
// German messages.

export interface CsvRecord {
  /** The line the record starts on, counting the header as line 1, as an editor shows it. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

/** A record by column name, or why it could not be read (a wrong number of cells). */
export type CsvRow<K extends string> =
  | { line: number; values: Record<K, string> }
  | { line: number; error: string };

export class CsvError extends Error {}

/** Byte offsets where each line starts; CRLF, LF and a lone CR each end a line, as in an editor. */
function lineStarts(bytes: Buffer): number[] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

/** The 1-based line of a byte offset. */
function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The first byte of the record that starts at or after `offset`, past blank lines. */
function skipLineBreaks(bytes: Buffer, offset: number): number {
  let i = offset;
  while (i < bytes.length && (bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return i;
}

const isBlank = (cells: readonly string[]) => cells.length === 1 && cells[0].trim() === '';

function syntaxMessage(error: CsvParseError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'Ein Feld in Anführungszeichen wird nicht geschlossen.';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'Nach dem schließenden Anführungszeichen eines Feldes steht noch Text (etwa "ab"c). Ein Anführungszeichen im Feld wird verdoppelt: "ab""c".';
    case 'INVALID_OPENING_QUOTE':
      return 'Ein Anführungszeichen steht mitten in einem Feld. Ein Feld mit Anführungszeichen steht ganz in Anführungszeichen, die darin verdoppelt werden: "ab""c".';
    default:
      return `Die Zeile ist kein gültiges CSV (${error.message}).`;
  }
}

/**
 * Splits the text into records; blank lines are skipped. Throws CsvError (`Zeile n: …`) on broken quoting,
 * on characters that are not UTF-8, on an empty file and on a file whose last row has no line break after
 * it (a header alone may lack one): that is how a file cut off in mid-row looks (`14.530,75` cut to `14.53`).
 */
export function parseCsv(text: string, separator = ';'): CsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const bytes = Buffer.from(source, 'utf8');
  const starts = lineStarts(bytes);
  // Read as UTF-8, a Windows-1252 umlaut becomes U+FFFD, and 'Brüggen' an unknown commune.
  const broken = source.indexOf('\uFFFD');
  if (broken !== -1) {
    const line = lineAt(starts, Buffer.byteLength(source.slice(0, broken), 'utf8'));
    throw new CsvError(
      `Zeile ${line}: Die Datei ist nicht in UTF-8 gespeichert (ein Umlaut oder Sonderzeichen ist unlesbar). Bitte in Excel als „CSV UTF-8 (durch Trennzeichen getrennt)“ speichern.`,
    );
  }
  const records: CsvRecord[] = [];
  // Where the record being read starts: after the last one csv-parse finished.
  let recordStart = 0;
  let headerEnd = 0;
  try {
    parse(bytes, {
      delimiter: separator,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (cells: string[], info) => {
        const line = lineAt(starts, skipLineBreaks(bytes, recordStart));
        recordStart = info.bytes;
        if (isBlank(cells)) return null;
        if (records.length === 0) headerEnd = info.bytes;
        records.push({ line, cells });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvParseError)) throw error;
    throw new CsvError(
      `Zeile ${lineAt(starts, skipLineBreaks(bytes, recordStart))}: ${syntaxMessage(error)}`,
    );
  }
  const [head, ...rest] = records;
  if (!head) throw new CsvError('Die Datei ist leer.');
  // Also when the cut-off rest looks blank ('""' of '"";1'): it was the start of a row all the same.
  const end = bytes[bytes.length - 1];
  if (bytes.length > headerEnd && end !== 0x0a && end !== 0x0d) {
    throw new CsvError(
      `Zeile ${starts.length}: Nach der letzten Zeile fehlt der Zeilenumbruch, so endet eine abgeschnittene Datei. ` +
        'Bitte die vollständige Datei importieren; ist sie vollständig, am Ende einen Zeilenumbruch anfügen.',
    );
  }
  return { header: head.cells.map((name) => name.trim()), records: rest };
}

/**
 * Checks the header against the expected columns (any order, case ignored) and returns each record as an
 * object by column name, or the problems of the header.
 */
export function recordsByColumn<K extends string>(
  table: CsvTable,
  columns: readonly K[],
): {
  rows: CsvRow<K>[];
  headerErrors: string[];
} {
  const names = table.header.map((name) => name.toLowerCase());
  const headerErrors: string[] = [];
  const missing = columns.filter((column) => !names.includes(column.toLowerCase()));
  if (missing.length > 0)
    headerErrors.push(`Zeile 1: Spalte${missing.length > 1 ? 'n' : ''} fehlt: ${missing.join(', ')}`);
  const unknown = [...new Set(table.header)].filter(
    (name) => !columns.some((column) => column.toLowerCase() === name.toLowerCase()),
  );
  if (unknown.length > 0)
    headerErrors.push(`Zeile 1: unbekannte Spalte${unknown.length > 1 ? 'n' : ''}: ${unknown.join(', ')}`);
  const doubled = names.filter((name, i) => names.indexOf(name) !== i);
  if (doubled.length > 0) headerErrors.push(`Zeile 1: Spalte doppelt: ${[...new Set(doubled)].join(', ')}`);
  if (headerErrors.length > 0) return { rows: [], headerErrors };
  const index = Object.fromEntries(
    columns.map((column) => [column, names.indexOf(column.toLowerCase())]),
  ) as Record<K, number>;
  const rows = table.records.map((record) => {
    if (record.cells.length !== table.header.length) {
      return {
        line: record.line,
        error: `${record.cells.length} statt ${table.header.length} Spalten (Trennzeichen ist das Semikolon)`,
      };
    }
    const values = Object.fromEntries(
      columns.map((column) => [column, record.cells[index[column]].trim()]),
    ) as Record<K, string>;
    return { line: record.line, values };
  });
  return { rows, headerErrors };
}

/**
 * The rows of a CSV file under its columns, each by line: the imports' one reader. `optional` names further
 * columns a file may have; `present` lists those it has, in lower case. Problems that stop the file before
 * any row (broken CSV, wrong header, no rows) come back as `errors`.
 */
export function readRows<K extends string>(
  text: string,
  columns: readonly K[],
  optional: (name: string) => boolean = () => false,
): { rows: CsvRow<K>[]; present: string[] } | { errors: string[] } {
  let table: CsvTable;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { errors: [error.message] };
    throw error;
  }
  const present = table.header.filter(
    (name) => optional(name) && !columns.some((column) => column.toLowerCase() === name.toLowerCase()),
  );
  const { rows, headerErrors } = recordsByColumn(table, [...columns, ...present] as K[]);
  if (headerErrors.length > 0) return { errors: headerErrors };
  if (rows.length === 0) return { errors: ['Die Datei enthält keine Zeilen unter der Kopfzeile.'] };
  return { rows, present: present.map((name) => name.toLowerCase()) };
}
