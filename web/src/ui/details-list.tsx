import type { ReactNode } from 'react';
import styles from './details-list.module.css';

/**
 * Label–value pairs as a description list (`<dt>`/`<dd>` children) on a quiet background.
 * `pairsPerRow` 2 puts two pairs side by side from the sm breakpoint.
 */
export function DetailsList({
  pairsPerRow = 1,
  className,
  children,
}: {
  pairsPerRow?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  return (
    <dl className={[styles.list, pairsPerRow === 2 && styles.twoPairs, className].filter(Boolean).join(' ')}>
      {children}
    </dl>
  );
}
