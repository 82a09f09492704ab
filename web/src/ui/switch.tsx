import { useId } from 'react';
import styles from './switch.module.css';

/**
 * A labelled switch (MUI's FormControlLabel with Switch): a native checkbox with the role of a switch, so
 * its state is announced as on or off, and the whole label toggles it. `nameId` names an element whose
 * text goes before the label in the switch's name ("News & Presse Aktiviert").
 */
export function Switch({
  label,
  checked,
  onChange,
  disabled = false,
  nameId,
  describedBy,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  nameId?: string;
  describedBy?: string;
  className?: string;
}) {
  const labelId = useId();
  return (
    <label className={[styles.field, disabled && styles.disabled, className].filter(Boolean).join(' ')}>
      <span className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={nameId ? `${nameId} ${labelId}` : undefined}
          aria-describedby={describedBy}
          className={styles.input}
        />
        <span className={styles.base}>
          <span className={styles.thumb} />
        </span>
        <span className={styles.track} />
      </span>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
    </label>
  );
}
