import { describe, expect, it } from 'vitest';
import { exportCell } from './exporter.ts';

describe("the back office's export", () => {
  it('keeps typed text from running as a formula and writes values as German Excel reads them', () => {
    expect(exportCell('=HYPERLINK("http://böse.example")')).toBe(`"'=HYPERLINK(""http://böse.example"")"`);
    expect(exportCell('+49 2161 4900')).toBe("'+49 2161 4900");
    expect(exportCell('Viersen; Kreis Viersen')).toBe('"Viersen; Kreis Viersen"');
    expect(exportCell(12.5)).toBe('12,5');
    expect(exportCell(true)).toBe('ja');
    expect(exportCell(null)).toBe('');
    expect(exportCell({ url: '/a.pdf' })).toBe('"{""url"":""/a.pdf""}"');
  });
});
