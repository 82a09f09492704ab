// The inbox's CSV: the same rules as the web's one writer (web/src/ui/csv.ts), which the server cannot
// import: ';' as separator, CRLF line ends and a UTF-8 byte order mark, so German Excel opens umlauts and
// columns correctly; a text cell that would start a formula gets a leading apostrophe (CSV injection).

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[;"\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number stays as it is; text is kept from being run as a formula and quoted when needed. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvFile(lines: readonly (readonly (string | number)[])[]): string {
  return `${BOM}${lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join(LINE_END)}${LINE_END}`;
}
