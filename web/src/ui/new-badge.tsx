import type { NewsEntry } from '@kp/contract/news';
import { NEW_BADGE_DAYS } from '@kp/contract/news-constants';
import styles from './badge.module.css';

const DAY_MS = 86_400_000;

/** Whole calendar days from a yyyy-mm-dd date to `today` (local calendar); NaN for a malformed date. */
export function ageInDays(isoDate: string, today: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return Number.NaN;
  const published = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((now - published) / DAY_MS);
}

/** The 'Neu' badge: unread and published less than 21 days ago (spec 01 §4, §9). */
export function isNew(entry: Pick<NewsEntry, 'wasRead' | 'pub_date'>, today: Date = new Date()): boolean {
  return !entry.wasRead && ageInDays(entry.pub_date, today) < NEW_BADGE_DAYS;
}

/** The 'Neu' marker of a news or press entry. */
export function NewBadge() {
  return <span className={`${styles.badge} ${styles.new}`}>Neu</span>;
}
