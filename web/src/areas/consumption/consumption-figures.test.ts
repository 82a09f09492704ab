import type { Verbrauchsdaten } from '@kp/contract/consumption';
import { FEED_IN_SOURCES } from '@kp/contract/consumption-constants';
import { CHART_COLORS } from '@kp/contract/shell';
import { describe, expect, it } from 'vitest';
import {
  carrierColors,
  carrierConsumption,
  columnSeries,
  communeTotals,
  feedInSlices,
  sectorSlices,
  showsGas,
  showsStrom,
  totalOf,
} from './consumption-figures.ts';

const entry = (name: string, sectors: Record<string, number>) => ({
  name,
  sum: Object.values(sectors).reduce((a, b) => a + b, 0),
  sectors,
});

const data: Verbrauchsdaten = {
  commune: 'Viersen',
  importDate: '2025-03-01',
  einwohner: 77102,
  years: [2022, 2023],
  carriers: ['Gas', 'Strom'],
  sectors: ['Gewerbe', 'Haushalte', 'Kommune'],
  verbrauch: [
    {
      year: 2022,
      entries: [
        entry('Gas', { Gewerbe: 100.1, Haushalte: 200.2, Kommune: 0.0005 }),
        entry('Strom', { Gewerbe: 50.25, Haushalte: 70.5, Kommune: 10 }),
      ],
    },
    {
      year: 2023,
      entries: [
        entry('Gas', { Gewerbe: 90, Haushalte: 180, Kommune: 1 }),
        entry('Strom', { Gewerbe: 55, Haushalte: 72, Kommune: 11.111 }),
      ],
    },
  ],
  einspeisung: [
    { year: 2022, sources: { 'PV-Anlagen': 30, Windenergie: 12.5 } },
    { year: 2023, sources: { 'PV-Anlagen': 35.25, Windenergie: 10, Sonnenwärme: 1 } },
  ],
  tarife: [],
};

describe('column chart figures', () => {
  it('sums a carrier over the selected sectors with 3 decimals', () => {
    expect(carrierConsumption(data, 2022, 'Gas', ['Gewerbe', 'Haushalte'])).toBe(300.3);
    expect(carrierConsumption(data, 2022, 'Gas', ['Kommune'])).toBe(0.001);
    expect(carrierConsumption(data, 2024, 'Gas', ['Kommune'])).toBe(0);
    expect(carrierConsumption(data, 2022, 'Wärme', ['Kommune'])).toBe(0);
  });

  it('has the years ascending and one series per carrier, Gas first', () => {
    const chart = columnSeries(data, {
      years: [2023, 2022],
      carriers: ['Strom', 'Gas'],
      sectors: ['Kommune'],
    });
    expect(chart).toEqual({
      years: [2022, 2023],
      series: [
        { carrier: 'Gas', values: [0.001, 1] },
        { carrier: 'Strom', values: [10, 11.111] },
      ],
    });
  });
});

describe('carrierColors', () => {
  it('keeps each carrier’s colour whichever are selected', () => {
    const [gas, strom] = carrierColors(['Gas', 'Strom'], 'light');
    expect(carrierColors(['Strom'], 'light')).toEqual([strom]);
    expect(carrierColors(['Gas'], 'light')).toEqual([gas]);
    expect(gas).not.toBe(strom);
    expect(CHART_COLORS).toContain(gas);
    expect(CHART_COLORS).toContain(strom);
  });

  it('has lighter colours for the dark scheme and a free colour for any other carrier', () => {
    expect(carrierColors(['Strom'], 'dark')).not.toEqual(carrierColors(['Strom'], 'light'));
    const [gas, strom, heat] = carrierColors(['Gas', 'Strom', 'Wärme'], 'light');
    expect([gas, strom]).not.toContain(heat);
  });
});

describe('donut slices', () => {
  it('sum a carrier per selected sector over the selected years, coloured by the sector’s place', () => {
    const slices = sectorSlices(data, 'Strom', [2022, 2023], ['Gewerbe', 'Kommune']);
    expect(slices).toEqual([
      { name: 'Gewerbe', value: 105.25, color: CHART_COLORS[0] },
      { name: 'Kommune', value: 21.111, color: CHART_COLORS[2] },
    ]);
    expect(totalOf(slices)).toBe(126.361);
    expect(sectorSlices(data, 'Strom', [], ['Gewerbe'])).toEqual([
      { name: 'Gewerbe', value: 0, color: CHART_COLORS[0] },
    ]);
  });

  it('list every feed-in source, also with 0, then any other', () => {
    const slices = feedInSlices(data, [2022, 2023]);
    expect(slices.map((slice) => slice.name)).toEqual([...FEED_IN_SOURCES, 'Sonnenwärme']);
    expect(slices[0]).toMatchObject({ name: 'PV-Anlagen', value: 65.25 });
    expect(slices[1]).toMatchObject({ name: 'Windenergie', value: 22.5 });
    expect(slices[2]).toMatchObject({ name: 'Geothermie', value: 0 });
    expect(feedInSlices(data, [2022]).map((slice) => slice.name)).toEqual([...FEED_IN_SOURCES]);
  });
});

describe('communeTotals', () => {
  it('sums feed-in and every carrier’s consumption over the selected years', () => {
    expect(communeTotals(data, [2023])).toEqual({ feedIn: 46.25, consumption: 409.111 });
    expect(communeTotals(data, [])).toEqual({ feedIn: 0, consumption: 0 });
  });
});

describe('which sections show', () => {
  it('leaves Strom out for Erkelenz and where no Strom data exists', () => {
    expect(showsStrom(data)).toBe(true);
    expect(showsStrom({ ...data, commune: 'Erkelenz' })).toBe(false);
    expect(showsStrom({ ...data, carriers: ['Gas'] })).toBe(false);
    expect(showsGas({ carriers: ['Strom'] })).toBe(false);
  });
});
