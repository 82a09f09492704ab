import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isEducationMode } from '../education-mode.ts';
import { navigationQuery } from '../queries.ts';
import { browserData, type Prefetch, serverData } from '../route-data.ts';
import { useUser } from '../session.ts';
import { AppDrawer } from './app-drawer.tsx';
import { drawerVariant } from './drawer-variant.ts';
import { Footer } from './footer.tsx';
import styles from './shell.module.css';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useWideScreen } from './use-wide-screen.ts';

const MAIN_ID = 'main-content';
const DRAWER_ID = 'app-drawer';
const BURGER_ID = 'app-drawer-toggle';

/**
 * The frame of every page for signed-in, confirmed users (spec 01 §2, shell): the route's page, or
 * `children` where no route below supplies one (the back office's not-found page for other users).
 */
export function Shell({ children }: { children?: ReactNode }) {
  const user = useUser();
  const wide = useWideScreen();
  const { pathname } = useLocation();
  // The overlay drawer belongs to the page it was opened on; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = !wide && openOn === pathname;
  const closeDrawer = useCallback(() => {
    setOpenOn(null);
    // Focus must not stay inside the hidden drawer.
    if (document.getElementById(DRAWER_ID)?.contains(document.activeElement)) {
      document.getElementById(BURGER_ID)?.focus();
    }
  }, []);
  // Widening to the permanent drawer ends the overlay, so narrowing again does not bring it back.
  useEffect(() => {
    if (wide) setOpenOn(null);
  }, [wide]);

  return (
    <div className={styles.frame}>
      <SkipLink targetId={MAIN_ID} inert={drawerOpen} />
      <TopBar
        wide={wide}
        education={isEducationMode(user)}
        drawerOpen={drawerOpen}
        drawerId={DRAWER_ID}
        burgerId={BURGER_ID}
        onToggleDrawer={() => (drawerOpen ? closeDrawer() : setOpenOn(pathname))}
      />
      <AppDrawer
        id={DRAWER_ID}
        variant={drawerVariant(pathname, user)}
        education={isEducationMode(user)}
        wide={wide}
        open={drawerOpen}
        onClose={closeDrawer}
      />
      {/* While the overlay drawer is open, the content behind it is out of reach: Tab stays in the drawer
          and the top bar (with the burger that closes it), as in a modal, without hiding the top bar. */}
      <div inert={drawerOpen} className={styles.column}>
        <div className={styles.topBarSpace} />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {/* The pages that still use MUI get its theme from their layout route (routes.ts, decision 032). */}
          {children ?? <Outlet />}
        </main>
        <Footer />
      </div>
    </div>
  );
}

/** The shell's navigation comes with the page's first view. */
const shellData: Prefetch = (queryClient) => queryClient.prefetchQuery(navigationQuery());
export const loader = serverData(shellData);
export const clientLoader = browserData(shellData);

export default Shell;
