import { roundSum } from '@kp/contract/consumption-constants';
import type { ColumnSeries } from './consumption-figures.ts';

// The chart's CSV export (spec 02 §2): one column per selected carrier ('Gas (MWh)', 'Strom (MWh)', Gas
// first), then 'Jahr'; one row per selected year. ';' and a UTF-8 byte order mark for German Excel.

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[;"\r\n]/;

/** A sum with 3 decimals and a decimal comma, without thousands separators, so Excel reads it as a number. */
export function csvNumber(value: number): string {
  return roundSum(value).toFixed(3).replace('.', ',');
}

function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The whole file; `series` in chart order and `years` as the chart's categories. */
export function consumptionCsv(years: readonly number[], series: readonly ColumnSeries[]): string {
  const header = [...series.map((entry) => `${entry.carrier} (MWh)`), 'Jahr'].map(csvCell).join(SEPARATOR);
  const rows = years.map((year, index) =>
    [...series.map((entry) => csvNumber(entry.values[index] ?? 0)), String(year)].join(SEPARATOR),
  );
  return `${BOM}${[header, ...rows].join(LINE_END)}${LINE_END}`;
}
