import { ROUTES, SERVICE_AREAS_COLLAPSED, TEXTS } from '@kp/contract/shell';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { EducationMenuEntries } from '../../areas/education/index.ts';
import { NotificationsNavItem } from '../../areas/notifications/index.ts';
import { educationSwitch } from '../education-mode.ts';
import { navigationQuery } from '../queries.ts';
import { useUser } from '../session.ts';
import { BackToDashboard, NavHeading, NavItem } from './nav-item.tsx';
import { communesEntry, generalNavEntries } from './navigation-items.ts';
import { ServiceAreaIcon } from './service-area-icon.tsx';
import { useEducationSwitch } from './use-education-switch.ts';

/**
 * The main navigation (spec 01 §2): service areas under 'Fachbereiche', or in the education portal its
 * own navigation; then the portal switch, 'Kommunen' and the general items.
 */
export function MainNavigation({ education }: { education: boolean }) {
  const user = useUser();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const { data: navigation } = useQuery(navigationQuery());
  const entries = generalNavEntries({ user, navigation: navigation ?? { faq: false }, education });
  const communes = communesEntry({ user, education });
  const switchOffer = educationSwitch(user);
  return (
    <>
      {education ? <EducationNavigation /> : <ServiceAreaList />}
      {(switchOffer || communes || !wide || entries.length > 0) && (
        <List sx={{ pt: 0 }}>
          {switchOffer && <EducationSwitchItem toEducation={switchOffer.target === 'education'} />}
          {communes && <NavItem to={communes.to} label={communes.label} />}
          {!wide && <NotificationsNavItem />}
          {entries.map((entry) => (
            <NavItem key={entry.page} to={entry.to} label={entry.label} />
          ))}
        </List>
      )}
    </>
  );
}

function ServiceAreaList() {
  const { data: navigation, isPending } = useQuery(navigationQuery());
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const areas = navigation?.serviceAreas ?? [];
  const shown = expanded ? areas : areas.slice(0, SERVICE_AREAS_COLLAPSED);
  return (
    <>
      <NavHeading id={headingId}>{TEXTS.serviceAreasHeading}</NavHeading>
      <List id={listId} aria-labelledby={headingId}>
        {isPending && (
          <li>
            <CircularProgress size={24} aria-label="Fachbereiche werden geladen" sx={{ mx: 3, my: 1 }} />
          </li>
        )}
        {shown.map((area) => (
          <NavItem
            key={area.id}
            to={ROUTES.serviceArea(area.id)}
            label={area.title}
            icon={<ServiceAreaIcon name={area.icon} />}
          />
        ))}
        {areas.length > SERVICE_AREAS_COLLAPSED && (
          <li>
            <ListItemButton
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              aria-controls={listId}
              sx={{ mx: 1, borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </ListItemIcon>
              <ListItemText primary={expanded ? TEXTS.showLess : TEXTS.showAll} />
            </ListItemButton>
          </li>
        )}
      </List>
    </>
  );
}

/**
 * Education portal (spec 01 §2): back to the dashboard when not on home, then the material categories,
 * sponsoring and contact under a heading that says where the person is.
 */
function EducationNavigation() {
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <>
      {pathname !== ROUTES.home && <BackToDashboard />}
      <NavHeading id={headingId}>Bildungsportal</NavHeading>
      <EducationMenuEntries labelledBy={headingId} />
    </>
  );
}

function EducationSwitchItem({ toEducation }: { toEducation: boolean }) {
  const switchPortal = useEducationSwitch();
  return (
    <li>
      <ListItemButton
        onClick={() => switchPortal.mutate(toEducation)}
        disabled={switchPortal.isPending}
        sx={{ mx: 1, borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <SwapHorizIcon />
        </ListItemIcon>
        <ListItemText primary={toEducation ? 'Zum Bildungsportal' : 'Zum Kommunalportal'} />
      </ListItemButton>
    </li>
  );
}
