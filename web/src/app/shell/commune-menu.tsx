import { TEXTS } from '@kp/contract/shell';
import { useId } from 'react';
import { useUser } from '../session.ts';
import { BackToDashboard, NavHeading, NavItem, NavList } from './nav-item.tsx';
import { communeMenuEntries } from './navigation-items.ts';

/** The commune menu of spec 02: only for employees; everyone else sees an empty menu. */
export function CommuneMenu() {
  const user = useUser();
  const headingId = useId();
  if (!user.isNewEmployee) return null;
  const entries = communeMenuEntries(user);
  return (
    <>
      <BackToDashboard />
      <NavHeading id={headingId}>{TEXTS.communes}</NavHeading>
      <NavList aria-labelledby={headingId}>
        {entries.map((entry) => (
          <NavItem key={entry.page} to={entry.to} label={entry.label} />
        ))}
      </NavList>
    </>
  );
}
