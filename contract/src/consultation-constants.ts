import { berlinDay } from './shell.ts';
// Kept free of zod, so pages that only need these constants do not load it.

/** Call-back times (spec 01 §5): every 30 minutes from 08:30 to 17:00. */
export const CALL_TIMES: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 8 * 60 + 30 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const CONSULTATION_TEXTS = {
  thankYou:
    'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Wir melden uns schnellstmöglich bei Ihnen zurück',
  typeCall: 'Rückruf',
  typeMail: 'E-Mail',
} as const;

/**
 * Maximum message length: the spec sets none; a generous cap that keeps a request and its mail small
 * (decision 026).
 */
export const CONSULTATION_MESSAGE_MAX = 5000;

/** Today's date in Berlin as yyyy-mm-dd: the earliest call-back date. */
export function todayInBerlin(now: Date = new Date()): string {
  return berlinDay(now);
}

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The call-back times that can still be chosen for `date` (yyyy-mm-dd): all of them on a later day, only
 * those after the present German time today (decision 016), none on a past day.
 */
export function callTimesFor(date: string, now: Date = new Date()): readonly string[] {
  const today = todayInBerlin(now);
  if (!date || date > today) return CALL_TIMES;
  if (date < today) return [];
  const current = BERLIN_TIME.format(now);
  return CALL_TIMES.filter((time) => time > current);
}

/** The day after a yyyy-mm-dd date, as yyyy-mm-dd (calendar arithmetic, no time zone involved). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The earliest call-back date (spec: "the earliest date is today"): today while a time is left, else
 * tomorrow, so after 17:00 the form does not offer a day with no time to choose (decision 026).
 */
export function earliestCallDate(now: Date = new Date()): string {
  const today = todayInBerlin(now);
  return callTimesFor(today, now).length > 0 ? today : nextDay(today);
}
