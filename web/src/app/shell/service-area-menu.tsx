import { ROUTES } from '@kp/contract/shell';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { serviceAreaQuery } from '../queries.ts';
import { MainNavigation } from './main-navigation.tsx';
import { NavHeading, NavItem } from './nav-item.tsx';
import { ServiceAreaIcon } from './service-area-icon.tsx';

/**
 * The service-area sub-menu (spec 01 §2): the area, then its services and sub-services sorted by title.
 * The foundation API has no services yet, so the area itself is the only entry for now.
 */
export function ServiceAreaMenu({ serviceAreaId, education }: { serviceAreaId: string; education: boolean }) {
  const { data: area, isPending, isError } = useQuery(serviceAreaQuery(serviceAreaId));
  const headingId = useId();
  // An unknown area shows the not-found page; the usual navigation keeps the way out open.
  if (isError) return <MainNavigation education={education} />;
  return (
    <>
      <NavHeading id={headingId}>Fachbereich</NavHeading>
      <List aria-labelledby={headingId}>
        {isPending ? (
          <li>
            <CircularProgress size={24} aria-label="Fachbereich wird geladen" sx={{ mx: 3, my: 1 }} />
          </li>
        ) : (
          <NavItem
            to={ROUTES.serviceArea(area.id)}
            label={area.title}
            icon={<ServiceAreaIcon name={area.icon} />}
            end
          />
        )}
      </List>
    </>
  );
}
