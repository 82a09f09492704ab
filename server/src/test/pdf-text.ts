import { inflateSync } from 'node:zlib';

// Reads the text back from the PDFs pdfkit writes (the Kommunalrabatt export), compressed or not, so tests
// can check what a person would read in the file.

/** WinAnsi bytes to text: 0x80–0x9F hold €, dashes and quotes; the rest is Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = { 128: '€', 133: '…', 150: '–', 151: '—', 160: ' ' };

export interface PlacedText {
  x: number;
  y: number;
  text: string;
}

/** The streams in file order, FlateDecode ones inflated; a stream's dictionary never reaches past its object. */
function streamsOf(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/<<((?:(?!endobj)[\s\S])*?)>>\s*stream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('\nendstream', start);
    if (end < 0) continue;
    const raw = pdf.subarray(start, end);
    if (!match[1].includes('/FlateDecode')) {
      streams.push(raw.toString('latin1'));
      continue;
    }
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      // Not a content stream we can read (fonts are not embedded, so there should be none).
    }
  }
  return streams;
}

/**
 * The pages of a PDF as pdfkit writes them: one content stream per page, in page order, each text drawn as
 * `1 0 0 1 x y Tm … [<hex> kern <hex>] TJ`. Reads every text back with its position.
 */
export function readPdfPages(pdf: Buffer): PlacedText[][] {
  return streamsOf(pdf)
    .filter((stream) => stream.includes(' TJ'))
    .map((stream) =>
      [...stream.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n\/F\d+ [\d.]+ Tf\n\[(.*?)\] TJ/g)].map((m) => {
        const hex = [...m[3].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
        let text = '';
        for (let i = 0; i < hex.length; i += 2) {
          const code = Number.parseInt(hex.slice(i, i + 2), 16);
          text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
        }
        return { x: Number(m[1]), y: Number(m[2]), text };
      }),
    );
}

/** Every text of the PDF in drawing order. */
export const pdfTexts = (pdf: Buffer): string[] =>
  readPdfPages(pdf).flatMap((page) => page.map((t) => t.text));
