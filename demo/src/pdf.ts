import PDFDocument from 'pdfkit';

// The demo PDFs (concession-fee letters) with pdfkit, the library the Kommunalrabatt export uses: A4 pages,
// Helvetica (a standard font every reader has), headings, paragraphs and bullet lists, "Seite x von y".

export type PdfBlock = { h: string } | { p: string } | { li: string };

export interface PdfDocumentOptions {
  title: string;
  subtitle?: string;
  author: string;
  /** Also seeds the file id, so the same document gives the same bytes. */
  creationDate: Date;
  blocks: readonly PdfBlock[];
  footer: string;
}

const MARGIN = 56;
const BOTTOM = 72;
const GREEN = '#0a6e3c';
const GREY = '#595f6b';
const INK = '#1f2429';
// Helvetica's WinAnsi encoding has no subscript two and no narrow space.
const FALLBACK: Record<string, string> = { '₂': '2', '\u202f': ' ' };
const clean = (text: string) => text.replace(/[₂\u202f]/g, (ch) => FALLBACK[ch] ?? ch);

/** The file's bytes as a latin1 string (one character per byte): Buffer.from(text, 'latin1') gives them back. */
export function pdfDocument(options: PdfDocumentOptions): string {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 10, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: clean(options.title),
      Author: clean(options.author),
      Producer: 'Kommunalportal Demo-Daten',
      Creator: 'Kommunalportal Demo-Daten',
      CreationDate: options.creationDate,
    },
  });
  const width = doc.page.width - 2 * MARGIN;
  const pageWidth = doc.page.width;

  doc.rect(0, 0, pageWidth, 110).fill(GREEN);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#ffffff')
    .text(clean(options.title), MARGIN, 40, { width });
  if (options.subtitle)
    doc.font('Helvetica').fontSize(11).text(clean(options.subtitle), MARGIN, 76, { width });
  doc.x = MARGIN;
  doc.y = 140;

  for (const block of options.blocks) {
    if ('h' in block) {
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(13).fillColor(GREEN).text(clean(block.h), MARGIN, doc.y, { width });
      doc.moveDown(0.4);
    } else if ('p' in block) {
      doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(clean(block.p), MARGIN, doc.y, { width });
      doc.moveDown(0.4);
    } else {
      doc.font('Helvetica').fontSize(10.5).fillColor(INK);
      doc.list([clean(block.li)], MARGIN + 2, doc.y, { width: width - 2, bulletRadius: 2, textIndent: 14 });
    }
  }

  // Footers last, when the number of pages is known; no bottom margin, so pdfkit adds no page for them.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    doc.page.margins.bottom = 0;
    if (index > 0) doc.rect(0, 0, pageWidth, 12).fill(GREEN);
    const y = doc.page.height - 52;
    doc
      .moveTo(MARGIN, y)
      .lineTo(pageWidth - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke();
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
    doc.text(clean(options.footer), MARGIN, y + 8, { width: width - 80, lineBreak: false });
    doc.text(`Seite ${index + 1} von ${range.count}`, MARGIN, y + 8, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  // pdfkit pushes every chunk synchronously while it writes; nothing is left to wait for after end().
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('latin1');
}
