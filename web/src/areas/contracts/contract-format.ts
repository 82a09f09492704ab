import type { ContractTermin } from '@kp/contract/contracts';
import { berlinDay, formatDate, formatNumber } from '@kp/contract/shell';

// Contract dates come as the UTC midnight (ms) of their calendar day, so the ISO string's day is the day.

/** DD.MM.YYYY of a contract date; '–' without one. */
export function formatContractDate(ms: number | null): string {
  if (ms === null) return '–';
  return formatDate(new Date(ms).toISOString());
}

/** DD.MM.YY of a contract date (the dates of termine). */
export function formatShortDate(ms: number): string {
  const long = formatContractDate(ms);
  return `${long.slice(0, 6)}${long.slice(8)}`;
}

/** 'Sonderkündigung 31.12.24'; a date kind without a date is shown alone. */
export function terminText(termin: ContractTermin): string {
  return termin.Frist === null ? termin.Termin : `${termin.Termin} ${formatShortDate(termin.Frist)}`;
}

/**
 * Today's German calendar day as UTC midnight ms, the form the contract dates come in: a Sonderkündigung
 * dated today has not passed yet.
 */
export function todayUtcMs(now: Date = new Date()): number {
  return Date.parse(`${berlinDay(now)}T00:00:00Z`);
}

/** '1 Vertrag', '12 Verträge'. */
export function contractCountText(count: number): string {
  return count === 1 ? '1 Vertrag' : `${formatNumber(count)} Verträge`;
}
