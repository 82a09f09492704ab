import type { ReactNode } from 'react';
import styles from './chip.module.css';

// Chips in the look of MUI's Chip (filled or outlined, 32 px or 24 px high), as a plain span or a native
// toggle button. MUI's Chip, with its delete icon, avatar and ripple, was 2.7 kB gzip before the heading of
// the pages that show one (decision 008).

type ChipColor = 'default' | 'primary' | 'warning' | 'error';

interface ChipLook {
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
}

function chipClass({ color = 'default', variant = 'filled', size = 'medium' }: ChipLook, ...extra: string[]) {
  return [styles.chip, styles[`${variant}-${color}`], size === 'small' && styles.small, ...extra]
    .filter(Boolean)
    .join(' ');
}

/** A label in a chip: a state, a type, a marker; `avatar` a picture before it, as MUI's avatar chip. */
export function Chip({
  label,
  bold = false,
  avatar,
  ...look
}: ChipLook & { label: ReactNode; bold?: boolean; avatar?: string | null }) {
  return (
    <span className={chipClass(look, bold ? styles.bold : '', avatar ? styles.withAvatar : '')}>
      {avatar && <img src={avatar} alt="" className={styles.avatar} />}
      {label}
    </span>
  );
}

/** A chip that switches a filter on or off: a native button with `aria-pressed`. */
export function ToggleChip({
  label,
  pressed,
  onClick,
}: {
  label: ReactNode;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={chipClass(
        { color: pressed ? 'primary' : 'default', variant: pressed ? 'filled' : 'outlined' },
        styles.toggle,
      )}
    >
      {label}
    </button>
  );
}
