import { describe, expect, it } from 'vitest';
import { compareVersions, displayValue } from './version-diff.ts';

describe('comparing two versions', () => {
  it('lists every field once, labelled, in the order of the labels, and marks the changed ones', () => {
    const rows = compareVersions(
      { id: 1, titel: 'Alt', sortOrder: 10, tags: ['a'] },
      { id: 1, titel: 'Neu', sortOrder: 10, tags: ['a'], _revision: 3 },
      { sortOrder: 'Reihenfolge', titel: 'Frage' },
    );
    expect(rows.map((row) => [row.label, row.changed])).toEqual([
      ['Reihenfolge', false],
      ['Frage', true],
      ['tags', false],
    ]);
    expect(rows[1]).toMatchObject({ left: 'Alt', right: 'Neu' });
    expect(rows[1].lines).toBeUndefined();
  });

  it('compares long texts line by line', () => {
    const [row] = compareVersions(
      { text: 'Erste Zeile\nZweite Zeile\nDritte Zeile' },
      { text: 'Erste Zeile\nZweite Zeile, geändert\nDritte Zeile' },
    );
    expect(row.lines).toEqual([
      { at: 0, text: 'Erste Zeile\n', kind: 'same' },
      { at: 1, text: 'Zweite Zeile\n', kind: 'removed' },
      { at: 2, text: 'Zweite Zeile, geändert\n', kind: 'added' },
      { at: 3, text: 'Dritte Zeile', kind: 'same' },
    ]);
  });

  it('shows values as people read them', () => {
    expect(displayValue(null)).toBe('–');
    expect(displayValue('')).toBe('–');
    expect(displayValue(true)).toBe('Ja');
    expect(displayValue(1234.5)).toBe('1.234,5');
    expect(displayValue('2026-11-25T09:30:00.000Z')).toBe('25.11.2026 10:30');
    const [row] = compareVersions(
      { status: 'draft' },
      { status: 'published' },
      {},
      {
        status: { draft: 'Entwurf', published: 'Veröffentlicht' },
      },
    );
    expect(row).toMatchObject({ left: 'Entwurf', right: 'Veröffentlicht', changed: true });
  });

  it('says "formatting only" of rich text alone, not of plain values that read the same', () => {
    const [row] = compareVersions({ bild: '' }, { bild: null }, { bild: 'Bild' });
    expect(row).toMatchObject({ left: '–', right: '–', changed: true, formattingOnly: false });
  });
});
