import type { Navigation, User } from '@kp/contract/access';
import { RABATT_ROUTES } from '@kp/contract/rabatt-routes';
import { ROUTES } from '@kp/contract/shell';
import { canOpenPage, type PageKey, type PageUser } from '../pages.ts';

export type NavEntry = { page: PageKey; label: string; to: string };

type NavUser = Pick<User, 'isNewEmployee'> & PageUser;

type GeneralItem = NavEntry & {
  /** Hidden in the education portal (spec 01 §2). */
  hiddenInEducation?: boolean;
  visible?: (user: NavUser, navigation: Pick<Navigation, 'faq'>) => boolean;
};

const notEmployee = (user: NavUser) => !user.isNewEmployee;

const GENERAL_ITEMS: GeneralItem[] = [
  { page: 'about', label: 'Über die NEW', to: ROUTES.about },
  { page: 'news', label: 'Presse', to: ROUTES.news, hiddenInEducation: true },
  { page: 'magazin', label: 'Magazin', to: ROUTES.magazin },
  { page: 'funds', label: 'Fördermöglichkeiten', to: ROUTES.funds, hiddenInEducation: true },
  { page: 'constructionsMap', label: 'Bauprojekte', to: ROUTES.constructionsMap, hiddenInEducation: true },
  // Spec 02 §6 as written: commune users; employees reach it through the commune menu.
  {
    page: 'kommunalrabatt',
    label: 'Kommunalrabatt',
    to: RABATT_ROUTES.overview,
    hiddenInEducation: true,
    visible: notEmployee,
  },
  // Only when FAQ content exists.
  { page: 'faq', label: 'FAQ', to: ROUTES.faq, visible: (_user, navigation) => navigation.faq },
  // Decision 016: commune users reach the commune pages they may open from the main navigation, since the
  // commune menu of spec 02 is for employees only. Their own commune is the only one they see there.
  {
    page: 'communeDashboard',
    label: 'Kommunen-Dashboard',
    to: ROUTES.communeDashboard,
    hiddenInEducation: true,
    visible: notEmployee,
  },
  {
    page: 'vertragsuebersicht',
    label: 'Vertragsübersicht',
    to: ROUTES.vertragsuebersicht,
    hiddenInEducation: true,
    visible: notEmployee,
  },
  {
    page: 'konzessionsthemen',
    label: 'Konzessionsthemen',
    to: ROUTES.konzessionsthemen,
    hiddenInEducation: true,
    visible: notEmployee,
  },
  // Spec 02 §6: non-employees.
  {
    page: 'verbrauchsdaten',
    label: 'Verbrauchsdaten',
    to: ROUTES.verbrauchsdaten,
    hiddenInEducation: true,
    visible: notEmployee,
  },
  {
    page: 'konzessionsabgaben',
    label: 'Konzessionsabgaben',
    to: ROUTES.konzessionsabgaben,
    hiddenInEducation: true,
    visible: notEmployee,
  },
];

/**
 * The general items below the service areas (about … Konzessionsabgaben), in the spec's order, with the
 * commune pages of commune users before Verbrauchsdaten; each only for users who may open its page.
 */
export function generalNavEntries(options: {
  user: NavUser;
  navigation: Pick<Navigation, 'faq'>;
  education: boolean;
}): NavEntry[] {
  const { user, navigation, education } = options;
  return GENERAL_ITEMS.filter(
    (item) =>
      canOpenPage(item.page, user) &&
      !(education && item.hiddenInEducation) &&
      (item.visible ? item.visible(user, navigation) : true),
  ).map(({ page, label, to }) => ({ page, label, to }));
}

/**
 * 'Kommunen' for group employees outside the education portal: it opens the commune menu at its first
 * entry the employee may see (the dashboard when it is there).
 */
export function communesEntry(options: { user: NavUser; education: boolean }) {
  const { user, education } = options;
  if (!user.isNewEmployee || education) return null;
  const first = communeMenuEntries(user)[0];
  if (!first) return null;
  return { page: first.page, label: 'Kommunen', to: first.to } satisfies NavEntry;
}

const COMMUNE_ITEMS: NavEntry[] = [
  { page: 'communeDashboard', label: 'Dashboard', to: ROUTES.communeDashboard },
  { page: 'vertragsuebersicht', label: 'Vertragsübersicht', to: ROUTES.vertragsuebersicht },
  { page: 'konzessionsthemen', label: 'Konzessionsthemen', to: ROUTES.konzessionsthemen },
  { page: 'verbrauchsdaten', label: 'Verbrauchsdaten', to: ROUTES.verbrauchsdaten },
  { page: 'konzessionsabgaben', label: 'Konzessionsabgaben', to: ROUTES.konzessionsabgaben },
  { page: 'kommunalrabatt', label: 'Kommunalrabatt', to: RABATT_ROUTES.overview },
];

/** The commune menu (spec 02): employees only, each link for those who may open its page. */
export function communeMenuEntries(user: NavUser): NavEntry[] {
  if (!user.isNewEmployee) return [];
  return COMMUNE_ITEMS.filter((item) => canOpenPage(item.page, user));
}

/** The heat menu: Wärme (the service area of that name), Kommunale Wärmeplanung, FAQs Wärmeplanung. */
export function heatMenuEntries(serviceAreas: Navigation['serviceAreas'], user: PageUser): NavEntry[] {
  const heatArea = serviceAreas.find((area) => area.title.trim().toLowerCase() === 'wärme');
  const entries: NavEntry[] = [];
  if (heatArea) {
    entries.push({ page: 'serviceArea', label: 'Wärme', to: ROUTES.serviceArea(heatArea.id) });
  }
  entries.push(
    { page: 'waermeplanung', label: 'Kommunale Wärmeplanung', to: ROUTES.waermeplanung },
    { page: 'waermeplanungFaq', label: 'FAQs Wärmeplanung', to: ROUTES.waermeplanungFaq },
  );
  return entries.filter((entry) => canOpenPage(entry.page, user));
}
