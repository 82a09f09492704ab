import type { User } from '@kp/contract/access';
import type { FeatureFlag } from '@kp/contract/flags';
import { ROUTES } from '@kp/contract/shell';
import { canUseEducationPortal } from './education-mode.ts';

/**
 * Which pages of spec 01 §2 and spec 02 exist in this build. Menu entries, buttons and cards that lead
 * to a page not built yet are not shown; adding a page means adding its key here.
 */
export type PageKey =
  | 'home'
  | 'serviceArea'
  | 'service'
  | 'subService'
  | 'adminUsers'
  | 'adminAnalytics'
  | 'adminPortalUpdates'
  | 'search'
  | 'notifications'
  | 'notificationConfig'
  | 'about'
  | 'news'
  | 'magazin'
  | 'funds'
  | 'constructionsMap'
  | 'faq'
  | 'verbrauchsdaten'
  | 'konzessionsabgaben'
  | 'vertragsuebersicht'
  | 'konzessionsthemen'
  | 'communeDashboard'
  | 'waermeplanung'
  | 'waermeplanungFaq'
  | 'educationMaterials'
  | 'sponsoring'
  | 'bildungsportalContact'
  | 'newErleben'
  | 'lieferstellen'
  | 'kommunalrabatt';

export const AVAILABLE_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'home',
  'serviceArea',
  'service',
  'subService',
  'adminUsers',
  'about',
  'news',
  'magazin',
  'funds',
  'constructionsMap',
  'faq',
  'search',
  'notifications',
  'notificationConfig',
  'adminAnalytics',
  'adminPortalUpdates',
  'kommunalrabatt',
  'lieferstellen',
  'communeDashboard',
  'vertragsuebersicht',
  'konzessionsthemen',
  'konzessionsabgaben',
  'verbrauchsdaten',
  'newErleben',
  'waermeplanung',
  'waermeplanungFaq',
  'educationMaterials',
  'sponsoring',
  'bildungsportalContact',
]);

export type IsAvailable = (page: PageKey) => boolean;

export const isPageAvailable: IsAvailable = (page) => AVAILABLE_PAGES.has(page);

/** Portal paths of fixed pages, so links in editorial content can be checked before they are shown. */
const PAGE_OF_PATH: Record<string, PageKey> = {
  [ROUTES.home]: 'home',
  [ROUTES.about]: 'about',
  [ROUTES.faq]: 'faq',
  [ROUTES.news]: 'news',
  [ROUTES.magazin]: 'magazin',
  [ROUTES.funds]: 'funds',
  [ROUTES.constructionsMap]: 'constructionsMap',
  [ROUTES.notificationConfig]: 'notificationConfig',
  [ROUTES.verbrauchsdaten]: 'verbrauchsdaten',
  [ROUTES.konzessionsabgaben]: 'konzessionsabgaben',
  [ROUTES.vertragsuebersicht]: 'vertragsuebersicht',
  [ROUTES.konzessionsthemen]: 'konzessionsthemen',
  [ROUTES.communeDashboard]: 'communeDashboard',
  [ROUTES.waermeplanung]: 'waermeplanung',
  [ROUTES.waermeplanungFaq]: 'waermeplanungFaq',
  [ROUTES.sponsoring]: 'sponsoring',
  [ROUTES.bildungsportalContact]: 'bildungsportalContact',
  [ROUTES.newErleben]: 'newErleben',
  [ROUTES.lieferstellen]: 'lieferstellen',
  [ROUTES.kommunalrabatt]: 'kommunalrabatt',
};

/** Pages that need a feature flag (spec 01 §6, spec 02). */
const PAGE_FLAG: Partial<Record<PageKey, FeatureFlag>> = {
  verbrauchsdaten: 'EnableVerbrauchsdaten',
  konzessionsabgaben: 'EnableTestate',
  vertragsuebersicht: 'EnableVertragsuebersicht',
  konzessionsthemen: 'EnableKonzessionssachstaende',
  communeDashboard: 'EnableKommunenDashboard',
  waermeplanung: 'EnableWaermeplanung',
  waermeplanungFaq: 'EnableWaermeplanung',
  newErleben: 'EnableMoments',
  lieferstellen: 'EnableKommunalrabatt',
  kommunalrabatt: 'EnableKommunalrabatt',
};

/** Detail routes whose pages exist; the server answers 404 for ids the user may not see. */
const DETAIL_ROUTES = /^\/(service-area|news-detail|press-detail|newcompany-detail|funds)\//;
/** The education portal's material pages: only for users who may use that portal. */
const EDUCATION_DETAIL_ROUTES = /^\/(bildungsmaterial-list|bildungsmaterial)\/\d+$/;
const EDUCATION_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'educationMaterials',
  'sponsoring',
  'bildungsportalContact',
]);

type PathUser = Pick<User, FeatureFlag | 'BildungsportalUser' | 'KommunalportalAusblenden' | 'isAdmin'>;

/**
 * Whether a portal path leads to a page this user can open: built in this build and, where the page needs
 * one, with the user's feature flag. Unknown paths count as not available.
 */
export function isPathAvailableFor(path: string, user: PathUser, isAvailable = isPageAvailable) {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (DETAIL_ROUTES.test(pathname)) return true;
  if (EDUCATION_DETAIL_ROUTES.test(pathname)) {
    return isAvailable('educationMaterials') && canUseEducationPortal(user);
  }
  const page = PAGE_OF_PATH[pathname];
  if (!page || !isAvailable(page)) return false;
  if (EDUCATION_PAGES.has(page) && !canUseEducationPortal(user)) return false;
  const flag = PAGE_FLAG[page];
  return flag ? user[flag] : true;
}
