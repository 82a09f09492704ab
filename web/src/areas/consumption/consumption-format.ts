import { formatTotalMwh } from '@kp/contract/consumption-constants';
import { formatDate } from '@kp/contract/shell';

const COUNT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** A count in German format: 77102 → '77.102'. */
export const formatCount = (value: number): string => COUNT.format(value);

/** A total as the page shows it: whole MWh with the unit (spec 02 §9). */
export const mwh = (value: number): string => `${formatTotalMwh(value)} MWh`;

/** The header chip's parts (spec 02 §2): 'Stand: DD.MM.YYYY' and 'EWZ: 77.102', each only when known. */
export function headerFacts(importDate: string | null, einwohner: number | null): string[] {
  return [
    importDate ? `Stand: ${formatDate(importDate)}` : null,
    einwohner === null ? null : `EWZ: ${formatCount(einwohner)}`,
  ].filter((part): part is string => part !== null);
}
