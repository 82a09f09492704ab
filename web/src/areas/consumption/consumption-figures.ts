import type { Verbrauchsdaten } from '@kp/contract/consumption';
import {
  COMMUNE_WITHOUT_STROM,
  FEED_IN_SOURCES,
  roundSum,
  sortCarriers,
} from '@kp/contract/consumption-constants';
import { CHART_COLORS } from '@kp/contract/shell';

// The figures of the consumption page, computed on the client from one commune's data (spec 02 §2, §9):
// the column chart's series, the donuts' slices and the commune's totals. Sums carry 3 decimals.

export const STROM = 'Strom';
export const GAS = 'Gas';

type Data = Pick<Verbrauchsdaten, 'verbrauch' | 'einspeisung'>;

const sumOf = (values: Iterable<number>): number => {
  let total = 0;
  for (const value of values) total += value;
  return roundSum(total);
};

/** One carrier's consumption in one year over the given sectors (a missing entry or sector counts 0). */
export function carrierConsumption(data: Data, year: number, carrier: string, sectors: readonly string[]) {
  const entry = data.verbrauch.find((item) => item.year === year)?.entries.find((e) => e.name === carrier);
  return entry ? sumOf(sectors.map((sector) => entry.sectors[sector] ?? 0)) : 0;
}

export type ColumnSeries = { carrier: string; values: number[] };

/** The column chart: x = the years, one series per carrier (Gas first), over the selected sectors. */
export function columnSeries(
  data: Data,
  selection: { years: readonly number[]; carriers: readonly string[]; sectors: readonly string[] },
): { years: number[]; series: ColumnSeries[] } {
  const years = [...selection.years].sort((a, b) => a - b);
  const series = sortCarriers(selection.carriers).map((carrier) => ({
    carrier,
    values: years.map((year) => carrierConsumption(data, year, carrier, selection.sectors)),
  }));
  return { years, series };
}

/**
 * Fixed colours per carrier, so a carrier keeps its colour when the other is deselected (§4): Strom dark
 * blue, Gas dark orange, both with at least 3:1 against the background and told apart with red-green
 * blindness too; in dark mode their light counterparts. Any further carrier takes the next free colour.
 */
const CARRIER_COLORS = {
  light: { [STROM]: CHART_COLORS[1], [GAS]: CHART_COLORS[7] },
  dark: { [STROM]: CHART_COLORS[5], [GAS]: CHART_COLORS[3] },
} as const;

export function carrierColors(carriers: readonly string[], scheme: 'light' | 'dark'): string[] {
  const fixed: Record<string, string> = CARRIER_COLORS[scheme];
  const taken = new Set(Object.values(fixed));
  const free = CHART_COLORS.filter((color) => !taken.has(color));
  let next = 0;
  return carriers.map((carrier) => fixed[carrier] ?? free[next++ % free.length]);
}

export type Slice = { name: string; value: number; color: string };

/** Colours of a donut's slices by their place in the full list, so a slice keeps its colour when filtered. */
const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length];

/**
 * A carrier's consumption per sector over the selected years, one slice per selected sector (in the
 * commune's sector order, coloured by that order so Strom and Gas donuts match).
 */
export function sectorSlices(
  data: Data & Pick<Verbrauchsdaten, 'sectors'>,
  carrier: string,
  years: readonly number[],
  sectors: readonly string[],
): Slice[] {
  const chosen = new Set(years);
  const entries = data.verbrauch
    .filter((item) => chosen.has(item.year))
    .flatMap((item) => item.entries.filter((entry) => entry.name === carrier));
  return data.sectors.flatMap((sector, index) =>
    sectors.includes(sector)
      ? [
          {
            name: sector,
            value: sumOf(entries.map((entry) => entry.sectors[sector] ?? 0)),
            color: colorAt(index),
          },
        ]
      : [],
  );
}

/** Feed-in per source over the selected years: every source of §3, also with 0, then any other the data has. */
export function feedInSlices(data: Data, years: readonly number[]): Slice[] {
  const chosen = data.einspeisung.filter((item) => years.includes(item.year));
  const extra = new Set(chosen.flatMap((item) => Object.keys(item.sources)));
  for (const source of FEED_IN_SOURCES) extra.delete(source);
  const sources = [...FEED_IN_SOURCES, ...[...extra].sort((a, b) => a.localeCompare(b, 'de'))];
  return sources.map((source, index) => ({
    name: source,
    value: sumOf(chosen.map((item) => item.sources[source] ?? 0)),
    color: colorAt(index),
  }));
}

export const totalOf = (slices: readonly Slice[]): number => sumOf(slices.map((slice) => slice.value));

/** The Strom parts are left out for the commune without Strom data (§2), and where no Strom data exists. */
export const showsStrom = (data: Pick<Verbrauchsdaten, 'commune' | 'carriers'>): boolean =>
  data.commune !== COMMUNE_WITHOUT_STROM && data.carriers.includes(STROM);

export const showsGas = (data: Pick<Verbrauchsdaten, 'carriers'>): boolean => data.carriers.includes(GAS);

/**
 * '{commune} auf einen Blick': feed-in of every source and consumption of every carrier and sector over the
 * selected years, as the commune dashboard counts them.
 */
export function communeTotals(data: Data, years: readonly number[]): { feedIn: number; consumption: number } {
  const chosen = new Set(years);
  return {
    feedIn: sumOf(
      data.einspeisung.filter((item) => chosen.has(item.year)).flatMap((item) => Object.values(item.sources)),
    ),
    consumption: sumOf(
      data.verbrauch
        .filter((item) => chosen.has(item.year))
        .flatMap((item) => item.entries.map((entry) => entry.sum)),
    ),
  };
}
