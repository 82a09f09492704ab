import { csvCell, csvFile, csvText } from '@kp/contract/csv';
import type { Exporter } from 'react-admin';
import { saveFile } from '../ui/save-file.ts';

/** One cell: text kept from running as a formula, numbers with a decimal comma, flags as ja/nein. */
export function exportCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvCell(String(value).replace('.', ','));
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string') return csvText(value);
  return csvText(JSON.stringify(value));
}

/**
 * The lists' "Exportieren": every matching row as the portal writes CSV (';', a byte order mark for Excel,
 * no cell read as a formula). react-admin's own exporter wrote ',' without that guard, and a request's
 * text typed by anyone would have run as a formula in the editor's spreadsheet.
 */
export const backofficeExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const lines = [
    columns.map(csvText),
    ...records.map((record) => columns.map((column) => exportCell(record[column]))),
  ];
  saveFile(new Blob([csvFile(lines)], { type: 'text/csv;charset=utf-8' }), `${resource ?? 'export'}.csv`);
};
