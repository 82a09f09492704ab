// The year-start and marktlokationen files may also be an Excel workbook (.xlsx, e.g. the list's own xlsx
// export with the amount added). The first sheet becomes the CSV text the checks read, one line per sheet
// row, so 'Zeile n' is the row number Excel shows. Numbers become German numbers ('1234,56'), so an amount
// typed in Excel passes the same rule as one in a CSV file.

/** A ZIP (and so an xlsx) starts with 'PK\x03\x04'. */
export const isXlsx = (body: Buffer) =>
  body.length > 4 && body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;

type CellValue = string | number | boolean | Date | null | undefined;

function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** One CSV field: quoted when it holds the separator or a quote; line breaks become spaces (one row, one line). */
const field = (text: string) => {
  const flat = text.replace(/\r\n|\r|\n/g, ' ');
  return /[;"]/.test(flat) ? `"${flat.replaceAll('"', '""')}"` : flat;
};

/** The first sheet as CSV text; blank rows stay blank lines, so the line numbers are the sheet's rows. */
export async function xlsxToCsv(body: Buffer): Promise<string> {
  // read-excel-file (with write-excel-file for the exports), loaded on the first upload.
  const { readSheet } = await import('read-excel-file/node');
  const rows = (await readSheet(body, { trim: false })) as CellValue[][];
  const width = rows[0]?.length ?? 0;
  const lines = rows.map((row) => {
    const cells: string[] = [];
    for (let c = 0; c < width; c++) cells.push(field(textOf(row[c]).trim()));
    return cells.every((cell) => cell === '') ? '' : cells.join(';');
  });
  return lines.length ? `${lines.join('\n')}\n` : '';
}
