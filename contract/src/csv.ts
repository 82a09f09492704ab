// The one CSV writer of the portal (the Kommunalrabatt list and the consumption chart in the browser, the
// requests inbox on the server): ';' as separator,
// CRLF line ends and a UTF-8 byte order mark, so German Excel opens umlauts and columns correctly.

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[;"\r\n]/;
// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection), so text
// gets a leading apostrophe and stays text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value the app formats itself (a number with a decimal comma, an id, a year): quoted when needed, never
 * prefixed, so '-1,5' stays a number. */
export function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Text (typed by people or coming from data), kept from being run as a formula. */
export function csvText(value: string): string {
  return csvCell(FORMULA_START.test(value) ? `'${value}` : value);
}

/** A cell of one of the portal's files read back (an export uploaded again): without csvText's apostrophe. */
export function unguardedText(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** The whole file from cells already written with csvCell or csvText (one join, so 3,000 rows are quick). */
export function csvFile(lines: readonly (readonly string[])[]): string {
  return `${BOM}${lines.map((cells) => cells.join(SEPARATOR)).join(LINE_END)}${LINE_END}`;
}
