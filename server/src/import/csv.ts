// A small reader for the import's CSV files as German Excel writes them: semicolons, UTF-8 with or without
// BOM, CRLF or LF, fields in double quotes when they hold a semicolon, a quote or a line break.

export interface CsvRecord {
  /** The line the record starts on, counting the header as line 1, as an editor shows it. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

export class CsvError extends Error {}

/** Splits the text into records; blank lines are skipped. Throws CsvError on an unclosed quote. */
export function parseCsv(text: string, separator = ';'): CsvTable {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let startLine = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // A line with nothing on it is not a record.
    if (!(cells.length === 1 && cells[0].trim() === '')) records.push({ line: startLine, cells });
    cells = [];
    cell = '';
  };
  while (i < source.length) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && source[i + 1] === '\n') i++;
      line++;
      startLine = line;
    } else {
      cell += ch;
    }
    i++;
  }
  if (quoted) throw new CsvError(`Zeile ${startLine}: Ein Feld in Anführungszeichen wird nicht geschlossen.`);
  if (cell !== '' || cells.length > 0) endRecord();
  const [head, ...rest] = records;
  if (!head) throw new CsvError('Die Datei ist leer.');
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
  rows: Array<{ line: number; values: Record<K, string> } | { line: number; error: string }>;
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
