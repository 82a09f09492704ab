import type { Change, CommuneStatusRecord } from '@kp/contract/rabatt';
import { formatDateTime } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import {
  cardsByStatus,
  chartFigures,
  describeFigures,
  pickCommune,
  pickYear,
  plzTable,
  statusChangeOf,
  yearsOf,
} from './overview-data.ts';

function buildRecord(commune: string, entries: Partial<CommuneStatusRecord['data'][number]>[]) {
  return {
    commune,
    communeId: commune.length,
    data: entries.map((entry) => ({
      year: 2025,
      status: 'Neu' as const,
      lieferstellenCount: 10,
      gesamtRabatt: 100,
      plzData: [],
      ...entry,
    })),
  } satisfies CommuneStatusRecord;
}

const viersen = buildRecord('Viersen', [
  { year: 2026, status: 'Bei Kommune', lieferstellenCount: 120, gesamtRabatt: 4321.5 },
  { year: 2025, status: 'Abgeschlossen', lieferstellenCount: 110, gesamtRabatt: 4000 },
  { year: 2024, status: 'Abgeschlossen', lieferstellenCount: 100, gesamtRabatt: 3900.126 },
]);
const brueggen = buildRecord('Brüggen', [
  { year: 2026, status: 'Bei Kommune' },
  { year: 2025, status: 'Freizugeben' },
]);
const uebach = buildRecord('Übach-Palenberg', [{ year: 2026, status: 'Neu' }]);

describe('years', () => {
  it('lists every year newest first', () => {
    expect(yearsOf([brueggen, viersen, uebach])).toEqual([2026, 2025, 2024]);
    expect(yearsOf([])).toEqual([]);
  });

  it('takes the year from the URL when there is data for it, else the latest', () => {
    expect(pickYear([2026, 2025, 2024], '2025')).toBe(2025);
    expect(pickYear([2026, 2025, 2024], null)).toBe(2026);
    expect(pickYear([2026, 2025, 2024], '1999')).toBe(2026);
    expect(pickYear([2026, 2025, 2024], '2025.5')).toBe(2026);
    expect(pickYear([2024, 2026], 'abc')).toBe(2026);
    expect(pickYear([], '2025')).toBeNull();
  });
});

describe('pickCommune', () => {
  it('finds the commune of the URL and ignores unknown names', () => {
    expect(pickCommune([viersen, brueggen], 'Brüggen')?.commune).toBe('Brüggen');
    expect(pickCommune([viersen], 'Atlantis')).toBeNull();
    expect(pickCommune([viersen], null)).toBeNull();
  });
});

describe('cardsByStatus', () => {
  it('puts each commune in the column of its status for the year, alphabetically', () => {
    const columns = cardsByStatus([viersen, uebach, brueggen], 2026);
    expect(columns['Bei Kommune'].map((card) => card.commune)).toEqual(['Brüggen', 'Viersen']);
    expect(columns.Neu.map((card) => card.commune)).toEqual(['Übach-Palenberg']);
    expect(columns.Abgeschlossen).toEqual([]);
    expect(columns['Bei Kommune'][1]).toEqual({
      commune: 'Viersen',
      lieferstellenCount: 120,
      gesamtRabatt: 4321.5,
    });
  });

  it('leaves out communes without data for the year', () => {
    const columns = cardsByStatus([viersen, uebach, brueggen], 2024);
    expect(
      Object.values(columns)
        .flat()
        .map((card) => card.commune),
    ).toEqual(['Viersen']);
  });
});

describe('plzTable', () => {
  it('sorts by postal code and adds up the total', () => {
    const { rows, total } = plzTable({
      year: 2026,
      status: 'Neu',
      lieferstellenCount: 6,
      gesamtRabatt: 30,
      plzData: [
        { plz: '41751', count: 2, rabatt: 10.25 },
        { plz: '41747', count: 4, rabatt: 19.75 },
      ],
    });
    expect(rows.map((row) => row.plz)).toEqual(['41747', '41751']);
    expect(total).toEqual({ count: 6, rabatt: 30 });
  });
});

describe('chartFigures', () => {
  it('gives the years oldest first with amounts rounded to cents', () => {
    expect(chartFigures(viersen)).toEqual({
      years: ['2024', '2025', '2026'],
      rabatt: [3900.13, 4000, 4321.5],
      counts: [100, 110, 120],
    });
  });

  it('describes the figures in German for screen readers', () => {
    expect(describeFigures('Rabatt je Jahr', ['2025', '2026'], [1234.5, 10], 'euro')).toBe(
      'Rabatt je Jahr. 2025: 1.234,50\u00a0€, 2026: 10,00\u00a0€.',
    );
    expect(describeFigures('Lieferstellen je Jahr', ['2026'], [3000], 'count')).toBe(
      'Lieferstellen je Jahr. 2026: 3.000.',
    );
  });
});

describe('history', () => {
  it('formats instants in German time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('01.07.2026 12:05');
    expect(formatDateTime('2026-01-31T23:30:00Z')).toBe('01.02.2026 00:30');
    expect(formatDateTime('kaputt')).toBe('kaputt');
  });

  it('reads a status change as from and to', () => {
    const change: Change = {
      id: 1,
      kind: 'status',
      user: 'Erika Muster',
      changedAt: '2026-03-01T09:00:00Z',
      before: { status: 'Neu' },
      after: { status: 'Bei Kommune' },
    };
    expect(statusChangeOf(change)).toEqual({ from: 'Neu', to: 'Bei Kommune' });
    expect(statusChangeOf({ ...change, before: {} })).toEqual({ from: '–', to: 'Bei Kommune' });
    expect(statusChangeOf({ ...change, kind: 'lieferstelle' })).toBeNull();
  });
});
