import type { Change } from '@kp/contract/rabatt';
import { formatDateTime } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import { changeLines, changeValue, newestFirst, rowBadges } from './list-format.ts';

describe('formatDateTime', () => {
  it('writes DD.MM.YYYY HH:mm in German time', () => {
    // 13:05 UTC in summer is 15:05 in Germany.
    expect(formatDateTime(Date.UTC(2026, 6, 3, 13, 5))).toBe('03.07.2026 15:05');
    expect(formatDateTime('2026-01-09T23:30:00Z')).toBe('10.01.2026 00:30');
    expect(formatDateTime('kein Datum')).toBe('kein Datum');
  });
});

describe('rowBadges', () => {
  it('names the markers in a fixed order', () => {
    expect(rowBadges({ addedByNew: true, addedByCommune: false, newGeschaeftspartner: true })).toEqual([
      'Neu',
      'Neuer Geschäftspartner',
    ]);
    expect(rowBadges({ addedByNew: false, addedByCommune: true, newGeschaeftspartner: false })).toEqual([
      'Von Kommune',
    ]);
  });
});

describe('changes', () => {
  const change = (overrides: Partial<Change>): Change => ({
    id: 1,
    kind: 'lieferstelle',
    user: 'Anna Beispiel',
    changedAt: '2026-03-01T10:00:00Z',
    before: {},
    after: {},
    ...overrides,
  });

  it('lists each changed field with German labels', () => {
    expect(
      changeLines(
        change({
          before: { adresszeile1: 'Alte Straße', rabatt: false, notiz: '' },
          after: { adresszeile1: 'Neue Straße', rabatt: true, notiz: 'geprüft' },
        }),
      ),
    ).toEqual([
      { field: 'Straße', before: 'Alte Straße', after: 'Neue Straße' },
      { field: 'Rabatt', before: 'Nein', after: 'Ja' },
      { field: 'Notiz', before: '–', after: 'geprüft' },
    ]);
  });

  it('shows fields only on one side and leaves out unchanged ones', () => {
    expect(changeLines(change({ before: { a: 1, same: 'x' }, after: { same: 'x', b: null } }))).toEqual([
      { field: 'a', before: '1', after: '–' },
    ]);
    expect(changeValue(null)).toBe('–');
  });

  it('sorts newest first', () => {
    const sorted = newestFirst([
      change({ id: 1, changedAt: '2026-01-01T10:00:00Z' }),
      change({ id: 2, changedAt: '2026-02-01T10:00:00Z' }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 1]);
  });
});
