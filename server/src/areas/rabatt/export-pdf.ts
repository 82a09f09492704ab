import { addressOf, levelOf } from '@kp/contract/rabatt-constants';
import { berlinDay, formatNumber as formatCount, formatDate, formatEuro } from '@kp/contract/shell';
import PDFDocument from 'pdfkit';
import type { ExportRow, RabattExport } from './export-types.ts';

// The PDF of a commune's list of one year (spec 02 §2 "a PDF per commune and year from the server"): A4
// landscape, a title block, one table row per delivery point with the header row on every page, the totals
// at the end and "Seite x von y" in every footer. Helvetica is one of the 14 standard fonts, so nothing is
// embedded; its WinAnsi encoding covers ä ö ü ß € and the dashes we use.

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const FOOTER_Y = A4_LANDSCAPE.height - 26;
/** Rows end above this line, so they never run into the footer. */
const TABLE_BOTTOM = A4_LANDSCAPE.height - 44;
const BODY_SIZE = 8;
const LINE_HEIGHT = 10;
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 3;
/** Address, place and partner may take two lines; anything longer is cut with an ellipsis. */
const MAX_LINES = 2;

const COLORS = {
  text: '#1a1a1a',
  muted: '#5f6b66',
  headerFill: '#0a6e3c',
  headerText: '#ffffff',
  stripe: '#f1f5f3',
  rule: '#c9d3ce',
} as const;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  lines: number;
  value: (row: ExportRow) => string;
}

/** Widths add up to the printable width of A4 landscape (841.89 − 2 × 36 ≈ 769.9 pt). */
const COLUMNS: readonly Column[] = [
  { label: 'Rabatt', width: 38, align: 'left', lines: 1, value: (row) => (row.rabatt ? 'Ja' : 'Nein') },
  { label: 'Marktlokation', width: 70, align: 'left', lines: 1, value: (row) => row.marktlokation },
  { label: 'Adresse', width: 134, align: 'left', lines: MAX_LINES, value: addressOf },
  {
    label: 'PLZ Ort',
    width: 108,
    align: 'left',
    lines: MAX_LINES,
    value: (row) => `${row.plz} ${row.ort}`.trim(),
  },
  {
    label: 'Geschäftspartner-Nr',
    width: 80,
    align: 'left',
    lines: 1,
    value: (row) => row.geschaeftspartnerNummer,
  },
  {
    label: 'Geschäftspartner',
    width: 150,
    align: 'left',
    lines: MAX_LINES,
    value: (row) => row.geschaeftspartnerName,
  },
  { label: 'Sparte', width: 36, align: 'left', lines: 1, value: (row) => row.sparte },
  { label: 'Druckstufe/Spannungsebene', width: 86, align: 'left', lines: MAX_LINES, value: levelOf },
  {
    label: 'Rabattbetrag',
    width: 67.89,
    align: 'right',
    lines: 1,
    value: (row) => (row.rabattMenge === null ? '–' : formatEuro(row.rabattMenge)),
  },
];

export interface PdfOptions {
  /** Plain content streams, so a test can read the text back; the portal always compresses. */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

/** Breaks a text into at most `maxLines` lines of `width` points; the last line ends in '…' if cut. */
function fitLines(doc: Doc, text: string, width: number, maxLines: number): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return [];
  if (doc.widthOfString(clean) <= width) return [clean];
  const lines: string[] = [];
  let rest = clean;
  while (rest !== '' && lines.length < maxLines) {
    if (lines.length === maxLines - 1) {
      lines.push(cutToWidth(doc, rest, width));
      break;
    }
    const line = longestFittingPrefix(doc, rest, width);
    lines.push(line);
    rest = rest.slice(line.length).trimStart();
  }
  return lines;
}

/** The longest start of `text` that fits, broken after a space or a hyphen, else inside the word. */
function longestFittingPrefix(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let best = '';
  for (let index = 1; index < text.length; index++) {
    const char = text[index];
    const end = char === ' ' ? index : char === '-' ? index + 1 : -1;
    // 'e. V.' stays on one line.
    if (end < 0 || (char === ' ' && text.startsWith('e. V.', index - 2))) continue;
    const candidate = text.slice(0, end);
    if (doc.widthOfString(candidate) > width) break;
    best = candidate;
  }
  if (best !== '') return best;
  // One word wider than the cell: break it where it stops fitting.
  let end = 1;
  while (end < text.length && doc.widthOfString(text.slice(0, end + 1)) <= width) end++;
  return text.slice(0, end);
}

function cutToWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end).trimEnd()}…`) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Column header labels wrap at '-' and '/' too ("Geschäftspartner-/Nr", "Druckstufe/ Spannungsebene"). */
function headerLines(doc: Doc, label: string, width: number): string[] {
  if (doc.widthOfString(label) <= width) return [label];
  const cut = Math.max(label.lastIndexOf('/'), label.lastIndexOf('-'));
  if (cut > 0) return [label.slice(0, cut + 1), label.slice(cut + 1)];
  return fitLines(doc, label, width, 2);
}

/** Sums of 4-decimal amounts in ten-thousandths, so 3,000 additions do not drift. */
function totalsOf(rows: readonly ExportRow[]) {
  const units = (value: number | null) => (value === null ? 0 : Math.round(value * 10_000));
  let rabattfaehig = 0;
  let sum = 0;
  let strom = 0;
  let gas = 0;
  for (const row of rows) {
    if (!row.rabatt) continue;
    rabattfaehig++;
    const amount = units(row.rabattMenge);
    sum += amount;
    if (row.sparte === 'Strom') strom += amount;
    else gas += amount;
  }
  // Rounded once, from the exact sum; the parts get the cents of the total shown, so 'davon Strom' and
  // 'davon Gas' add up to it (before: 13.830,62 € of parts under a total of 13.830,61 €).
  const [stromCents, gasCents] = splitCents(Math.round(sum / 100), [strom, gas]);
  return {
    count: rows.length,
    rabattfaehig,
    sum: Math.round(sum / 100) / 100,
    strom: stromCents / 100,
    gas: gasCents / 100,
  };
}

/**
 * Whole cents of parts given in ten-thousandths that add up to `totalCents`: each part's cents rounded
 * down, the cents left over to the parts with the largest remainders.
 */
export function splitCents(totalCents: number, parts: readonly number[]): number[] {
  const cents = parts.map((units) => Math.floor(units / 100));
  let left = totalCents - cents.reduce((a, b) => a + b, 0);
  const byRemainder = parts
    .map((units, index) => ({ index, rest: units % 100 }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    cents[index]++;
    left--;
  }
  return cents;
}

export function renderRabattPdf(data: RabattExport, options: PdfOptions = {}): Promise<Buffer> {
  const created = formatDate(berlinDay(data.generatedAt));
  const title = `Kommunalrabatt ${data.year}`;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: `${title} – ${data.commune}`,
      Author: 'NEW Kommunalportal',
      Subject: `Lieferstellen der Kommune ${data.commune} für ${data.year}, Status ${data.status}`,
      Creator: 'NEW Kommunalportal',
      CreationDate: data.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const right = A4_LANDSCAPE.width - MARGIN;
  const write = (text: string, x: number, y: number) => doc.text(text, x, y, { lineBreak: false });

  // First page: title block.
  doc.fillColor(COLORS.text).font('Helvetica-Bold').fontSize(18);
  write(title, left, MARGIN);
  const facts: Array<[string, string]> = [
    ['Kommune', data.commune],
    ['Jahr', String(data.year)],
    ['Status', data.status],
    // A closed list is the document the commune accepted: it says when and by whom (decision 010).
    ...(data.accepted
      ? ([
          ['Final akzeptiert am', formatDate(berlinDay(data.accepted.at))],
          ['Akzeptiert von', data.accepted.by],
        ] as Array<[string, string]>)
      : []),
    ['Erstellt am', created],
  ];
  let factX = left;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    write(label, factX, MARGIN + 30);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.text);
    write(value, factX, MARGIN + 41);
    factX += Math.max(110, doc.widthOfString(value) + 28);
  }
  let y = MARGIN + 66;

  const drawTableHeader = () => {
    doc.font('Helvetica-Bold').fontSize(BODY_SIZE);
    const labels = COLUMNS.map((column) => headerLines(doc, column.label, column.width - 2 * CELL_PADDING_X));
    const height = Math.max(...labels.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING_Y;
    doc.rect(left, y, right - left, height).fill(COLORS.headerFill);
    doc.fillColor(COLORS.headerText);
    writeCells(labels);
    y += height;
  };

  /** The lines of each column's cell at the current y, right-aligned where the column says so. */
  const writeCells = (cells: string[][]) => {
    let x = left;
    COLUMNS.forEach((column, index) => {
      cells[index].forEach((line, lineIndex) => {
        const textX =
          column.align === 'right'
            ? x + column.width - CELL_PADDING_X - doc.widthOfString(line)
            : x + CELL_PADDING_X;
        write(line, textX, y + CELL_PADDING_Y + lineIndex * LINE_HEIGHT);
      });
      x += column.width;
    });
  };

  /** Later pages: a running head naming the list, then the column headers again. */
  const newPage = (withTableHeader: boolean) => {
    doc.addPage();
    y = MARGIN;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(COLORS.muted);
    const acceptedNote = data.accepted ? `, akzeptiert am ${formatDate(berlinDay(data.accepted.at))}` : '';
    write(`${title} · ${data.commune} · Status: ${data.status}${acceptedNote}`, left, y);
    y += 18;
    if (withTableHeader) drawTableHeader();
  };

  drawTableHeader();
  // Many rows share partner names and levels; their line breaks are measured once.
  const fitted = new Map<string, string[]>();
  doc.font('Helvetica').fontSize(BODY_SIZE);
  data.rows.forEach((row, rowIndex) => {
    doc.font('Helvetica').fontSize(BODY_SIZE);
    const cells = COLUMNS.map((column, columnIndex) => {
      const text = column.value(row);
      const key = `${columnIndex}\u0000${text}`;
      let lines = fitted.get(key);
      if (!lines) {
        lines = fitLines(doc, text, column.width - 2 * CELL_PADDING_X, column.lines);
        fitted.set(key, lines);
      }
      return lines;
    });
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING_Y;
    if (y + height > TABLE_BOTTOM) newPage(true);
    doc.font('Helvetica').fontSize(BODY_SIZE);
    if (rowIndex % 2 === 1) doc.rect(left, y, right - left, height).fill(COLORS.stripe);
    doc.fillColor(COLORS.text);
    writeCells(cells);
    y += height;
  });
  if (data.rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(BODY_SIZE + 1)
      .fillColor(COLORS.muted);
    write('Diese Liste enthält keine Lieferstellen.', left + CELL_PADDING_X, y + 6);
    y += 22;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();

  // Totals: kept together, on a new page if they do not fit below the table.
  const totals = totalsOf(data.rows);
  const totalLines: Array<[string, string]> = [
    ['Lieferstellen', formatCount(totals.count)],
    ['Rabattfähige Lieferstellen', formatCount(totals.rabattfaehig)],
    ['Summe Rabattbetrag (rabattfähige Lieferstellen)', formatEuro(totals.sum)],
    ['davon Strom', formatEuro(totals.strom)],
    ['davon Gas', formatEuro(totals.gas)],
  ];
  const totalsHeight = 24 + totalLines.length * 14;
  if (y + 14 + totalsHeight > TABLE_BOTTOM) newPage(false);
  y += 14;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(COLORS.text);
  write('Summen', left, y);
  y += 20;
  const valueRight = left + 360;
  for (const [label, value] of totalLines) {
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.text);
    write(label, left, y);
    doc.font('Helvetica-Bold');
    write(value, valueRight - doc.widthOfString(value), y);
    y += 14;
  }

  // Footers last: only now is the page count known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    write(`NEW Kommunalportal · ${title} · ${data.commune} · erstellt am ${created}`, left, FOOTER_Y);
    const page = `Seite ${index - range.start + 1} von ${range.count}`;
    write(page, right - doc.widthOfString(page), FOOTER_Y);
  }
  doc.end();
  return done;
}
