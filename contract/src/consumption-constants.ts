// Consumption and feed-in data (spec 02 §2, §3, §4, §9): the constants and the number rules, kept free of
// zod so the page loads them without it.
import { formatDecimals, formatWholeNumber } from './shell.ts';

export const CONSUMPTION_CHART_HEIGHT = 450;

/** Feed-in sources, always listed (spec 02 §3). */
export const FEED_IN_SOURCES = [
  'PV-Anlagen',
  'Windenergie',
  'Geothermie',
  'Wasserkraft',
  'Biomasse',
  'Deponiegas',
  'Klärgas',
  'Grubengas',
] as const;
export type FeedInSource = (typeof FEED_IN_SOURCES)[number];

/** Known electricity tariffs; any other tariff is counted under Sonstige (spec 02 §3). */
export const KNOWN_TARIFFS = [
  'Allgemeiner Bedarf',
  'Mittelspannung',
  'Mittelspannung Z 2,3%',
  'Umspannung MSP/NSP 12',
  'Niederspannung',
  'Wärmepumpe',
] as const;
export const OTHER_TARIFF = 'Sonstige';
export const tariffGroup = (tariff: string): string =>
  (KNOWN_TARIFFS as readonly string[]).includes(tariff) ? tariff : OTHER_TARIFF;

/** The commune whose Strom sections are hidden (spec 02 §2). */
export const COMMUNE_WITHOUT_STROM = 'Erkelenz';

/** Carriers in chart order: Gas first, then alphabetical (spec 02 §2). */
export function sortCarriers<T extends string>(carriers: readonly T[]): T[] {
  return [...carriers].sort((a, b) => {
    if (a === b) return 0;
    if (a === 'Gas') return -1;
    if (b === 'Gas') return 1;
    return a.localeCompare(b, 'de');
  });
}

/**
 * Binary floating point leaves noise far below a thousandth in sums and products (0.5005 × 1000 is
 * 500.49999999999994); 15 significant digits drop it before rounding, so halves round up as written.
 */
const withoutNoise = (value: number): number => Number(value.toPrecision(15));

/** A total in whole MWh, German format (spec 02 §9): 12345.6 → '12.346'. */
export const formatTotalMwh = (value: number): string =>
  formatWholeNumber(Math.round(withoutNoise(value)) + 0);

/** A chart tooltip value, rounded up to whole MWh (spec 02 §9): 12345.1 → '12.346', but 100 stays '100'. */
export const formatTooltipMwh = (value: number): string => formatWholeNumber(Math.ceil(withoutNoise(value)));

/** Strom and Gas sums carry 3 decimals (spec 02 §9); -0 becomes 0. */
export const roundSum = (value: number): number => Math.round(withoutNoise(value * 1000)) / 1000 + 0;
export const formatSum = (value: number): string => formatDecimals(roundSum(value), 3);

/** Anteil EE = feed-in / consumption × 100 with 2 decimals; '0,00' when that is not a number (spec 02 §9). */
export function formatRenewableShare(feedIn: number, consumption: number): string {
  const share = (feedIn / consumption) * 100;
  return formatDecimals(Number.isFinite(share) ? withoutNoise(share) + 0 : 0, 2);
}

const BERLIN_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  // Not hour12: false, which some engines render as hour 24 at midnight.
  hourCycle: 'h23',
});

/** `verbrauchsdaten_{municipality}_{timestamp}.{ext}`; the timestamp is yyyymmdd-hhmmss in German time. */
export function consumptionExportName(municipality: string, at: Date, ext: 'png' | 'csv' | 'svg'): string {
  // Parts, not the formatted string, so a locale's separators never end up in the name.
  const part = Object.fromEntries(BERLIN_PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  const stamp = `${part.year}${part.month}${part.day}-${part.hour}${part.minute}${part.second}`;
  return `verbrauchsdaten_${municipality}_${stamp}.${ext}`;
}
