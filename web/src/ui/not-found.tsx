import { ROUTES, TEXTS } from '@kp/contract/shell';
import { data, Link } from 'react-router';
import { buttonClass } from './button.tsx';
import styles from './message-page.module.css';
import text from './type.module.css';
import { useDocumentTitle } from './use-document-title.ts';

/** The not-found page of spec 01 §2; also shown for unknown ids and pages the user may not see. */
export function NotFound() {
  useDocumentTitle('Seite nicht gefunden', { isPage: false });
  return (
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.heading}`}>{TEXTS.notFoundTitle}</h1>
      <p className={`${text.body1} ${styles.text}`}>{TEXTS.notFoundText}</p>
      <Link className={buttonClass({ variant: 'contained' })} to={ROUTES.home}>
        Zur Startseite
      </Link>
    </div>
  );
}

/** As the route of unknown addresses, the page answers 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function clientLoader() {
  return null;
}

export default NotFound;
