import type { ServiceArea, ServiceSummary, SubServiceRef } from '@kp/contract/content';
import { ROUTES } from '@kp/contract/shell';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { serviceAreaQuery } from '../queries.ts';
import { MainNavigation } from './main-navigation.tsx';
import { BackToDashboard, NavHeading, NavItem } from './nav-item.tsx';
import { ServiceAreaIcon } from './service-area-icon.tsx';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const byTitle = (a: { title: string }, b: { title: string }) =>
  collator.compare(a.title, b.title) || a.title.localeCompare(b.title, 'de');

export type MenuService = Pick<ServiceSummary, 'id' | 'title'> & { subServices: SubServiceRef[] };

/** The area's services and each service's sub-services, sorted by title in German order (spec 01 §2). */
export function sortedMenuServices(services: readonly MenuService[]): MenuService[] {
  return [...services]
    .sort(byTitle)
    .map((service) => ({ ...service, subServices: [...service.subServices].sort(byTitle) }));
}

/**
 * The service-area sub-menu (spec 01 §2): the area, then its services with their sub-services nested
 * below, sorted alphabetically. NavLink marks the current page with aria-current="page".
 */
export function ServiceAreaMenu({ serviceAreaId, education }: { serviceAreaId: string; education: boolean }) {
  const { data: area, isPending, isError } = useQuery(serviceAreaQuery(serviceAreaId));
  const headingId = useId();
  // An unknown area shows the not-found page; the usual navigation keeps the way out open.
  if (isError) return <MainNavigation education={education} />;
  return (
    <>
      <BackToDashboard />
      <NavHeading id={headingId}>Fachbereich</NavHeading>
      <List aria-labelledby={headingId} sx={{ pt: 0 }}>
        {isPending ? (
          <li>
            <CircularProgress size={24} aria-label="Fachbereich wird geladen" sx={{ mx: 3, my: 1 }} />
          </li>
        ) : (
          <AreaEntries area={area} />
        )}
      </List>
    </>
  );
}

function AreaEntries({ area }: { area: ServiceArea }) {
  const services = sortedMenuServices(area.services);
  return (
    <>
      <NavItem
        to={ROUTES.serviceArea(area.id)}
        label={area.title}
        icon={<ServiceAreaIcon name={area.icon} />}
        end
      />
      {services.map((service) => (
        <li key={service.id}>
          <MenuLink to={ROUTES.service(area.id, service.id)} label={service.title} depth={1} />
          {service.subServices.length > 0 && (
            <List disablePadding aria-label={`Unterpunkte von ${service.title}`}>
              {service.subServices.map((subService) => (
                <li key={subService.id}>
                  <MenuLink
                    to={ROUTES.subService(area.id, service.id, subService.id)}
                    label={subService.title}
                    depth={2}
                  />
                </li>
              ))}
            </List>
          )}
        </li>
      ))}
    </>
  );
}

function MenuLink({ to, label, depth }: { to: string; label: string; depth: 1 | 2 }) {
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end
      sx={{
        mx: 1,
        // Indented under the area's icon column, sub-services one step further.
        pl: depth === 1 ? 7 : 9,
        py: 0.5,
        borderRadius: 1,
        '&.active': {
          bgcolor: 'action.selected',
          color: 'primary.main',
          '& .MuiListItemText-primary': { fontWeight: 700 },
        },
      }}
    >
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
    </ListItemButton>
  );
}
