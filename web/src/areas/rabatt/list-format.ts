import type { Change, Lieferstelle } from '@kp/contract/rabatt';

// Display helpers of the delivery-point list that are plain logic (tested without a browser).

/** The small markers of the Marktlokation cell. */
export function rowBadges(
  row: Pick<Lieferstelle, 'addedByNew' | 'addedByCommune' | 'newGeschaeftspartner'>,
): string[] {
  const badges: string[] = [];
  if (row.addedByNew) badges.push('Neu');
  if (row.addedByCommune) badges.push('Von Kommune');
  if (row.newGeschaeftspartner) badges.push('Neuer Geschäftspartner');
  return badges;
}

/** People's words for the stored field names of a change. */
const FIELD_LABELS: Record<string, string> = {
  adresszeile1: 'Straße',
  adresszeile2: 'Hausnummer',
  notiz: 'Notiz',
  rabatt: 'Rabatt',
  status: 'Status',
  marktlokation: 'Marktlokation',
  plz: 'PLZ',
  ort: 'Ort',
  geschaeftspartnerNummer: 'Geschäftspartner-Nr.',
  geschaeftspartnerName: 'Geschäftspartner',
  sparte: 'Sparte',
  spannungsebene: 'Spannungsebene',
  druckstufe: 'Druckstufe',
  rabattMenge: 'Rabattbetrag',
};

/** The label of a field; unknown fields keep their name. */
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A value of a change as text: booleans as Ja/Nein, missing or empty as '–'. */
export function changeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type ChangeLine = { field: string; before: string; after: string };

/** One line per changed field: 'Straße: Alte Straße → Neue Straße'. Fields in the order the server sent. */
export function changeLines(change: Pick<Change, 'before' | 'after'>): ChangeLine[] {
  const fields = [...new Set([...Object.keys(change.before), ...Object.keys(change.after)])];
  return fields
    .map((field) => ({
      field: fieldLabel(field),
      before: changeValue(change.before[field]),
      after: changeValue(change.after[field]),
    }))
    .filter((line) => line.before !== line.after);
}

/** Newest first, whatever order the server sent. */
export const newestFirst = (changes: readonly Change[]) =>
  [...changes].sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt) || b.id - a.id);
