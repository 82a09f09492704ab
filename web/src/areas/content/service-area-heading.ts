import type { User } from '@kp/contract/access';
import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { ROUTES } from '@kp/contract/shell';
import { canOpenPage, type PageUser } from '../../app/pages.ts';

type CommuneUser = Pick<User, 'isNewEmployee' | 'serviceDetails'> & PageUser;

/**
 * The list under 'Unsere Kommunen:' (spec 01 §2, §6): on the concession areas Trinkwasser, Abwasser and
 * Straßenbeleuchtung group employees see the communes the area serves, from their service details, instead
 * of the services under 'Unser Angebot:'. Null for everyone else, and where the area serves no commune.
 * Each commune opens the commune dashboard with it chosen, for employees who may open that page.
 */
export function areaCommunes(areaId: number, user: CommuneUser) {
  if (!user.isNewEmployee) return null;
  const communes = user.serviceDetails?.find((detail) => detail.id === areaId)?.communes ?? [];
  if (communes.length === 0) return null;
  const linked = canOpenPage('communeDashboard', user);
  return communes.map((commune) => ({
    id: commune.id,
    title: commune.name,
    to: linked ? `${ROUTES.communeDashboard}?commune=${encodeURIComponent(commune.name)}` : undefined,
  }));
}

/** Which fixed section a service area shows below its content (spec 01 §2). */
export function serviceAreaSpecial(areaTitle: string): 'nachhaltigkeit' | 'mobilitaet' | null {
  const title = areaTitle.trim();
  if (title === SPECIAL_TITLES.nachhaltigkeit) return 'nachhaltigkeit';
  if (title === SPECIAL_TITLES.mobilitaet) return 'mobilitaet';
  return null;
}
