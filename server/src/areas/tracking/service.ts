import { berlinDay } from '@kp/contract/shell';
import type { Analytics, TrackingEvent, VisitorTrackingEvent } from '@kp/contract/tracking';
import { ANALYTICS_TOP_MISSES, ANALYTICS_WEEKS } from '@kp/contract/tracking-constants';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { toAnalytics } from './present.ts';
import * as repo from './repo.ts';

/**
 * POST /api/tracking/events: kept only when the person accepted tracking in the cookie dialog
 * (spec 01 §7). Without consent the event is dropped, so nothing is recorded before the answer.
 */
export async function record(db: Db, user: UserRow, event: TrackingEvent): Promise<void> {
  if (user.trackingConsent !== true) return;
  await repo.insertEvent(db, event);
}

/**
 * POST /api/tracking/visitor-events: the login page's visit by someone without a session, kept only when
 * their browser answered the cookie question with 'yes' (the cookie the login page's dialog sets).
 */
export async function recordVisitor(
  db: Db,
  consent: string | undefined,
  event: VisitorTrackingEvent,
): Promise<void> {
  if (consent !== 'yes') return;
  await repo.insertEvent(db, event);
}

const shiftDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The Mondays (Europe/Berlin calendar) of the last ANALYTICS_WEEKS weeks up to the one of `now`, oldest first. */
export function analyticsWeeks(now: Date): string[] {
  const today = berlinDay(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const current = shiftDays(today, -sinceMonday);
  return Array.from({ length: ANALYTICS_WEEKS }, (_, i) => shiftDays(current, (i - ANALYTICS_WEEKS + 1) * 7));
}

/** GET /api/admin/analytics */
export async function analytics(db: Db, now = new Date()): Promise<Analytics> {
  const weeks = analyticsWeeks(now);
  const from = weeks[0];
  const to = shiftDays(weeks[weeks.length - 1], 7);
  const [visits, misses] = await Promise.all([
    repo.visitsPerWeek(db, from, to),
    repo.topSearchMisses(db, from, to, ANALYTICS_TOP_MISSES),
  ]);
  return toAnalytics(weeks, visits, misses);
}
