import { useEffect } from 'react';
import { tabbables } from '../../ui/tab-order.ts';
import styles from './app-drawer.module.css';
import { CommuneMenu } from './commune-menu.tsx';
import { CommunePartnersList } from './commune-partners.tsx';
import type { DrawerVariant } from './drawer-variant.ts';
import { HeatMenu } from './heat-menu.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { ServiceAreaMenu } from './service-area-menu.tsx';

type Props = {
  id: string;
  variant: DrawerVariant;
  education: boolean;
  /** From 1264 px, known after hydration only (false on the server): for behaviour, not for layout. */
  wide: boolean;
  open: boolean;
  /** Closes the overlay drawer; called on Escape and on a click beside it. */
  onClose: () => void;
};

/**
 * The left drawer, 300 px (DRAWER_WIDTH), below the top bar: always shown from 1264 px; under 1264 px an
 * overlay that the burger shows and hides. Which of the two is CSS, so the server's HTML is right at every
 * width. The overlay is deliberately not modal: a modal would hide the top bar, and with it the burger,
 * from assistive technology while the drawer is open. (A plain panel instead of a dialog also keeps focus
 * trap code out of the first load.)
 */
export function AppDrawer({ id, variant, education, wide, open, onClose }: Props) {
  const overlay = !wide && open;
  return (
    <>
      {/* Keeps the content beside the fixed drawer on wide screens. */}
      <div className={styles.space} />
      <div aria-hidden="true" onClick={onClose} className={cx(styles.backdrop, overlay && styles.open)} />
      <OverlayKeys navId={id} open={overlay} onClose={onClose} />
      <nav
        id={id}
        aria-label="Hauptnavigation"
        // Other dialogs (the cookie question) wait while the overlay is open rather than cover it.
        data-overlay={overlay ? 'open' : undefined}
        className={cx(styles.drawer, overlay && styles.open)}
      >
        <DrawerMenu variant={variant} education={education} />
        {/* The contacts are in the top bar from 1264 px. */}
        <div className={styles.narrowOnly}>
          <hr className={styles.divider} />
          <CommunePartnersList />
        </div>
      </nav>
    </>
  );
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

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
