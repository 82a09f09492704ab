import type { User } from '@kp/contract/access';
import type { FeatureFlag } from '@kp/contract/flags';
import { ROUTES } from '@kp/contract/shell';
import { canUseEducationPortal } from './education-mode.ts';

/**
 * municipal: closed when the municipal portal is hidden for the user; education: only for users who may
 * use the education portal (spec 01 §6, spec 02 §2).
 */
export type Portal = 'municipal' | 'education';

export type PageRule = {
  /** The router's path, parameters as `:name`. */
  path: string;
  /** The feature flag the user needs (spec 01 §6, spec 02 §5). */
  flag?: FeatureFlag;
  portal?: Portal;
};

const TABLE = {
  home: { path: ROUTES.home },
  serviceArea: { path: ROUTES.serviceArea(':serviceAreaId') },
  service: { path: ROUTES.service(':serviceAreaId', ':serviceId') },
  subService: { path: ROUTES.subService(':serviceAreaId', ':serviceId', ':subServiceId') },
  adminUsers: { path: ROUTES.adminUsers },
  adminAnalytics: { path: ROUTES.adminAnalytics },
  adminPortalUpdates: { path: ROUTES.adminPortalUpdates },
  // ROUTES.search adds the query. Open to all: without the municipal portal the page says so.
  search: { path: '/search' },
  notificationConfig: { path: ROUTES.notificationConfig },
  about: { path: ROUTES.about },
  news: { path: ROUTES.news },
  magazin: { path: ROUTES.magazin },
  funds: { path: ROUTES.funds, portal: 'municipal' },
  constructionsMap: { path: ROUTES.constructionsMap, portal: 'municipal' },
  faq: { path: ROUTES.faq },
  verbrauchsdaten: { path: ROUTES.verbrauchsdaten, flag: 'EnableVerbrauchsdaten', portal: 'municipal' },
  konzessionsabgaben: { path: ROUTES.konzessionsabgaben, flag: 'EnableTestate', portal: 'municipal' },
  vertragsuebersicht: {
    path: ROUTES.vertragsuebersicht,
    flag: 'EnableVertragsuebersicht',
    portal: 'municipal',
  },
  konzessionsthemen: {
    path: ROUTES.konzessionsthemen,
    flag: 'EnableKonzessionssachstaende',
    portal: 'municipal',
  },
  communeDashboard: { path: ROUTES.communeDashboard, flag: 'EnableKommunenDashboard', portal: 'municipal' },
  waermeplanung: { path: ROUTES.waermeplanung, flag: 'EnableWaermeplanung', portal: 'municipal' },
  waermeplanungFaq: { path: ROUTES.waermeplanungFaq, flag: 'EnableWaermeplanung', portal: 'municipal' },
  educationMaterials: { path: ROUTES.bildungsmaterialList(':id'), portal: 'education' },
  sponsoring: { path: ROUTES.sponsoring, portal: 'education' },
  bildungsportalContact: { path: ROUTES.bildungsportalContact, portal: 'education' },
  newErleben: { path: ROUTES.newErleben, flag: 'EnableMoments', portal: 'municipal' },
  lieferstellen: { path: ROUTES.lieferstellen, flag: 'EnableKommunalrabatt', portal: 'municipal' },
  kommunalrabatt: { path: ROUTES.kommunalrabatt, flag: 'EnableKommunalrabatt', portal: 'municipal' },
} satisfies Record<string, PageRule>;

export type PageKey = keyof typeof TABLE;

/**
 * The pages of spec 01 §2 and spec 02 and what opening each needs. The router guards every page by its row
 * (routes.tsx, checked by routes.test.ts); menus, cards and links ask canOpenPage.
 */
export const PAGES: Readonly<Record<PageKey, PageRule>> = TABLE;

export type PageUser = Pick<
  User,
  FeatureFlag | 'BildungsportalUser' | 'KommunalportalAusblenden' | 'isAdmin'
>;

/** Whether the user may open the page: its flag, if it has one, and its portal, if it is bound to one. */
export function canOpenPage(page: PageKey, user: PageUser): boolean {
  const { flag, portal } = PAGES[page];
  if (flag && !user[flag]) return false;
  if (portal === 'municipal') return !user.KommunalportalAusblenden;
  if (portal === 'education') return canUseEducationPortal(user);
  return true;
}

/**
 * Links to these stay hidden: the back office checks roles this table does not know, and a search is
 * started from the search box.
 */
const NOT_LINKED: ReadonlySet<PageKey> = new Set<PageKey>([
  'search',
  'adminUsers',
  'adminAnalytics',
  'adminPortalUpdates',
]);

/** Pages with a fixed path, so links in editorial content can be checked before they are shown. */
const PAGE_OF_PATH: ReadonlyMap<string, PageKey> = new Map(
  (Object.keys(PAGES) as PageKey[])
    .filter((page) => !PAGES[page].path.includes(':') && !NOT_LINKED.has(page))
    .map((page) => [PAGES[page].path, page]),
);

/** Detail routes open to everyone; the server answers 404 for ids the user may not see. */
const OPEN_DETAIL_ROUTES = /^\/(service-area|news-detail|press-detail|newcompany-detail)\//;

/** Detail routes the router puts behind a page's guard. */
const GUARDED_DETAIL_ROUTES: [RegExp, PageKey][] = [
  [/^\/funds\//, 'funds'],
  [/^\/(bildungsmaterial-list|bildungsmaterial)\/\d+$/, 'educationMaterials'],
];

/** Whether a portal path leads to a page this user can open. Unknown paths count as not available. */
export function isPathAvailableFor(path: string, user: PageUser) {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (OPEN_DETAIL_ROUTES.test(pathname)) return true;
  const detail = GUARDED_DETAIL_ROUTES.find(([pattern]) => pattern.test(pathname));
  const page = detail ? detail[1] : PAGE_OF_PATH.get(pathname);
  return page !== undefined && canOpenPage(page, user);
}
