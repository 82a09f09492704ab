import { DateBadge } from './date-badge.tsx';
import { SPACING_PX } from './design-tokens.ts';
import styles from './entry-meta.module.css';
import { NewBadge } from './new-badge.tsx';

/**
 * The line above a news or press title: its category in capitals, 'Neu' when it applies (spec 01 §4), and
 * the date.
 */
export function EntryMeta({
  category,
  date,
  isNew = false,
  mb = 0,
}: {
  category: string;
  date: string;
  isNew?: boolean;
  /** The space below, in spacing units (8 px), as MUI's `mb`. */
  mb?: number;
}) {
  return (
    <div className={styles.meta} style={mb ? { marginBottom: mb * SPACING_PX } : undefined}>
      <span className={styles.category}>{category}</span>
      {isNew && <NewBadge />}
      <DateBadge date={date} />
    </div>
  );
}

/**
 * A link stretched over its positioned row or card: one click target and one tab stop; the row shows the
 * focus ring, so the link itself draws none. For MUI's `sx`; `stretchedLinkClass` is the same as a class.
 */
export const stretchedLinkSx = {
  overflowWrap: 'anywhere',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
  '&:focus-visible': { outline: 'none' },
} as const;

export const stretchedLinkClass = styles.stretchedLink;
