import { ROUTES } from '@kp/contract/shell';
import { Link } from 'react-router';
import { NotificationBell } from '../../areas/notifications/index.ts';
import { SearchBox } from '../../areas/search/index.ts';
import { IconButton } from '../../ui/icon-button.tsx';
import { CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import { useUser } from '../session.ts';
import { CommunePartnersCompact } from './commune-partners.tsx';
import styles from './top-bar.module.css';
import { UserMenu } from './user-menu.tsx';

/** Fixed at every width, so the drawer and the content start right below it. */
export const TOP_BAR_HEIGHT = 64;

type Props = {
  /** From 1264 px, known after hydration only (false on the server): for behaviour, not for layout. */
  wide: boolean;
  /** In the education portal the bar names it (decision 016); the logo's own text says Kommunalportal. */
  education: boolean;
  drawerOpen: boolean;
  drawerId: string;
  burgerId: string;
  onToggleDrawer: () => void;
};

/**
 * Top bar (spec 01 §2): logo, search box, commune partner cards from 1264 px, the notification bell, the
 * account menu, and below 1264 px the burger that opens the drawer. Which parts show at which width is
 * CSS, so the server's HTML is right before any script runs.
 */
export function TopBar({ wide, education, drawerOpen, drawerId, burgerId, onToggleDrawer }: Props) {
  const portal = education ? 'Bildungsportal' : 'Kommunalportal';
  // Search hits are the municipal portal's content: the server refuses them to education-only users.
  const user = useUser();
  const canSearch = !user.KommunalportalAusblenden;
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <Link to={ROUTES.home} className={styles.home}>
          <img
            className={styles.logo}
            src="/logo.svg"
            alt={`NEW ${portal} – zur Startseite`}
            // The logo's proportions (292 × 56), so its box is sized before the picture arrives.
            width={292}
            height={56}
          />
        </Link>
        {education && (
          // Shown beside the logo; the logo's alt text already says it to screen readers.
          <p aria-hidden="true" className={styles.portalName}>
            Bildungsportal
          </p>
        )}
        <div className={styles.grow} />
        {canSearch && <SearchBox />}
        <CommunePartnersCompact />
        <NotificationBell />
        <UserMenu />
        {/* Hidden by CSS from 1264 px, and gone once the script knows the width. */}
        {!wide && (
          <IconButton
            id={burgerId}
            color="default"
            className={styles.burger}
            onClick={onToggleDrawer}
            label={drawerOpen ? 'Menü schließen' : 'Menü öffnen'}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
          >
            {drawerOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
      </div>
    </header>
  );
}
