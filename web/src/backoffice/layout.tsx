import { displayName } from '@kp/contract/person-name';
import { ROUTES } from '@kp/contract/shell';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout, Menu, TitlePortal } from 'react-admin';
import { Link } from 'react-router';
import { useLogout } from '../app/shell/user-menu-popup.tsx';
import { ADMIN_PAGES } from './admin-pages.tsx';
import { useBackoffice, useBackofficeUser } from './backoffice-context.ts';

/** The top bar: the page title, the way back to the portal, who is signed in, and 'Abmelden'. */
function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      Abmelden
    </Button>
  );
}

function BackofficeAppBar() {
  const { user, appClient } = useBackoffice();
  const name = displayName(user);
  return (
    <AppBar color="primary" userMenu={false} alwaysOn>
      {/* The screen's title is its h1; pages with a heading of their own leave it empty (and hidden). */}
      <TitlePortal variant="h6" component="h1" sx={{ m: 0, '&:empty': { display: 'none' } }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto', pr: 1 }}>
        <Typography
          component="span"
          variant="body2"
          sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 220 }}
          noWrap
        >
          {name} · {user.isAdmin ? 'Administration' : 'Redaktion'}
        </Typography>
        <Button component={Link} to={ROUTES.home} color="inherit" startIcon={<HomeOutlinedIcon />}>
          Zum Portal
        </Button>
        {/* Signing out clears the portal's queries: the portal's client, not react-admin's. */}
        <QueryClientProvider client={appClient}>
          <LogoutButton />
        </QueryClientProvider>
      </Box>
    </AppBar>
  );
}

/** The navigation: the start page, every content area of the registry, and the admin pages for admins. */
function BackofficeMenu() {
  const user = useBackofficeUser();
  return (
    <Box component="nav" aria-label="Backoffice">
      <Menu>
        <Menu.DashboardItem primaryText="Übersicht" />
        <Menu.ResourceItems />
        {user.isAdmin &&
          ADMIN_PAGES.map((page) => (
            <Menu.Item key={page.url} to={page.url} primaryText={page.label} leftIcon={page.icon} />
          ))}
      </Menu>
    </Box>
  );
}

/**
 * react-admin writes a screen's title into the top bar only: the tab gets it too ("FAQ – Kommunalportal").
 * Pages with a title of their own (the admin pages) leave the top bar's title empty and set the tab's.
 */
function TabTitle() {
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    if (!portal) return;
    const update = () => {
      const text = portal.textContent?.trim();
      if (text) document.title = `${text} – Kommunalportal`;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}

export function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={BackofficeAppBar}
      menu={BackofficeMenu}
      // Wide tables scroll inside the content instead of widening the page.
      sx={{
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
      }}
    >
      <TabTitle />
      {children}
    </Layout>
  );
}
