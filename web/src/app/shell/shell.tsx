import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isEducationMode } from '../education-mode.ts';
import { MuiStyles } from '../mui-styles.tsx';
import { navigationQuery } from '../queries.ts';
import { browserData, type Prefetch, serverData } from '../route-data.ts';
import { useUser } from '../session.ts';
import { AppDrawer } from './app-drawer.tsx';
import { drawerVariant } from './drawer-variant.ts';
import { Footer } from './footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar.tsx';

const MAIN_ID = 'main-content';
const DRAWER_ID = 'app-drawer';
const BURGER_ID = 'app-drawer-toggle';

/**
 * The frame of every page for signed-in, confirmed users (spec 01 §2, shell): the route's page, or
 * `children` where no route below supplies one (the back office's not-found page for other users).
 */
export function Shell({ children }: { children?: ReactNode }) {
  return (
    <MuiStyles>
      <ShellFrame>{children}</ShellFrame>
    </MuiStyles>
  );
}

function ShellFrame({ children }: { children?: ReactNode }) {
  const user = useUser();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
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

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
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
      <Box inert={drawerOpen} sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ height: TOP_BAR_HEIGHT, flexShrink: 0 }} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            px: { xs: 2, sm: 3, md: 4 },
            py: { xs: 3, md: 4 },
            '&:focus': { outline: 'none' },
          }}
        >
          {children ?? <Outlet />}
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}

/** The shell's navigation comes with the page's first view. */
const shellData: Prefetch = (queryClient) => queryClient.prefetchQuery(navigationQuery());
export const loader = serverData(shellData);
export const clientLoader = browserData(shellData);

export default Shell;
