import { EXPORT_COLUMNS, EXPORT_VALUES, type ExportColumn } from '@kp/contract/rabatt-constants';
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
const LAYOUT: Record<ExportColumn, { width: number; numFmt?: string }> = {
  Rabatt: { width: 9 },
  Marktlokation: { width: 15, numFmt: '0' },
  Adresse: { width: 36 },
  PLZ: { width: 8, numFmt: '@' },
  'Geschäftspartner-Nr': { width: 20, numFmt: '0' },
  Geschäftspartner: { width: 40 },
  Notiz: { width: 40 },
  'Druckstufe/Spannungsebene': { width: 26 },
};

export async function renderRabattXlsx(data: RabattExport): Promise<Buffer> {
  // Loaded on the first export, not at start: exceljs alone took 1.4 s of the start's 9 s (issue 18).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'NEW Kommunalportal';
  workbook.title = `Kommunalrabatt ${data.year} – ${data.commune}`;
  workbook.subject = `Lieferstellen der Kommune ${data.commune}, Status ${data.status}`;
  workbook.created = data.generatedAt;
  workbook.modified = data.generatedAt;

  const sheet = workbook.addWorksheet(`Kommunalrabatt ${data.year}`, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((header) => ({
    header,
    width: LAYOUT[header].width,
    style: LAYOUT[header].numFmt ? { numFmt: LAYOUT[header].numFmt } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  for (const row of data.rows) sheet.addRow(cellsOf(row));
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, data.rows.length + 1), column: EXPORT_COLUMNS.length },
  };
  // exceljs declares its own Buffer type; the bytes are a Node Buffer.
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
