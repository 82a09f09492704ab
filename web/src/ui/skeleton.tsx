import styles from './skeleton.module.css';

/** A placeholder of the size of what is loading (MUI's rounded Skeleton); hidden from assistive technology. */
export function Skeleton({ height, width = '100%' }: { height: number; width?: number | string }) {
  return <span className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}
