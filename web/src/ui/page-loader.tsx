import styles from './page-loader.module.css';
import { Spinner } from './spinner.tsx';

/** A centred progress indicator: full screen while the app starts, or a block inside a page. */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  return (
    <div className={`${styles.loader} ${inline ? styles.inline : styles.screen}`}>
      <Spinner label="Wird geladen …" />
    </div>
  );
}
