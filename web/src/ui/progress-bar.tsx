import styles from './progress-bar.module.css';

/** A thin running bar while something loads (MUI's LinearProgress), named by `label` for assistive technology. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className={styles.track}>
      <span className={styles.bar} />
    </span>
  );
}
