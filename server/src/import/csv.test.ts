import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, recordsByColumn } from './csv.ts';

describe('parseCsv', () => {
  it('reads semicolons, a BOM, CRLF, quoted fields and skips blank lines, keeping line numbers', () => {
    const table = parseCsv('\uFEFFa;b;c\r\n1;"x; ""y""";3\r\n\r\n4;"zwei\nZeilen";6\n  \n7;8;9\n');
    expect(table.header).toEqual(['a', 'b', 'c']);
    expect(table.records).toEqual([
      { line: 2, cells: ['1', 'x; "y"', '3'] },
      { line: 4, cells: ['4', 'zwei\nZeilen', '6'] },
      { line: 7, cells: ['7', '8', '9'] },
    ]);
  });

  it('reports broken quotes with their line, and an empty file', () => {
    expect(() => parseCsv('a;b\n1;2\n\n3;"offen\n4;5\n')).toThrow(
      new CsvError('Zeile 4: Ein Feld in Anführungszeichen wird nicht geschlossen.'),
    );
    // The old reader made `abc` of this.
    expect(() => parseCsv('a;b\n1;"ab"c\n')).toThrow(
      'Zeile 2: Nach dem schließenden Anführungszeichen eines Feldes steht noch Text (etwa "ab"c). Ein Anführungszeichen im Feld wird verdoppelt: "ab""c".',
    );
    expect(() => parseCsv('a;b\n1;2\n3;ab"c\n')).toThrow(
      /^Zeile 3: Ein Anführungszeichen steht mitten in einem Feld/,
    );
    expect(() => parseCsv('\uFEFF\n\n')).toThrow('Die Datei ist leer.');
  });

  it('refuses a file whose last row has no line break after it: a cut-off file looks like that', () => {
    expect(() => parseCsv('a;b\r\nx;14.530,75\r\ny;14.53')).toThrow(
      new CsvError(
        'Zeile 3: Nach der letzten Zeile fehlt der Zeilenumbruch, so endet eine abgeschnittene Datei. Bitte die vollständige Datei importieren; ist sie vollständig, am Ende einen Zeilenumbruch anfügen.',
      ),
    );
    expect(() => parseCsv('a;b\nx;1\n  ')).toThrow(/^Zeile 3: Nach der letzten Zeile fehlt/);
    // A header alone is not cut off; the importer says that there are no rows.
    expect(parseCsv('a;b').records).toEqual([]);
    expect(parseCsv('a;b\nx;1\r').records).toEqual([{ line: 2, cells: ['x', '1'] }]);
  });

  it('refuses text that is not UTF-8 (an umlaut from Windows-1252 arrives as U+FFFD)', () => {
    expect(() => parseCsv('a;b\nBr\uFFFDggen;1\n')).toThrow(
      /^Zeile 2: Die Datei ist nicht in UTF-8 gespeichert/,
    );
  });
});

// Property tests: a table written as Excel writes it (quotes where needed, CRLF or LF, blank lines between
// rows) reads back cell for cell, each record on the line an editor shows.
const cell = fc
  .oneof(
    fc.string({
      unit: fc.constantFrom('a', 'Ä', 'ß', ' ', ';', '"', '\r', '\n', '\r\n', '1', ',', '.', '€'),
      maxLength: 8,
    }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
  )
  .filter((text) => !/[\uFEFF\uFFFD]/.test(text));
const headerCell = cell.filter((text) => text.trim() !== '');
const table = fc.integer({ min: 2, max: 5 }).chain((width) =>
  fc.record({
    header: fc.array(headerCell, { minLength: width, maxLength: width }),
    rows: fc.array(
      fc.record({
        cells: fc.array(fc.tuple(cell, fc.boolean()), { minLength: width, maxLength: width }),
        end: fc.constantFrom('\n', '\r\n'),
        blankLinesBefore: fc.constantFrom(0, 0, 0, 1, 2),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    bom: fc.boolean(),
  }),
);

const quote = (text: string, always: boolean) =>
  always || /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
const lineOf = (text: string, offset: number) => text.slice(0, offset).split(/\r\n|\r|\n/).length;

type Table = {
  header: string[];
  rows: Array<{ cells: Array<[string, boolean]>; end: string; blankLinesBefore: number }>;
  bom: boolean;
};

/** The table as text, and the line each row starts on; `extra` goes right after row `at`'s first cell. */
function write(t: Table, inject?: { at: number; extra: string }) {
  let text = `${t.header.map((name) => quote(name, false)).join(';')}\n`;
  const headerEnd = text.length + (t.bom ? 1 : 0);
  const starts: number[] = [];
  t.rows.forEach((row, i) => {
    text += row.end.repeat(row.blankLinesBefore);
    starts.push(lineOf(text, text.length));
    const cells = row.cells.map(([value, always], k) =>
      inject?.at === i && k === 0 ? quote(value, true) + inject.extra : quote(value, always),
    );
    text += cells.join(';') + row.end;
  });
  return { text: (t.bom ? '\uFEFF' : '') + text, starts, headerEnd };
}

describe('parseCsv properties', () => {
  it('reads back what German Excel writes, with the line each row starts on', () => {
    fc.assert(
      fc.property(table, (t) => {
        const { text, starts } = write(t);
        const parsed = parseCsv(text);
        expect(parsed.header).toEqual(t.header.map((name) => name.trim()));
        expect(parsed.records).toEqual(
          t.rows.map((row, i) => ({ line: starts[i], cells: row.cells.map(([value]) => value) })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses text after a closing quote, naming the row it is in', () => {
    fc.assert(
      fc.property(table, fc.nat(), fc.constantFrom('x', 'c', '1', 'ä', ' '), (t, pick, extra) => {
        const at = pick % t.rows.length;
        const { text, starts } = write(t, { at, extra });
        expect(() => parseCsv(text)).toThrow(new RegExp(`^Zeile ${starts[at]}: `));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a file cut off anywhere inside its rows', () => {
    fc.assert(
      fc.property(table, fc.nat(), (t, pick) => {
        const { text, headerEnd } = write(t);
        const cut = headerEnd + 1 + (pick % (text.length - headerEnd - 1));
        const part = text.slice(0, cut);
        fc.pre(!/[\r\n]$/.test(part));
        expect(() => parseCsv(part)).toThrow(CsvError);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws anything but CsvError, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ';', '"', '\r', '\n', ' ', '\uFEFF', '\uFFFD') }),
        (text) => {
          try {
            parseCsv(text);
          } catch (error) {
            expect(error).toBeInstanceOf(CsvError);
            expect((error as Error).message).toMatch(/^(Zeile \d+: |Die Datei ist leer\.$)/);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('recordsByColumn', () => {
  it('takes the columns in any order and case, trimmed', () => {
    const { rows, headerErrors } = recordsByColumn(parseCsv('B;a\n y ;x\n'), ['a', 'b']);
    expect(headerErrors).toEqual([]);
    expect(rows).toEqual([{ line: 2, values: { a: 'x', b: 'y' } }]);
  });

  it('names missing, unknown and doubled columns, and rows with the wrong number of cells', () => {
    expect(recordsByColumn(parseCsv('a;c;c\n1;2;3\n'), ['a', 'b']).headerErrors).toEqual([
      'Zeile 1: Spalte fehlt: b',
      'Zeile 1: unbekannte Spalte: c',
      'Zeile 1: Spalte doppelt: c',
    ]);
    expect(recordsByColumn(parseCsv('a;b\n1;2;3\n'), ['a', 'b']).rows).toEqual([
      { line: 2, error: '3 statt 2 Spalten (Trennzeichen ist das Semikolon)' },
    ]);
  });
});
