import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../ui/word-preview.ts';
import { companyExcerpt } from './about-excerpt.ts';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownToPlainText(
        '## Die NEW Netz\n\nDie **NEW Netz GmbH** betreibt [Netze](https://www.new.de) für _Strom_ und `Gas`.\n\n- Strom\n- Gas\n\n![Bild](/uploads/a.jpg)\n> Zitat',
      ),
    ).toBe('Die NEW Netz Die NEW Netz GmbH betreibt Netze für Strom und Gas. Strom Gas Zitat');
  });

  it('keeps snake_case words and single asterisks in text', () => {
    expect(markdownToPlainText('a_b_c und 3 * 4')).toBe('a_b_c und 3 * 4');
  });
});

describe('companyExcerpt', () => {
  it('keeps short text as it is', () => {
    expect(companyExcerpt('Kurz und **knapp**.')).toBe('Kurz und knapp.');
  });

  it('cuts after 200 characters and adds an ellipsis', () => {
    const text = 'ä'.repeat(250);
    const excerpt = companyExcerpt(text);
    expect(excerpt).toBe(`${'ä'.repeat(200)}…`);
    expect(companyExcerpt('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('does not leave a space before the ellipsis', () => {
    expect(companyExcerpt('abc def', 4)).toBe('abc…');
  });

  it('goes back to the last word break near the limit', () => {
    const text = `${'wort '.repeat(39)}Versorgungssicherheit und mehr`;
    const excerpt = companyExcerpt(text);
    expect(excerpt).toBe(`${'wort '.repeat(39).trimEnd()}…`);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(201);
    // A single long word is cut at the limit.
    expect(companyExcerpt('x'.repeat(300))).toBe(`${'x'.repeat(200)}…`);
    // A cut right before a space keeps the whole word.
    expect(companyExcerpt('abcd efgh', 4)).toBe('abcd…');
    // Trailing punctuation does not stand before the ellipsis.
    expect(companyExcerpt('abc, def', 5)).toBe('abc…');
  });

  it('counts emoji as one character each', () => {
    expect(companyExcerpt('😀😀😀', 2)).toBe('😀😀…');
  });
});
