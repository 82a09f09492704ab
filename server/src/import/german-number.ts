// Number columns of the CSV imports, in the German format German Excel writes: decimal comma, thousands
// dots in groups of three. Anything else is refused with the reason rather than guessed: '270611.5' (a
// decimal point), '14.53' (a cut-off '14.530,75'), '23.400' (thousands dot or decimal point?).

export interface GermanNumberFormat {
  /** Digits after the comma when the column fixes them (e.g. 2 for euros); otherwise any. */
  decimals?: number;
}

const PLAIN = /^(\d+)(?:,(\d+))?$/;
const GROUPED = /^(\d{1,3}(?:\.\d{3})+),(\d+)$/;
const GROUPED_WITHOUT_COMMA = /^\d{1,3}(?:\.\d{3})+$/;
const DECIMAL_POINT = /^\d+\.\d+$/;
const EXAMPLE = 'z. B. 14.530,75 oder 14530,75';

/**
 * A non-negative number in the German format, or the reason it is not one (German, without line and
 * column: the caller puts 'Zeile n, Spalte X: ' in front). Blanks around the value are ignored.
 */
export function parseGermanNumber(raw: string, format: GermanNumberFormat = {}): number | string {
  const value = raw.trim();
  if (value === '') return 'Wert fehlt';
  if (value.startsWith('-') && typeof parseGermanNumber(value.slice(1), format) === 'number')
    return `'${value}' ist negativ; erlaubt sind Zahlen ab 0`;
  const match = PLAIN.exec(value) ?? GROUPED.exec(value);
  if (!match) {
    if (GROUPED_WITHOUT_COMMA.test(value))
      return `'${value}' ist mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte mit Dezimalkomma (${value},0) oder ohne Punkt (${value.replaceAll('.', '')}) schreiben`;
    if (DECIMAL_POINT.test(value))
      return `'${value}' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (${value.replace('.', ',')})`;
    if (/^[\d.]+(,\d+)?$/.test(value))
      return `'${value}' ist keine Zahl im deutschen Format: Tausenderpunkte stehen in Dreiergruppen (${EXAMPLE})`;
    return `'${value}' ist keine Zahl im deutschen Format (${EXAMPLE})`;
  }
  const [, whole, fraction = ''] = match;
  if (format.decimals !== undefined && fraction.length !== format.decimals) {
    return `'${value}' hat ${fraction.length} statt ${format.decimals} Nachkommastellen`;
  }
  const number = Number(`${whole.replaceAll('.', '')}.${fraction || '0'}`);
  if (!Number.isFinite(number)) return `'${value}' ist zu groß`;
  return number;
}
