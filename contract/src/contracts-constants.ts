// The contract overview constants of spec 02 §2, §3 and §9. Kept free of zod, so pages that only need
// these do not load it.
import { formatDecimals } from './shell.ts';

/** The only contract statuses kept (spec 02 §3); anything else is dropped on import. */
export const CONTRACT_STATUSES = ['aktiv', 'nicht aktiv'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The status filter of the overview; the first option shows both (spec 02 §2, §9). */
export const CONTRACT_STATUS_FILTER = ['Aktive und Inaktive', 'aktiv', 'nicht aktiv'] as const;
export type ContractStatusFilter = (typeof CONTRACT_STATUS_FILTER)[number];

export const CONTRACTS_PER_PAGE = 10;
export const CONTRACTS_LOADING_TEXT = 'Verträge werden geladen ...';

/** The Terminart of a special termination right (Manuell gesetzte Termine). */
export const SPECIAL_TERMINATION = 'Sonderkündigung';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

/**
 * The remaining term in years with one decimal, 0 when the end has passed (spec 02 §2, §9); null for a
 * contract without an end date. `today` is the start of the German calendar day in ms.
 */
export function remainingTermYears(endMs: number | null, todayMs: number): number | null {
  if (endMs === null) return null;
  const years = (endMs - todayMs) / DAY_MS / YEAR_DAYS;
  if (years <= 0) return 0;
  return Math.round(years * 10) / 10;
}

/** '3,5' for the table; '–' without an end date. */
export function formatRemainingTerm(years: number | null): string {
  if (years === null) return '–';
  return formatDecimals(years, 1);
}

/** A special-termination date that has passed is struck through (spec 02 §2). */
export function isExpiredSpecialTermination(termin: { Termin: string; Frist: number | null }, nowMs: number) {
  return termin.Termin === SPECIAL_TERMINATION && termin.Frist !== null && termin.Frist < nowMs;
}
