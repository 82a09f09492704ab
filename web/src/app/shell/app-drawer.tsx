import { DRAWER_WIDTH } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { CommuneMenu } from './commune-menu.tsx';
import { CommunePartnersList } from './commune-partners.tsx';
import type { DrawerVariant } from './drawer-variant.ts';
import { HeatMenu } from './heat-menu.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { ServiceAreaMenu } from './service-area-menu.tsx';
import { TOP_BAR_HEIGHT } from './top-bar.tsx';

type Props = {
  id: string;
  variant: DrawerVariant;
  education: boolean;
  wide: boolean;
  open: boolean;
  /** Closes the overlay drawer; called on Escape and on a click beside it. */
  onClose: () => void;
};

const SLIDE = '225ms cubic-bezier(0, 0, 0.2, 1)';

/**
 * The left drawer, 300 px, below the top bar: always shown from 1264 px; under 1264 px an overlay that the
 * burger shows and hides. The overlay is deliberately not modal: a modal would hide the top bar, and with
 * it the burger, from assistive technology while the drawer is open. (A plain panel instead of MUI's
 * Drawer also keeps Modal and focus trap out of the first load.)
 */
export function AppDrawer({ id, variant, education, wide, open, onClose }: Props) {
  const shown = wide || open;
  return (
    <>
      {/* Keeps the content beside the fixed drawer on wide screens. */}
      {wide && <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} />}
      {!wide && (
        <>
          <Box
            aria-hidden
            onClick={onClose}
            sx={{
              position: 'fixed',
              inset: 0,
              top: TOP_BAR_HEIGHT,
              zIndex: (theme) => theme.zIndex.drawer - 1,
              bgcolor: 'rgba(0, 0, 0, 0.5)',
              opacity: open ? 1 : 0,
              visibility: open ? 'visible' : 'hidden',
              transition: open ? `opacity ${SLIDE}` : `opacity ${SLIDE}, visibility 0s linear 225ms`,
            }}
          />
          <OverlayKeys navId={id} open={open} onClose={onClose} />
        </>
      )}
      <Box
        component="nav"
        id={id}
        aria-label="Hauptnavigation"
        // Other dialogs (the cookie question) wait while the overlay is open rather than cover it.
        data-overlay={!wide && open ? 'open' : undefined}
        sx={{
          position: 'fixed',
          top: TOP_BAR_HEIGHT,
          bottom: 0,
          left: 0,
          width: DRAWER_WIDTH,
          maxWidth: '100%',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          zIndex: (theme) => theme.zIndex.drawer,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          pb: 2,
          // Hidden (not only moved away) when closed, so links are out of the tab order and the a11y tree.
          transform: shown ? 'none' : 'translateX(-100%)',
          visibility: shown ? 'visible' : 'hidden',
          transition: wide
            ? 'none'
            : shown
              ? `transform ${SLIDE}`
              : `transform ${SLIDE}, visibility 0s linear 225ms`,
          boxShadow: wide ? 'none' : 8,
          // The drawer scrolls, so it clips a ring outside its links; draw it inside.
          '&& a:focus-visible, && button:focus-visible': { outlineOffset: -2 },
        }}
      >
        <DrawerMenu variant={variant} education={education} />
        {!wide && (
          <>
            {/* MUI's Divider as a plain rule: the component would be a chunk of its own on every page. */}
            <Box
              component="hr"
              sx={{
                my: 1,
                mx: 0,
                flexShrink: 0,
                border: 0,
                borderBottom: 'thin solid',
                borderColor: 'divider',
              }}
            />
            <CommunePartnersList />
          </>
        )}
      </Box>
    </>
  );
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const tabbables = (root: Element | null) =>
  root
    ? [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility())
    : [];

/**
 * Escape closes the overlay; Tab cycles through the top bar and the drawer (the content behind is inert),
 * so focus never leaves for the browser's own controls and comes back on <body>.
 */
function OverlayKeys({ navId, open, onClose }: { navId: string; open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const ring = [
        ...tabbables(document.querySelector('header')),
        ...tabbables(document.getElementById(navId)),
      ];
      const active = document.activeElement as HTMLElement | null;
      const index = active ? ring.indexOf(active) : -1;
      if (ring.length === 0 || (index > 0 && index < ring.length - 1)) return;
      // Only at the ends of the ring, or from outside it (a dialog closed, focus fell to <body>).
      if (index === -1 || (index === ring.length - 1 && !event.shiftKey) || (index === 0 && event.shiftKey)) {
        event.preventDefault();
        (index === -1 ? ring[0] : event.shiftKey ? ring.at(-1) : ring[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navId, open, onClose]);
  return null;
}

function DrawerMenu({ variant, education }: { variant: DrawerVariant; education: boolean }) {
  switch (variant.kind) {
    case 'serviceArea':
      return <ServiceAreaMenu serviceAreaId={variant.serviceAreaId} education={education} />;
    case 'commune':
      return <CommuneMenu />;
    case 'heat':
      return <HeatMenu />;
    case 'education':
      return <MainNavigation education />;
    case 'main':
      return <MainNavigation education={false} />;
  }
}
