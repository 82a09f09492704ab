import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvText, unguardedText } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain values alone and quotes the separator, quotes and line breaks', () => {
    expect(csvCell('Niederspannung')).toBe('Niederspannung');
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvCell('Zähler "alt"')).toBe('"Zähler ""alt"""');
  });

  it('keeps a negative number a number', () => {
    expect(csvCell('-1,500')).toBe('-1,500');
  });
});

describe('csvText', () => {
  it.each([
    '=1+1',
    '+49 2161',
    '-Rabatt',
    '@SUM(A1)',
    '\tTab',
    '\rCR',
  ])('prefixes %j with an apostrophe', (value) => {
    expect(csvText(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
  });

  it('quotes after the guard, so a formula with a quote stays one cell', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('leaves other text alone', () => {
    expect(csvText('Große Straße 12')).toBe('Große Straße 12');
    expect(csvText('a=b')).toBe('a=b');
  });
});

describe('csvFile', () => {
  it('writes the BOM, ; between cells and CRLF after every line', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa;b\r\n1;2\r\n');
  });

  it('reads back what csvText guarded, and only that', () => {
    for (const typed of [
      '=SUMME(A1)',
      '+49 2161',
      '-Rabatt',
      '@Kommune',
      '\tEingerückt',
      'Markt 1',
      "'zitiert",
    ]) {
      const guarded = csvText(typed).replace(/^"|"$/g, '').replaceAll('""', '"');
      expect(unguardedText(guarded), typed).toBe(typed);
    }
    expect(unguardedText("'Apostroph am Anfang")).toBe("'Apostroph am Anfang");
  });
});
