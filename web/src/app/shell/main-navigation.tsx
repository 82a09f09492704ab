import { ROUTES, SERVICE_AREAS_COLLAPSED, TEXTS } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { EducationMenuEntries } from '../../areas/education/index.ts';
import { NotificationsNavItem } from '../../areas/notifications/index.ts';
import { ExpandLessIcon, ExpandMoreIcon, SwapHorizIcon } from '../../ui/icons.tsx';
import { educationSwitch } from '../education-mode.ts';
import { navigationQuery } from '../queries.ts';
import { useUser } from '../session.ts';
import styles from './main-navigation.module.css';
import { BackToDashboard, NavButton, NavHeading, NavItem, NavList, NavLoading } from './nav-item.tsx';
import { communesEntry, generalNavEntries } from './navigation-items.ts';
import { ServiceAreaIcon } from './service-area-icon.tsx';
import { useEducationSwitch } from './use-education-switch.ts';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * The main navigation (spec 01 §2): service areas under 'Fachbereiche', or in the education portal its
 * own navigation; then the portal switch, 'Kommunen' and the general items.
 */
export function MainNavigation({ education }: { education: boolean }) {
  const user = useUser();
  // After hydration the entry is left out where the bell serves; before, the stylesheet hides it there.
  const wide = useWideScreen();
  const { data: navigation } = useQuery(navigationQuery());
  const entries = generalNavEntries({ user, navigation: navigation ?? { faq: false }, education });
  const communes = communesEntry({ user, education });
  const switchOffer = educationSwitch(user);
  // 'Benachrichtigungen' is there below 1264 px only (the stylesheet hides it from there on, where the
  // bell in the top bar opens the panel), so the list may be empty at that width.
  const onlyNarrow = !switchOffer && !communes && entries.length === 0;
  return (
    <>
      {education ? <EducationNavigation /> : <ServiceAreaList />}
      <NavList padding="bottom" className={onlyNarrow ? styles.narrowOnly : undefined}>
        {switchOffer && <EducationSwitchItem toEducation={switchOffer.target === 'education'} />}
        {communes && <NavItem to={communes.to} label={communes.label} />}
        {!wide && <NotificationsNavItem className={styles.narrowOnly} />}
        {entries.map((entry) => (
          <NavItem key={entry.page} to={entry.to} label={entry.label} />
        ))}
      </NavList>
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
      <NavList id={listId} aria-labelledby={headingId}>
        {isPending && <NavLoading label="Fachbereiche werden geladen" />}
        {shown.map((area) => (
          <NavItem
            key={area.id}
            to={ROUTES.serviceArea(area.id)}
            label={area.title}
            icon={<ServiceAreaIcon name={area.icon} />}
          />
        ))}
        {areas.length > SERVICE_AREAS_COLLAPSED && (
          <NavButton
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={listId}
            icon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            label={expanded ? TEXTS.showLess : TEXTS.showAll}
          />
        )}
      </NavList>
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
    <NavButton
      onClick={() => switchPortal.mutate(toEducation)}
      disabled={switchPortal.isPending}
      icon={<SwapHorizIcon />}
      label={toEducation ? 'Zum Bildungsportal' : 'Zum Kommunalportal'}
    />
  );
}
