import { useQuery } from '@tanstack/react-query';
import { navigationQuery } from '../queries.ts';
import { useUser } from '../session.ts';
import { BackToDashboard, NavItem, NavList } from './nav-item.tsx';
import { heatMenuEntries } from './navigation-items.ts';

/** The heat menu (spec 01 §2): back to the dashboard, Wärme, Kommunale Wärmeplanung, FAQs Wärmeplanung. */
export function HeatMenu() {
  const user = useUser();
  const { data: navigation } = useQuery(navigationQuery());
  const entries = heatMenuEntries(navigation?.serviceAreas ?? [], user);
  return (
    <>
      <BackToDashboard />
      <NavList>
        {entries.map((entry) => (
          <NavItem key={entry.to} to={entry.to} label={entry.label} end />
        ))}
      </NavList>
    </>
  );
}
