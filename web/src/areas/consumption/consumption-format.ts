import { formatTotalMwh } from '@kp/contract/consumption-constants';
import { formatDate, formatWholeNumber } from '@kp/contract/shell';

/** A total as the page shows it: whole MWh with the unit (spec 02 §9). */
export const mwh = (value: number): string => `${formatTotalMwh(value)} MWh`;

/** The header chip's parts (spec 02 §2): 'Stand: DD.MM.YYYY' and 'EWZ: 77.102', each only when known. */
export function headerFacts(importDate: string | null, einwohner: number | null): string[] {
  return [
    importDate ? `Stand: ${formatDate(importDate)}` : null,
    einwohner === null ? null : `EWZ: ${formatWholeNumber(einwohner)}`,
  ].filter((part): part is string => part !== null);
}

/**
 * Which years the totals cover (decision 016), so they do not read as a contradiction of the dashboard's
 * figure of one year: 'Summe 2024', 'Summe 2021–2024' or 'Summe 2019, 2021, 2024'.
 */
export function totalsYearsCaption(years: readonly number[]): string {
  if (years.length === 0) return 'Kein Jahr ausgewählt';
  const sorted = [...years].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (sorted.length === 1) return `Summe ${first}`;
  if (last - first === sorted.length - 1) return `Summe ${first}–${last}`;
  return `Summe ${sorted.join(', ')}`;
}
