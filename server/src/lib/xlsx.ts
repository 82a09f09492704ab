import type { Cell } from 'write-excel-file/node';

// Excel workbooks of one table (the exports of the inbox and of the Kommunalrabatt lists), written with
// write-excel-file (one dependency, fflate) instead of exceljs (about 200 packages, no release since 4.4.0).
// Numbers stay number cells, so Excel sorts and filters them as numbers.

export interface XlsxColumn {
  header: string;
  /** In characters. */
  width: number;
  /** Excel's number format for the column's cells, e.g. '0' (whole number) or '@' (text). */
  format?: string;
  /** Long texts: wrapped, aligned to the top of the row. */
  wrap?: boolean;
}

export type XlsxValue = string | number;

/** One sheet: a bold header row that stays in view, filter buttons, the rows below. */
export async function renderXlsxTable(
  sheet: string,
  columns: readonly XlsxColumn[],
  rows: readonly (readonly XlsxValue[])[],
): Promise<Buffer> {
  // Loaded on the first export, not at start, so the server starts sooner.
  const [{ default: writeXlsxFile }, utility] = await Promise.all([
    import('write-excel-file/node'),
    import('write-excel-file/utility'),
  ]);
  const data: Cell[][] = [
    columns.map((column) => ({ value: column.header, fontWeight: 'bold', alignVertical: 'center' })),
    ...rows.map((row) =>
      row.map((value, i): Cell => {
        const column = columns[i];
        if (!column?.format && !column?.wrap) return value;
        return {
          value,
          ...(column.format ? { format: column.format } : {}),
          ...(column.wrap ? { wrap: true, alignVertical: 'top' as const } : {}),
        };
      }),
    ),
  ];
  // Zero-based: the header is row 0, so the last row's index is the number of rows.
  const last = utility.getCellAddress(rows.length, Math.max(0, columns.length - 1));
  return writeXlsxFile(
    data,
    { sheet, columns: columns.map((column) => ({ width: column.width })), stickyRowsCount: 1 },
    {
      features: [
        {
          // Excel's filter buttons over the header row and the rows below it (write-excel-file has none built in).
          files: {
            transform: {
              'xl/worksheets/sheet{id}.xml': {
                transform: (sheetXml) =>
                  utility.insertElementMarkupAccordingToOrderOfSiblings(
                    sheetXml,
                    utility.getSelfClosingTagMarkup('autoFilter', { ref: `A1:${last}` }),
                    utility.getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet') ?? ['autoFilter'],
                    'worksheet',
                  ),
              },
            },
          },
        },
      ],
    },
  ).toBuffer();
}
