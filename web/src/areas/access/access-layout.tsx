import { ROUTES } from '@kp/contract/shell';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import link from '../../ui/link.module.css';
import text from '../../ui/type.module.css';
import styles from './access-layout.module.css';

/** The frame of the screens outside the shell (login, sign-in redirect, approval): logo on a centred card,
 * and below it the link to the accessibility statement that every page carries. */
export function AccessLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        {/* Wraps at 390 px so a wide action ('Abmelden') never runs out of the card. */}
        <div className={styles.head}>
          {/* width and height give the box its size before the picture arrives (layout shift at 412 px). */}
          <img className={styles.logo} src="/logo.svg" alt="NEW Kommunalportal" width={250} height={48} />
          {actions}
        </div>
        {children}
      </main>
      <footer>
        <RouterLink className={`${link.link} ${text.body2}`} to={ROUTES.barrierefreiheit}>
          Erklärung zur Barrierefreiheit
        </RouterLink>
      </footer>
    </div>
  );
}
