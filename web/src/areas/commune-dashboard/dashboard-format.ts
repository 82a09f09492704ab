import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import { formatDate, formatTimestamp, formatWholeNumber, ROUTES } from '@kp/contract/shell';

/** The figures of 'Auf einen Blick': German format, no decimals, 0 when there is none (spec 02 §2). */
export function formatFigure(value: number | null): string {
  return formatWholeNumber(value !== null && Number.isFinite(value) ? value : 0);
}

/** The year the overview's figures are from, as a caption; without a year there are no figures yet. */
export function overviewCaption(year: number | null): string {
  return year === null ? 'Noch keine Verbrauchsdaten vorhanden' : `Zahlen aus dem Jahr ${year}`;
}

/** '{n} laufende Verträge' (spec 02 §2), in the singular for one. */
export function contractsHeading(count: number): string {
  return count === 1 ? '1 laufender Vertrag' : `${formatWholeNumber(count)} laufende Verträge`;
}

/**
 * 'bis 2031' or 'unbefristet'. Contract dates come as the UTC midnight (ms) of their calendar day, so the
 * UTC year is the year.
 */
export function contractEndText(ende: number | null): string {
  return ende === null ? 'unbefristet' : `bis ${new Date(ende).getUTCFullYear()}`;
}

/** 'Geb. DD.MM.YYYY' of a date of birth (yyyy-mm-dd). */
export const birthdayText = (dob: string): string => `Geb. ${formatDate(dob)}`;

/** DD.MM.YYYY of an instant in ms, on the German calendar day. */
export const formatUpdated = (ms: number): string => formatTimestamp(new Date(ms).toISOString());

/** The German calendar day (DD.MM.YYYY) of the newest consultation request, or null without one. */
export function newestRequestDate(requests: CommuneDashboardData['requests']): string | null {
  let newest: { time: number; created_at: string } | null = null;
  for (const request of requests) {
    const time = Date.parse(request.created_at);
    if (!Number.isNaN(time) && (newest === null || time > newest.time)) {
      newest = { time, created_at: request.created_at };
    }
  }
  return newest && formatTimestamp(newest.created_at);
}

/** Links of the cards that carry the commune, so the page opens with it chosen. */
export const verbrauchsdatenPath = (commune: string): string =>
  `${ROUTES.verbrauchsdaten}?commune=${encodeURIComponent(commune)}`;
export const vertragsuebersichtPath = (commune: string): string =>
  `${ROUTES.vertragsuebersicht}?commune=${encodeURIComponent(commune)}`;
export const konzessionsthemenPath = (commune: string): string =>
  `${ROUTES.konzessionsthemen}?commune=${encodeURIComponent(commune)}`;
