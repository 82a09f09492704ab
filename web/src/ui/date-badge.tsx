import { formatDate } from '@kp/contract/shell';
import styles from './badge.module.css';

/** A date as DD.MM.YYYY (spec 01 §9) in a quiet badge, machine-readable through <time>. */
export function DateBadge({ date, label }: { date: string; label?: string }) {
  return (
    <time className={`${styles.badge} ${styles.date}`} dateTime={date.slice(0, 10)}>
      {label ? `${label} ` : ''}
      {formatDate(date)}
    </time>
  );
}
