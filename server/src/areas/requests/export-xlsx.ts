/** The inbox as an Excel file: the CSV's columns in the CSV's order, numbers as number cells. */
export async function renderRequestsXlsx(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  generatedAt: Date,
): Promise<Buffer> {
  // Loaded on the first export, not at start (exceljs costs 1.4 s of a start, issue 18).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'NEW Kommunalportal';
  workbook.title = 'Anfragen';
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  const sheet = workbook.addWorksheet('Anfragen', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({
    header,
    width: /Nachricht|Beschreibung|Notiz/.test(header) ? 60 : header === 'Nr.' ? 8 : 24,
    style: /Nachricht|Beschreibung|Notiz/.test(header)
      ? { alignment: { wrapText: true, vertical: 'top' } }
      : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, rows.length + 1), column: headers.length },
  };
  // exceljs declares its own Buffer type; the bytes are a Node Buffer.
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
