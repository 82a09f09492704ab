/**
 * A minimal PDF 1.4 writer for the demo downloads: A4 pages, Helvetica (a standard font every reader has),
 * headings, paragraphs and bullet lists. The output is plain ASCII (non-ASCII letters are written as octal
 * escapes in WinAnsiEncoding), so it is stable, small and can be compared as text.
 */

export type PdfBlock = { h: string } | { p: string } | { li: string };

export interface PdfDocumentOptions {
  title: string;
  subtitle?: string;
  author: string;
  /** PDF date, e.g. D:20260115090000+01'00'. */
  creationDate: string;
  blocks: readonly PdfBlock[];
  footer: string;
}

const PAGE = { width: 595, height: 842 } as const;
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = 72;

/** WinAnsiEncoding codes for the non-ASCII characters the demo texts use. */
const WIN_ANSI: Record<string, number> = {
  ä: 0xe4,
  ö: 0xf6,
  ü: 0xfc,
  Ä: 0xc4,
  Ö: 0xd6,
  Ü: 0xdc,
  ß: 0xdf,
  é: 0xe9,
  è: 0xe8,
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
  '‚': 0x82,
  '‘': 0x91,
  '’': 0x92,
  '•': 0x95,
  '…': 0x85,
  '§': 0xa7,
  '°': 0xb0,
  '²': 0xb2,
  '³': 0xb3,
  '·': 0xb7,
  '×': 0xd7,
  '½': 0xbd,
};
const FALLBACK: Record<string, string> = { '₂': '2', '\u00a0': ' ', '\u202f': ' ' };

function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const mapped = FALLBACK[ch] ?? ch;
    const code = mapped.charCodeAt(0);
    if (mapped === '(' || mapped === ')' || mapped === '\\') out += `\\${mapped}`;
    else if (code >= 32 && code < 127) out += mapped;
    else if (WIN_ANSI[mapped] !== undefined) out += `\\${WIN_ANSI[mapped].toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

/** Helvetica advance widths in 1/1000 em, close enough to wrap lines. */
function charWidth(ch: string): number {
  if (" .,;:!|iIjlt'’‚".includes(ch)) return 278;
  if ('fr-()[]/'.includes(ch)) return 333;
  if ('mM'.includes(ch)) return 833;
  if ('wW'.includes(ch)) return 760;
  if ('0123456789'.includes(ch)) return 556;
  if (ch >= 'A' && ch <= 'Z') return 667;
  if ('ÄÖÜ'.includes(ch)) return 722;
  if ('–•'.includes(ch)) return 556;
  if ('—'.includes(ch)) return 1000;
  return 540;
}
const textWidth = (text: string, size: number): number =>
  ([...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size) / 1000;

function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const GREEN = '0.039 0.431 0.235';
const GREY = '0.35 0.38 0.42';

interface Line {
  font: 'F1' | 'F2';
  size: number;
  x: number;
  y: number;
  text: string;
  color?: string;
}

function layout(options: PdfDocumentOptions): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE.height - 150;
  const room = (needed: number) => {
    if (y - needed < BOTTOM) {
      pages.push([]);
      y = PAGE.height - MARGIN - 10;
    }
  };
  const put = (line: Omit<Line, 'y'>) => pages[pages.length - 1].push({ ...line, y });
  for (const block of options.blocks) {
    if ('h' in block) {
      y -= 10;
      room(40);
      put({ font: 'F2', size: 13, x: MARGIN, text: block.h, color: GREEN });
      y -= 20;
    } else if ('p' in block) {
      for (const text of wrap(block.p, 10.5, TEXT_WIDTH)) {
        room(15);
        put({ font: 'F1', size: 10.5, x: MARGIN, text });
        y -= 15;
      }
      y -= 6;
    } else {
      wrap(block.li, 10.5, TEXT_WIDTH - 16).forEach((text, i) => {
        room(15);
        if (i === 0) put({ font: 'F1', size: 10.5, x: MARGIN + 2, text: '•', color: GREEN });
        put({ font: 'F1', size: 10.5, x: MARGIN + 16, text });
        y -= 15;
      });
      y -= 2;
    }
  }
  return pages;
}

function pageContent(
  lines: readonly Line[],
  index: number,
  count: number,
  options: PdfDocumentOptions,
): string {
  const ops: string[] = [];
  if (index === 0) {
    ops.push(`${GREEN} rg 0 ${PAGE.height - 110} ${PAGE.width} 110 re f`);
    ops.push(`BT /F2 20 Tf 1 1 1 rg ${MARGIN} ${PAGE.height - 58} Td ${pdfString(options.title)} Tj ET`);
    if (options.subtitle) {
      ops.push(`BT /F1 11 Tf 1 1 1 rg ${MARGIN} ${PAGE.height - 84} Td ${pdfString(options.subtitle)} Tj ET`);
    }
  } else {
    ops.push(`${GREEN} rg 0 ${PAGE.height - 12} ${PAGE.width} 12 re f`);
  }
  for (const line of lines) {
    ops.push(
      `BT /${line.font} ${line.size} Tf ${line.color ?? '0.12 0.14 0.16'} rg ${line.x} ${line.y} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  ops.push(`${GREY} RG 0.5 w ${MARGIN} 52 m ${PAGE.width - MARGIN} 52 l S`);
  ops.push(`BT /F1 8.5 Tf ${GREY} rg ${MARGIN} 38 Td ${pdfString(options.footer)} Tj ET`);
  const pageLabel = `Seite ${index + 1} von ${count}`;
  ops.push(
    `BT /F1 8.5 Tf ${GREY} rg ${PAGE.width - MARGIN - Math.round(textWidth(pageLabel, 8.5))} 38 Td ${pdfString(pageLabel)} Tj ET`,
  );
  return ops.join('\n');
}

/** The whole file as an ASCII string; write it as it is. */
export function pdfDocument(options: PdfDocumentOptions): string {
  const pages = layout(options);
  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(options.title)} /Author ${pdfString(options.author)} /Producer (Kommunalportal Demo-Daten) /CreationDate (${options.creationDate}) >>`;
  pages.forEach((lines, i) => {
    const content = pageContent(lines, i, pages.length, options);
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}
