import { ROUTES } from '@kp/contract/shell';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { NotificationBell } from '../../areas/notifications/index.ts';
import { SearchBox } from '../../areas/search/index.ts';
import { useUser } from '../session.ts';
import { CommunePartnersCompact } from './commune-partners.tsx';
import { UserMenu } from './user-menu.tsx';

/** Fixed at every width, so the drawer and the content start right below it. */
export const TOP_BAR_HEIGHT = 64;

type Props = {
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
 * account menu, and below 1264 px the burger that opens the drawer.
 */
export function TopBar({ wide, education, drawerOpen, drawerId, burgerId, onToggleDrawer }: Props) {
  const portal = education ? 'Bildungsportal' : 'Kommunalportal';
  // Search hits are the municipal portal's content: the server refuses them to education-only users.
  const user = useUser();
  const canSearch = !user.KommunalportalAusblenden;
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: TOP_BAR_HEIGHT }, height: TOP_BAR_HEIGHT }}>
        <Box
          component={Link}
          to={ROUTES.home}
          sx={{ display: 'inline-flex', alignItems: 'center', borderRadius: 1, flexShrink: 1, minWidth: 0 }}
        >
          <Box
            component="img"
            src="/logo.svg"
            alt={`NEW ${portal} – zur Startseite`}
            // The logo's proportions (292 × 56), so its box is sized before the picture arrives.
            width={292}
            height={56}
            sx={{ height: { xs: 36, sm: 44 }, width: 'auto', maxWidth: '100%', display: 'block' }}
          />
        </Box>
        {education && (
          // Shown beside the logo; the logo's alt text already says it to screen readers.
          <Typography
            aria-hidden
            sx={{
              display: { xs: 'none', sm: 'block' },
              fontWeight: 700,
              color: 'primary.main',
              borderLeft: 2,
              borderColor: 'primary.main',
              pl: 1.5,
              whiteSpace: 'nowrap',
            }}
          >
            Bildungsportal
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {canSearch && <SearchBox wide={wide} />}
        {wide && <CommunePartnersCompact />}
        <NotificationBell wide={wide} />
        <UserMenu />
        {!wide && (
          <IconButton
            id={burgerId}
            edge="end"
            onClick={onToggleDrawer}
            aria-label={drawerOpen ? 'Menü schließen' : 'Menü öffnen'}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
          >
            {drawerOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
