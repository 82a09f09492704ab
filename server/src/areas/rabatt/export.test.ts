import { EXPORT_COLUMNS } from '@kp/contract/rabatt-constants';
import { formatEuro } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { type PlacedText, readPdfPages } from '../../test/pdf-text.ts';
import { readXlsx } from '../../test/xlsx.ts';
import { renderRabattPdf, splitCents } from './export-pdf.ts';
import type { ExportRow, RabattExport } from './export-types.ts';
import { renderRabattXlsx } from './export-xlsx.ts';

const GENERATED_AT = new Date('2026-03-02T09:15:00Z');

function row(index: number, overrides: Partial<ExportRow> = {}): ExportRow {
  const gas = index % 4 === 3;
  return {
    marktlokation: String(51_234_500_000 + index * 7),
    adresszeile1: index % 2 ? 'Klosterstraße' : 'Hochstraße',
    adresszeile2: String(index + 1),
    plz: '41379',
    ort: 'Brüggen',
    geschaeftspartnerNummer: String(4_000_100_000 + index),
    geschaeftspartnerName: 'Gemeinde Brüggen',
    notiz: '',
    sparte: gas ? 'Gas' : 'Strom',
    spannungsebene: gas ? null : 'Niederspannung',
    druckstufe: gas ? 'Niederdruck' : null,
    rabatt: index % 5 !== 4,
    rabattMenge: 100 + index * 2.5,
    ...overrides,
  };
}

const listOf = (rows: ExportRow[]): RabattExport => ({
  commune: 'Brüggen',
  year: 2026,
  status: 'Bei Kommune',
  generatedAt: GENERATED_AT,
  rows,
});

describe('renderRabattXlsx', () => {
  it('writes the CSV columns in order with number cells and intact umlauts', async () => {
    const rows = [
      row(0, {
        adresszeile1: 'Schulstraße',
        adresszeile2: '12a',
        geschaeftspartnerName: 'Förderverein Grundschule Bracht e. V.',
        notiz: 'Zähler im Keller, Zugang über Hausmeister',
      }),
      row(1, { rabatt: false, sparte: 'Gas', spannungsebene: null, druckstufe: 'Mitteldruck' }),
      row(2),
    ];
    const book = await readXlsx(await renderRabattXlsx(listOf(rows)));

    expect(book.name).toBe('Kommunalrabatt 2026');
    expect(book.rows).toHaveLength(rows.length + 1);
    expect(book.rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(book.isBold('A1')).toBe(true);
    expect(book.frozenRows).toBe(1);
    expect(book.autoFilter).toBe('A1:H4');

    const first = book.rows[1];
    expect(first[0]).toBe('Ja');
    // Number cells come back as numbers; a text cell holding digits would come back as a string.
    expect(first[1]).toBe(Number(rows[0].marktlokation));
    expect(book.formatOf('B2')).toBe('0');
    expect(first[2]).toBe('Schulstraße 12a');
    expect(first[3]).toBe('41379');
    expect(book.formatOf('D2')).toBe('@');
    expect(first[4]).toBe(Number(rows[0].geschaeftspartnerNummer));
    expect(book.formatOf('E2')).toBe('0');
    expect(first[5]).toBe('Förderverein Grundschule Bracht e. V.');
    expect(first[6]).toBe('Zähler im Keller, Zugang über Hausmeister');
    expect(first[7]).toBe('Niederspannung');

    const second = book.rows[2];
    expect(second[0]).toBe('Nein');
    expect(second[7]).toBe('Mitteldruck');
  });

  it('writes only the header row for an empty list', async () => {
    const book = await readXlsx(await renderRabattXlsx(listOf([])));
    expect(book.name).toBe('Kommunalrabatt 2026');
    expect(book.rows).toEqual([[...EXPORT_COLUMNS]]);
  });
});

const textsOf = (page: PlacedText[]) => page.map((placed) => placed.text);
const euro = (value: number) => formatEuro(value).replace(/\u00a0/g, ' ');

describe('renderRabattPdf', () => {
  it('renders a document with title, facts, rows, totals and numbered pages', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => row(index));
    rows[5] = row(5, { rabattMenge: 1234.5, rabatt: true });
    rows[6] = row(6, { rabattMenge: null, rabatt: false });
    const pdf = await renderRabattPdf(listOf(rows), { compress: false });
    const source = pdf.toString('latin1');
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    const info = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(source)?.[1];
      return new RegExp(`\n${ref} 0 obj\n\\((.*?)\\)\nendobj`).exec(source)?.[1];
    };
    expect(info('Author')).toBe('NEW Kommunalportal');
    expect(info('Creator')).toBe('NEW Kommunalportal');
    expect(source).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);

    const pages = readPdfPages(pdf);
    const pageObjects = source.match(/\/Type \/Page\n/g) ?? [];
    // Single-line rows of 16 pt: 26 under the title block on page 1, 29 on each later page, so 120 rows
    // take five pages, and the totals still fit on the fifth.
    expect(pageObjects).toHaveLength(5);
    expect(pages).toHaveLength(5);

    const all = pages.flatMap(textsOf);
    expect(all).toContain('Kommunalrabatt 2026');
    expect(all).toContain('Brüggen');
    expect(all).toContain('Bei Kommune');
    expect(all).toContain('02.03.2026');
    expect(all).toContain(euro(1234.5));
    expect(euro(1234.5)).toBe('1.234,50 €');
    expect(all).toContain('–');
    expect(all).toContain('Klosterstraße 2');
    expect(all).toContain('41379 Brüggen');

    pages.forEach((page, index) => {
      const texts = textsOf(page);
      expect(texts, `page ${index + 1}`).toContain(`Seite ${index + 1} von 5`);
      // The header row repeats on every page.
      expect(texts, `page ${index + 1}`).toContain('Marktlokation');
      expect(texts, `page ${index + 1}`).toContain('Rabattbetrag');
    });
    // Every delivery point exactly once, in the given order.
    const malos = all.filter((text) => /^\d{11}$/.test(text));
    expect(malos).toEqual(rows.map((r) => r.marktlokation));

    // Totals: counted and summed here independently (rows with rabatt only).
    const withRabatt = rows.filter((r) => r.rabatt);
    const sum = withRabatt.reduce((total, r) => total + (r.rabattMenge ?? 0), 0);
    const strom = withRabatt
      .filter((r) => r.sparte === 'Strom')
      .reduce((total, r) => total + (r.rabattMenge ?? 0), 0);
    const last = textsOf(pages[4]);
    const after = (label: string) => last[last.indexOf(label) + 1];
    expect(after('Lieferstellen')).toBe('120');
    expect(after('Rabattfähige Lieferstellen')).toBe(String(withRabatt.length));
    expect(after('Summe Rabattbetrag (rabattfähige Lieferstellen)')).toBe(euro(sum));
    expect(after('davon Strom')).toBe(euro(strom));
    expect(after('davon Gas')).toBe(euro(sum - strom));
  });

  it("adds 'davon Strom' and 'davon Gas' up to the total shown", async () => {
    // Each part rounds up on its own (6.915,31 €), the exact sum 13.830,6102 € to 13.830,61 €.
    const rows = [
      row(0, { sparte: 'Strom', rabatt: true, rabattMenge: 6915.3051 }),
      row(3, { sparte: 'Gas', rabatt: true, rabattMenge: 6915.3051 }),
    ];
    const pages = readPdfPages(await renderRabattPdf(listOf(rows), { compress: false }));
    const last = textsOf(pages.at(-1) ?? []);
    const after = (label: string) => last[last.indexOf(label) + 1];
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
    const total = after('Summe Rabattbetrag (rabattfähige Lieferstellen)');
    expect(total).toBe(euro(13830.61));
    expect(cents(after('davon Strom')) + cents(after('davon Gas'))).toBe(cents(total));
  });

  it('splits the cents of a total over its parts by their remainders', () => {
    expect(splitCents(1_383_061, [69_153_051, 69_153_051])).toEqual([691_531, 691_530]);
    expect(splitCents(2, [140, 60])).toEqual([1, 1]);
    expect(splitCents(0, [0, 0])).toEqual([0, 0]);
  });

  it('wraps or cuts long texts so that no two lines of a column overlap', async () => {
    const long =
      'Gemeinschaftsgrundschule am Burgwall, Turnhalle und Mensa mit Nebengebäude und Fahrradkeller';
    const rows = Array.from({ length: 40 }, (_, index) =>
      index % 3 === 0
        ? row(index, {
            adresszeile1: long,
            geschaeftspartnerName: 'Förderverein der Katholischen Grundschule Brüggen-Bracht-Born e. V.',
          })
        : row(index),
    );
    const pages = readPdfPages(await renderRabattPdf(listOf(rows), { compress: false }));
    const all = pages.flatMap(textsOf);
    expect(all.some((text) => text.includes(long))).toBe(false);
    // Two lines at most, the second cut with an ellipsis.
    const start = all.findIndex((text) => text.startsWith('Gemeinschaftsgrundschule'));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(all[start + 1]).toMatch(/^Burgwall.*…$/);
    expect(all).toContain('Förderverein der Katholischen');
    expect(all).toContain('Grundschule Brüggen-Bracht-Born e. V.');
    for (const page of pages) {
      const byColumn = new Map<number, number[]>();
      for (const placed of page) byColumn.set(placed.x, [...(byColumn.get(placed.x) ?? []), placed.y]);
      for (const [x, ys] of byColumn) {
        const sorted = [...ys].sort((a, b) => b - a);
        for (let i = 1; i < sorted.length; i++) {
          // 8 pt text: baselines at least 9 pt apart do not touch.
          expect(sorted[i - 1] - sorted[i], `column at x ${x}`).toBeGreaterThanOrEqual(9);
        }
      }
    }
  });

  it('renders an empty list with zero totals on one page', async () => {
    const pdf = await renderRabattPdf({ ...listOf([]), status: 'Neu' }, { compress: false });
    const pages = readPdfPages(pdf);
    expect(pages).toHaveLength(1);
    const texts = textsOf(pages[0]);
    expect(texts).toContain('Seite 1 von 1');
    expect(texts).toContain('Diese Liste enthält keine Lieferstellen.');
    expect(texts[texts.indexOf('Lieferstellen') + 1]).toBe('0');
    expect(texts).toContain(euro(0));
  });

  it('compresses by default, with the same text inside', async () => {
    const pdf = await renderRabattPdf(listOf([row(0)]));
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pdf.toString('latin1')).not.toContain('Kommunalrabatt 2026');
    expect(textsOf(readPdfPages(pdf)[0])).toContain('Kommunalrabatt 2026');
  });

  it('names when and by whom a closed list was accepted', async () => {
    const accepted = { at: new Date('2026-03-01T23:30:00Z'), by: 'Anna Arndt' };
    const pages = readPdfPages(
      await renderRabattPdf({ ...listOf([row(0)]), status: 'Abgeschlossen', accepted }, { compress: false }),
    );
    const texts = textsOf(pages[0]);
    const after = (label: string) => texts[texts.indexOf(label) + 1];
    expect(after('Status')).toBe('Abgeschlossen');
    // 23:30 UTC is already the next day in Berlin.
    expect(after('Final akzeptiert am')).toBe('02.03.2026');
    expect(after('Akzeptiert von')).toBe('Anna Arndt');
    const open = textsOf(readPdfPages(await renderRabattPdf(listOf([row(0)]), { compress: false }))[0]);
    expect(open).not.toContain('Final akzeptiert am');
  });
});
