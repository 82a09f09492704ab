import { renderXlsxTable } from '../../lib/xlsx.ts';

/** The inbox as an Excel file: the CSV's columns in the CSV's order, numbers as number cells. */
export function renderRequestsXlsx(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const long = (header: string) => /Nachricht|Beschreibung|Notiz/.test(header);
  return renderXlsxTable(
    'Anfragen',
    headers.map((header) => ({
      header,
      width: long(header) ? 60 : header === 'Nr.' ? 8 : 24,
      wrap: long(header),
    })),
    rows,
  );
}
