import type { ServiceArea, ServiceSummary, SubServiceRef } from '@kp/contract/content';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { serviceAreaQuery } from '../queries.ts';
import { MainNavigation } from './main-navigation.tsx';
import { BackToDashboard, NavHeading, NavItem, NavList, NavLoading, NavSubItem } from './nav-item.tsx';
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
      <NavList padding="bottom" aria-labelledby={headingId}>
        {isPending ? <NavLoading label="Fachbereich wird geladen" /> : <AreaEntries area={area} />}
      </NavList>
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
          <NavSubItem to={ROUTES.service(area.id, service.id)} label={service.title} depth={1} />
          {service.subServices.length > 0 && (
            <NavList padding="none" aria-label={`Unterpunkte von ${service.title}`}>
              {service.subServices.map((subService) => (
                <li key={subService.id}>
                  <NavSubItem
                    to={ROUTES.subService(area.id, service.id, subService.id)}
                    label={subService.title}
                    depth={2}
                  />
                </li>
              ))}
            </NavList>
          )}
        </li>
      ))}
    </>
  );
}
