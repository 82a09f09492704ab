import { roundSum } from '@kp/contract/consumption-constants';
import { csvCell, csvFile, csvText } from '@kp/contract/csv';
import type { ColumnSeries } from './consumption-figures.ts';

// The chart's CSV export (spec 02 §2): one column per selected carrier ('Gas (MWh)', 'Strom (MWh)', Gas
// first), then 'Jahr'; one row per selected year, written by the portal's one CSV writer
// (contract/src/csv.ts).

/** A sum with 3 decimals and a decimal comma, without thousands separators, so Excel reads it as a number. */
export function csvNumber(value: number): string {
  return roundSum(value).toFixed(3).replace('.', ',');
}

/** The whole file; `series` in chart order and `years` as the chart's categories. */
export function consumptionCsv(years: readonly number[], series: readonly ColumnSeries[]): string {
  const header = [...series.map((entry) => `${entry.carrier} (MWh)`), 'Jahr'].map(csvText);
  const rows = years.map((year, index) =>
    [...series.map((entry) => csvNumber(entry.values[index] ?? 0)), String(year)].map(csvCell),
  );
  return csvFile([header, ...rows]);
}
