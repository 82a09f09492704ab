import type { ExportSource } from '@kp/contract/rabatt-constants';
import { EXPORT_COLUMNS } from '@kp/contract/rabatt-constants';
import { describe, expect, it } from 'vitest';
import { buildCsv } from './csv-export.ts';

const row = (overrides: Partial<ExportSource> = {}): ExportSource => ({
  rabatt: true,
  marktlokation: '50123456789',
  adresszeile1: 'Hauptstraße',
  adresszeile2: '12',
  plz: '41747',
  geschaeftspartnerNummer: '1000123',
  geschaeftspartnerName: 'Stadt Viersen',
  notiz: '',
  sparte: 'Strom',
  spannungsebene: 'Niederspannung',
  druckstufe: null,
  ...overrides,
});

const linesOf = (csv: string) => csv.slice(1).split('\r\n');

describe('buildCsv', () => {
  it('starts with the UTF-8 byte order mark and the spec columns in order', () => {
    const csv = buildCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(linesOf(csv)[0]).toBe(
      'Rabatt;Marktlokation;Adresse;PLZ;Geschäftspartner-Nr;Geschäftspartner;Notiz;Druckstufe/Spannungsebene',
    );
    expect(linesOf(csv)[0]?.split(';')).toEqual([...EXPORT_COLUMNS]);
  });

  it('writes one CRLF line per row with Ja/Nein, the address and the level of the Sparte', () => {
    const csv = buildCsv([
      row(),
      row({
        rabatt: false,
        marktlokation: '50123456790',
        sparte: 'Gas',
        spannungsebene: null,
        druckstufe: 'Mitteldruck',
        adresszeile2: '',
      }),
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.includes('\n') && !/[^\r]\n/.test(csv)).toBe(true);
    const lines = linesOf(csv);
    expect(lines[1]).toBe('Ja;50123456789;Hauptstraße 12;41747;1000123;Stadt Viersen;;Niederspannung');
    expect(lines[2]).toBe('Nein;50123456790;Hauptstraße;41747;1000123;Stadt Viersen;;Mitteldruck');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('quotes values with the separator, quotes or line breaks', () => {
    const csv = buildCsv([
      row({ notiz: 'Zähler "alt"; bitte prüfen\nzweite Zeile', geschaeftspartnerName: 'Müller; Söhne' }),
    ]);
    expect(csv).toContain(';"Müller; Söhne";"Zähler ""alt""; bitte prüfen\nzweite Zeile";');
  });

  it('keeps umlauts and ß as they are', () => {
    const csv = buildCsv([row({ adresszeile1: 'Große Straße', geschaeftspartnerName: 'Gemeinde Brüggen' })]);
    expect(csv).toContain('Große Straße 12');
    expect(csv).toContain('Gemeinde Brüggen');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps typed text from being read as a formula', () => {
    const lines = linesOf(buildCsv([row({ notiz: '=HYPERLINK("x")' })]));
    expect(lines[1]?.endsWith(';"\'=HYPERLINK(""x"")";Niederspannung')).toBe(true);
  });

  // Speed is measured by the bench, not asserted here.
  it('writes all of 3,000 rows', () => {
    const rows = Array.from({ length: 3000 }, (_, index) =>
      row({ marktlokation: String(50_000_000_000 + index) }),
    );
    const lines = linesOf(buildCsv(rows));
    expect(lines).toHaveLength(3002);
    expect(lines[3000]?.startsWith('Ja;50000002999;')).toBe(true);
  });
});
