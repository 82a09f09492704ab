import type { ReactNode } from 'react';
import styles from './count-badge.module.css';

/**
 * A count at the top right of an icon, in the look of MUI's standard Badge (a pill 20 px high, `max+`
 * above `max`) in the brand's accent red, with the text colour the theme picks for AA contrast; nothing
 * at zero. MUI's Badge, with its variants, anchors and animation, was 1.5 kB gzip on every page.
 */
export function CountBadge({
  count,
  max = 99,
  children,
}: {
  count: number;
  max?: number;
  children: ReactNode;
}) {
  return (
    <span className={styles.anchor}>
      {children}
      {count > 0 && <span className={styles.count}>{count > max ? `${max}+` : count}</span>}
    </span>
  );
}
