import { csvCell, csvFile, csvText } from '@kp/contract/csv';
import {
  EXPORT_COLUMNS,
  EXPORT_VALUES,
  type ExportColumn,
  type ExportSource,
} from '@kp/contract/rabatt-constants';

// The CSV of the delivery-point list (spec 02 §2), built in the browser with the spec's columns in order.

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
    ? (row: ExportSource) => csvText(value(row))
    : (row: ExportSource) => csvCell(value(row));
});

/** The whole file as one string. */
export function buildCsv(rows: readonly ExportSource[]): string {
  return csvFile([EXPORT_COLUMNS.map(csvText), ...rows.map((row) => CELL_OF.map((cell) => cell(row)))]);
}
