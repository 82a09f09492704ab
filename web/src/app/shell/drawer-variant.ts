import type { User } from '@kp/contract/access';
import { ROUTES } from '@kp/contract/shell';
import { isEducationMode } from '../education-mode.ts';
import { canOpenPage, type PageUser } from '../pages.ts';

export type DrawerVariant =
  | { kind: 'main' }
  | { kind: 'education' }
  | { kind: 'serviceArea'; serviceAreaId: string }
  | { kind: 'commune' }
  | { kind: 'heat' };

const COMMUNE_PATHS: ReadonlySet<string> = new Set([
  ROUTES.communeDashboard,
  ROUTES.vertragsuebersicht,
  ROUTES.konzessionsthemen,
  ROUTES.verbrauchsdaten,
  ROUTES.konzessionsabgaben,
  ROUTES.kommunalrabatt,
  ROUTES.lieferstellen,
]);
const HEAT_PATHS: ReadonlySet<string> = new Set([ROUTES.waermeplanung, ROUTES.waermeplanungFaq]);

const SERVICE_AREA = /service-area\/([^/?#]+)/;

/** Which drawer the shell shows for a path (spec 01 §2 drawer variants, spec 02 commune drawer). */
export function drawerVariant(
  pathname: string,
  user: Pick<User, 'isNewEmployee' | 'showBildungsportal'> & PageUser,
): DrawerVariant {
  const serviceArea = SERVICE_AREA.exec(pathname);
  if (serviceArea) return { kind: 'serviceArea', serviceAreaId: serviceArea[1] };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The commune menu is the employees'; commune users keep the main navigation on these pages.
  if (COMMUNE_PATHS.has(path) && user.isNewEmployee) return { kind: 'commune' };
  // The heat menu for those who may open the heat-planning pages; the others keep the usual navigation.
  if (HEAT_PATHS.has(path) && canOpenPage('waermeplanung', user)) return { kind: 'heat' };
  return isEducationMode(user) ? { kind: 'education' } : { kind: 'main' };
}
