import { EXPORT_COLUMNS, EXPORT_VALUES, type ExportColumn } from '@kp/contract/rabatt-constants';
import { renderXlsxTable } from '../../lib/xlsx.ts';
import type { ExportRow, RabattExport } from './export-types.ts';

// The xlsx of a commune's list of one year: the CSV's columns in the CSV's order (EXPORT_COLUMNS), so both
// downloads hold the same table; the ids are real number cells, so Excel sorts and filters them as numbers.
// The amount stays out on purpose: the spec names the export's columns, and the PDF carries the amounts.

type Cell = string | number;

/** An id as a number cell when it is one (Excel keeps 15 significant digits; ours have 10–11). */
const idCell = (value: string): Cell => (/^[1-9]\d{0,14}$/.test(value) ? Number(value) : value);

const ID_COLUMNS: ReadonlySet<ExportColumn> = new Set(['Marktlokation', 'Geschäftspartner-Nr']);

/** One cell per EXPORT_COLUMNS entry: the CSV's texts, the ids as numbers. */
const cellsOf = (row: ExportRow): Cell[] =>
  EXPORT_COLUMNS.map((column) => {
    const value = EXPORT_VALUES[column](row);
    return ID_COLUMNS.has(column) ? idCell(value) : value;
  });

/** Column widths in characters, and the number formats: '0' shows ids whole, '@' keeps PLZ text. */
const LAYOUT: Record<ExportColumn, { width: number; format?: string }> = {
  Rabatt: { width: 9 },
  Marktlokation: { width: 15, format: '0' },
  Adresse: { width: 36 },
  PLZ: { width: 8, format: '@' },
  'Geschäftspartner-Nr': { width: 20, format: '0' },
  Geschäftspartner: { width: 40 },
  Notiz: { width: 40 },
  'Druckstufe/Spannungsebene': { width: 26 },
};

export function renderRabattXlsx(data: RabattExport): Promise<Buffer> {
  return renderXlsxTable(
    `Kommunalrabatt ${data.year}`,
    EXPORT_COLUMNS.map((header) => ({ header, ...LAYOUT[header] })),
    data.rows.map(cellsOf),
  );
}
