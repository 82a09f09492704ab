/** The last Sunday of a month (UTC calendar), where Europe's summer time starts and ends. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Offset of Europe/Berlin in hours on a calendar day, for daytime hours (summer time: +2). */
export function berlinOffsetHours(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const afterStart = month > 3 || (month === 3 && day >= lastSunday(year, 2));
  const beforeEnd = month < 10 || (month === 10 && day < lastSunday(year, 9));
  return afterStart && beforeEnd ? 2 : 1;
}

/** A wall-clock time in Europe/Berlin on a day (yyyy-mm-dd, hh:mm) as an instant. Fixed, so seeds repeat. */
export function berlinTime(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours - berlinOffsetHours(date), minutes));
}

/** The calendar day before or after a date, yyyy-mm-dd. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** When the demo's standing content (services, sub-services, FAQ) counts as published: fixed, so two seeds match. */
export const DEMO_CONTENT_PUBLISHED_AT = new Date('2025-01-06T08:00:00+01:00');
