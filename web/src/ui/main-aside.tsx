import type { CSSProperties, ElementType, ReactNode } from 'react';
import { SPACING_PX } from './design-tokens.ts';
import styles from './main-aside.module.css';

const STEPS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
type Step = (typeof STEPS)[number];

/** The gap at every breakpoint, each one carrying the last value given below it, as MUI's responsive values. */
function gapProperties(gap: number | Partial<Record<Step, number>>): CSSProperties {
  const given = typeof gap === 'number' ? { xs: gap } : gap;
  let units = 0;
  return Object.fromEntries(
    STEPS.map((step) => {
      units = given[step] ?? units;
      return [`--main-aside-gap-${step}`, `${units * SPACING_PX}px`];
    }),
  );
}

/**
 * A page's main column with a column beside it (contacts, an offer), as MUI's Grid laid them out: 8 and 4
 * of 12 columns from `from` on, 9 and 3 from xl, stacked below. With `aside` undefined the main column
 * takes the width; a null `aside` keeps its empty column, so the main one keeps its width while data loads.
 */
export function MainAside({
  children,
  aside,
  from = 'md',
  gap = 4,
  mainComponent: Main = 'div',
}: {
  children: ReactNode;
  aside?: ReactNode;
  from?: 'md' | 'lg';
  /** Spacing between the columns, and between them when stacked (units of 8 px, per breakpoint). */
  gap?: number | Partial<Record<Step, number>>;
  mainComponent?: ElementType;
}) {
  const hasAside = aside !== undefined;
  const columns = hasAside && (from === 'md' ? styles.fromMd : styles.fromLg);
  return (
    <div className={[styles.grid, columns].filter(Boolean).join(' ')} style={gapProperties(gap)}>
      <Main className={styles.column}>{children}</Main>
      {hasAside && <div className={styles.column}>{aside}</div>}
    </div>
  );
}
