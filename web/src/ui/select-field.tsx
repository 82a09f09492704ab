import { type ReactNode, useId } from 'react';
import { ExpandMoreIcon } from './icons.tsx';
import styles from './select-field.module.css';

/**
 * A labelled native <select>: the platform's own list on every device and a fraction of the JavaScript
 * of MUI's TextField/Select, which would pull Menu, Popover and Modal into the news and funding pages.
 */
export function SelectField({
  label,
  value,
  onChange,
  disabled,
  children,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
  /** Placement in the parent, e.g. flex-shrink or a width. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={styles.select}
        >
          {children}
        </select>
        <ExpandMoreIcon size="medium" className={styles.icon} />
      </div>
    </div>
  );
}
