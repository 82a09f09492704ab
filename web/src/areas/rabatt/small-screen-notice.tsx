import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { ROUTES } from '@kp/contract/shell';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import link from '../../ui/link.module.css';
import styles from './small-screen-notice.module.css';

/**
 * Spec 02 §2 wants the notice and a way home below 960 px (RABATT_MOBILE_BREAKPOINT). The pages stay usable
 * under it (decision 010): at 200 % zoom an office screen is 640 CSS px wide, and WCAG 1.4.10 binds a public
 * body's portal. So the notice stands under the page's heading and the content reflows below it instead of
 * being hidden, which also keeps a comment or an edit being typed when the window narrows. Its stylesheet
 * shows it below 960 px only, already in the server's HTML.
 */
export function SmallScreenNotice() {
  return (
    <Alert role="alert" severity="info" className={styles.notice}>
      {RABATT_TEXTS.mobileNotice} Die Seite bleibt darunter in einer schmalen Ansicht bedienbar.{' '}
      <Link to={ROUTES.home} className={link.link}>
        Zur Startseite
      </Link>
    </Alert>
  );
}
