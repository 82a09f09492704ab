import { describe, expect, it } from 'vitest';
import {
  documentCountText,
  documentFileName,
  documentIconKind,
  documentLine,
  documentSize,
  lastPage,
  parseDocumentType,
  parseDocumentView,
  parseYear,
  withDocumentView,
  yearOptions,
} from './document-view.ts';

describe('document view in the URL', () => {
  it('reads the filters with the API names, defaults as null', () => {
    const params = new URLSearchParams('commune=Gangelt&dokumenttyp=Testat&jahr=2024&page=2');
    expect(parseDocumentView(params, true)).toEqual({
      commune: 'Gangelt',
      dokumenttyp: 'Testat',
      jahr: 2024,
      page: 2,
    });
    // Commune users have no commune filter.
    expect(parseDocumentView(params, false).commune).toBeNull();
    expect(parseDocumentView(new URLSearchParams(), true)).toEqual({
      commune: null,
      dokumenttyp: null,
      jahr: null,
      page: 1,
    });
  });

  it('ignores unknown types, years and pages', () => {
    expect(parseDocumentType('Alle Dokumente')).toBeNull();
    expect(parseDocumentType('Vorauszahlung')).toBe('Vorauszahlung');
    expect(parseYear('Alle Jahre')).toBeNull();
    expect(parseYear('24')).toBeNull();
    expect(parseYear('2023')).toBe(2023);
    const view = parseDocumentView(new URLSearchParams('dokumenttyp=Rechnung&jahr=abc&page=0'), true);
    expect(view).toEqual({ commune: null, dokumenttyp: null, jahr: null, page: 1 });
  });

  it('writes the view and leaves defaults out', () => {
    const params = withDocumentView(new URLSearchParams(), {
      commune: 'Viersen',
      dokumenttyp: 'Jahresrechnung Konzessionsabgaben',
      jahr: 2022,
      page: 3,
    });
    expect(parseDocumentView(params, true)).toEqual({
      commune: 'Viersen',
      dokumenttyp: 'Jahresrechnung Konzessionsabgaben',
      jahr: 2022,
      page: 3,
    });
    const cleared = withDocumentView(params, { commune: null, dokumenttyp: null, jahr: null, page: 1 });
    expect(cleared.toString()).toBe('');
  });

  it('pages 24 at a time', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(24)).toBe(1);
    expect(lastPage(25)).toBe(2);
  });

  it('offers the years with documents, newest first, and keeps a chosen one', () => {
    expect(yearOptions([2025, 2024, 2023], null)).toEqual([2025, 2024, 2023]);
    expect(yearOptions([2025, 2023], 2019)).toEqual([2025, 2023, 2019]);
    expect(yearOptions([2023, 2025], 2025)).toEqual([2025, 2023]);
  });
});

describe('document cards', () => {
  const document = {
    titel: 'Testat Konzessionsabgabe Strom 2024 Viersen',
    kommune: 'Viersen',
    dokumenttyp: 'Testat',
    sparte: 'Strom',
    fileProperties: [
      { type: 'MIMETYPE', value: 'application/pdf' },
      { type: 'SIZE', value: '48213' },
    ],
  } as const;

  it('names file and line as the spec writes them', () => {
    expect(documentFileName(document)).toBe('Testat Konzessionsabgabe Strom 2024 Viersen.pdf');
    expect(documentLine(document)).toBe('Viersen - Testat - Strom');
  });

  it('reads the size from SIZE in bytes', () => {
    expect(documentSize(document)).toBe('47 KB');
    expect(documentSize({ fileProperties: [{ type: 'SIZE', value: String(3 * 1024 * 1024) }] })).toBe('3 MB');
    expect(documentSize({ fileProperties: [] })).toBeNull();
    expect(documentSize({ fileProperties: [{ type: 'SIZE', value: 'groß' }] })).toBeNull();
  });

  it('picks one icon per type and one per Sparte for Testate', () => {
    expect(documentIconKind('Jahresrechnung Konzessionsabgaben', 'Gas')).toBe('jahresrechnung');
    expect(documentIconKind('Schlussrechnung', 'Strom')).toBe('schlussrechnung');
    expect(documentIconKind('Vorauszahlung', 'Wasser')).toBe('vorauszahlung');
    expect(documentIconKind('Testat', 'Strom')).toBe('testat-strom');
    expect(documentIconKind('Testat', 'Gas')).toBe('testat-gas');
    expect(documentIconKind('Testat', 'Wasser')).toBe('testat-wasser');
  });

  it('counts documents', () => {
    expect(documentCountText(1)).toBe('1 Dokument');
    expect(documentCountText(0)).toBe('0 Dokumente');
    expect(documentCountText(5000)).toBe('5.000 Dokumente');
  });
});
