import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { educationMenuQuery } from '../../app/education-queries.ts';
import { canOpenPage } from '../../app/pages.ts';
import { useUser } from '../../app/session.ts';
import { NavItem, NavList, NavLoading } from '../../app/shell/nav-item.tsx';
import { ServiceAreaIcon } from '../../app/shell/service-area-icon.tsx';
import { ChatIcon, HandshakeIcon } from '../../ui/icons.tsx';

/**
 * The education portal's own entries (spec 01 §2): the material categories of its menu,
 * then Sponsoring, then Kontakt. The drawer puts the back-to-dashboard button above them.
 */
export function EducationMenuEntries({ labelledBy }: { labelledBy?: string }) {
  const user = useUser();
  const { data: menu, isPending } = useQuery(educationMenuQuery());
  return (
    <NavList aria-labelledby={labelledBy}>
      {isPending && <NavLoading label="Kategorien werden geladen" />}
      {canOpenPage('educationMaterials', user) &&
        (menu ?? []).map((item) => (
          <NavItem
            key={item.id}
            to={ROUTES.bildungsmaterialList(item.id)}
            label={item.name}
            icon={<ServiceAreaIcon name={item.icon} />}
          />
        ))}
      {canOpenPage('sponsoring', user) && (
        <NavItem to={ROUTES.sponsoring} label={EDUCATION_TEXTS.sponsoring} icon={<HandshakeIcon />} />
      )}
      {canOpenPage('bildungsportalContact', user) && (
        <NavItem to={ROUTES.bildungsportalContact} label={EDUCATION_TEXTS.contact} icon={<ChatIcon />} />
      )}
    </NavList>
  );
}
