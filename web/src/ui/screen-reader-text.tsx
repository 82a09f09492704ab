import type { ReactNode } from 'react';
import styles from './screen-reader-text.module.css';

/** Text for screen readers only (MUI's visuallyHidden as a class). */
export function ScreenReaderText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.hidden}>
      {children}
    </span>
  );
}
