import styles from './spinner.module.css';

/** A turning ring (MUI's CircularProgress): named by `label` as a progress bar, or decorative without. */
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  const ring = (
    <svg viewBox="22 22 44 44" className={styles.svg} aria-hidden="true">
      <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
  const frame = { className: styles.spinner, style: { width: size, height: size } };
  return label ? (
    <span role="progressbar" aria-label={label} {...frame}>
      {ring}
    </span>
  ) : (
    <span aria-hidden="true" {...frame}>
      {ring}
    </span>
  );
}
