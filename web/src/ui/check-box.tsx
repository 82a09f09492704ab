import styles from './check-box.module.css';

/**
 * A labelled native checkbox for filters, in the place MUI's FormControlLabel with Checkbox takes (a 42 px
 * target, 38 px when small, the label beside it) and in the theme's primary colour. MUI's Checkbox with its
 * SwitchBase was 3.4 kB gzip before the heading of the delivery-point and consumption pages (decision 008).
 */
export function CheckBox({
  label,
  checked,
  onChange,
  size = 'medium',
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: 'small' | 'medium';
  /** Placement and the label's text, e.g. margins or font size. */
  className?: string;
}) {
  return (
    <label className={className ? `${styles.root} ${className}` : styles.root}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={size === 'small' ? `${styles.box} ${styles.small}` : styles.box}
      />
      <span>{label}</span>
    </label>
  );
}
