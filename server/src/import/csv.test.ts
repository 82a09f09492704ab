import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, recordsByColumn } from './csv.ts';

describe('parseCsv', () => {
  it('reads semicolons, a BOM, CRLF, quoted fields and skips blank lines, keeping line numbers', () => {
    const table = parseCsv('\uFEFFa;b;c\r\n1;"x; ""y""";3\r\n\r\n4;"zwei\nZeilen";6\n7;8;9');
    expect(table.header).toEqual(['a', 'b', 'c']);
    expect(table.records).toEqual([
      { line: 2, cells: ['1', 'x; "y"', '3'] },
      { line: 4, cells: ['4', 'zwei\nZeilen', '6'] },
      { line: 6, cells: ['7', '8', '9'] },
    ]);
  });

  it('reports an unclosed quote and an empty file', () => {
    expect(() => parseCsv('a;b\n1;"offen\n2;3')).toThrow(CsvError);
    expect(() => parseCsv('\uFEFF\n\n')).toThrow('Die Datei ist leer.');
  });
});

describe('recordsByColumn', () => {
  it('takes the columns in any order and case, trimmed', () => {
    const { rows, headerErrors } = recordsByColumn(parseCsv('B;a\n y ;x'), ['a', 'b']);
    expect(headerErrors).toEqual([]);
    expect(rows).toEqual([{ line: 2, values: { a: 'x', b: 'y' } }]);
  });

  it('names missing, unknown and doubled columns, and rows with the wrong number of cells', () => {
    expect(recordsByColumn(parseCsv('a;c;c\n1;2;3'), ['a', 'b']).headerErrors).toEqual([
      'Zeile 1: Spalte fehlt: b',
      'Zeile 1: unbekannte Spalte: c',
      'Zeile 1: Spalte doppelt: c',
    ]);
    expect(recordsByColumn(parseCsv('a;b\n1;2;3'), ['a', 'b']).rows).toEqual([
      { line: 2, error: '3 statt 2 Spalten (Trennzeichen ist das Semikolon)' },
    ]);
  });
});
