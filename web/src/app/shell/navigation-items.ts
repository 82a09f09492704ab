import type { Navigation, User } from '@kp/contract/access';
import type { FeatureFlag } from '@kp/contract/flags';
import { RABATT_ROUTES } from '@kp/contract/rabatt-routes';
import { ROUTES } from '@kp/contract/shell';
import type { IsAvailable, PageKey } from '../available-pages.ts';

export type NavEntry = { page: PageKey; label: string; to: string };

type NavUser = Pick<User, 'isNewEmployee' | FeatureFlag>;

type GeneralItem = NavEntry & {
  /** Hidden in the education portal (spec 01 §2). */
  hiddenInEducation?: boolean;
  visible?: (user: NavUser, navigation: Pick<Navigation, 'faq'>) => boolean;
};

const GENERAL_ITEMS: GeneralItem[] = [
  { page: 'about', label: 'Über die NEW', to: ROUTES.about },
  { page: 'news', label: 'Presse', to: ROUTES.news, hiddenInEducation: true },
  { page: 'magazin', label: 'Magazin', to: ROUTES.magazin },
  { page: 'funds', label: 'Fördermöglichkeiten', to: ROUTES.funds, hiddenInEducation: true },
  { page: 'constructionsMap', label: 'Bauprojekte', to: ROUTES.constructionsMap, hiddenInEducation: true },
  // Spec 02 §6 as written: commune users with the flag; employees reach it through the commune menu.
  {
    page: 'kommunalrabatt',
    label: 'Kommunalrabatt',
    to: RABATT_ROUTES.overview,
    hiddenInEducation: true,
    visible: (user) => !user.isNewEmployee && user.EnableKommunalrabatt,
  },
  // Only when FAQ content exists.
  { page: 'faq', label: 'FAQ', to: ROUTES.faq, visible: (_user, navigation) => navigation.faq },
  // Issue 17: commune users reach the commune pages their flags open from the main navigation, since the
  // commune menu of spec 02 is for employees only. Their own commune is the only one they see there.
  {
    page: 'communeDashboard',
    label: 'Kommunen-Dashboard',
    to: ROUTES.communeDashboard,
    hiddenInEducation: true,
    visible: (user) => !user.isNewEmployee && user.EnableKommunenDashboard,
  },
  {
    page: 'vertragsuebersicht',
    label: 'Vertragsübersicht',
    to: ROUTES.vertragsuebersicht,
    hiddenInEducation: true,
    visible: (user) => !user.isNewEmployee && user.EnableVertragsuebersicht,
  },
  {
    page: 'konzessionsthemen',
    label: 'Konzessionsthemen',
    to: ROUTES.konzessionsthemen,
    hiddenInEducation: true,
    visible: (user) => !user.isNewEmployee && user.EnableKonzessionssachstaende,
  },
  // Spec 02 §6: non-employees with the area's flag.
  {
    page: 'verbrauchsdaten',
    label: 'Verbrauchsdaten',
    to: ROUTES.verbrauchsdaten,
    hiddenInEducation: true,
    visible: (user) => !user.isNewEmployee && user.EnableVerbrauchsdaten,
  },
  {
    page: 'konzessionsabgaben',
    label: 'Konzessionsabgaben',
    to: ROUTES.konzessionsabgaben,
    hiddenInEducation: true,
    visible: (user) => !user.isNewEmployee && user.EnableTestate,
  },
];

/**
 * The general items below the service areas (about … Konzessionsabgaben), in the spec's order, with the
 * commune pages of commune users before Verbrauchsdaten.
 */
export function generalNavEntries(options: {
  user: NavUser;
  navigation: Pick<Navigation, 'faq'>;
  education: boolean;
  isAvailable: IsAvailable;
}): NavEntry[] {
  const { user, navigation, education, isAvailable } = options;
  return GENERAL_ITEMS.filter(
    (item) =>
      isAvailable(item.page) &&
      !(education && item.hiddenInEducation) &&
      (item.visible ? item.visible(user, navigation) : true),
  ).map(({ page, label, to }) => ({ page, label, to }));
}

/**
 * 'Kommunen' for group employees outside the education portal: it opens the commune menu at its first
 * entry the employee may see (the dashboard when it is there).
 */
export function communesEntry(options: { user: NavUser; education: boolean; isAvailable: IsAvailable }) {
  const { user, education, isAvailable } = options;
  if (!user.isNewEmployee || education) return null;
  const first = communeMenuEntries(user, isAvailable)[0];
  if (!first) return null;
  return { page: first.page, label: 'Kommunen', to: first.to } satisfies NavEntry;
}

const COMMUNE_ITEMS: (NavEntry & { flag: FeatureFlag })[] = [
  {
    page: 'communeDashboard',
    label: 'Dashboard',
    to: ROUTES.communeDashboard,
    flag: 'EnableKommunenDashboard',
  },
  {
    page: 'vertragsuebersicht',
    label: 'Vertragsübersicht',
    to: ROUTES.vertragsuebersicht,
    flag: 'EnableVertragsuebersicht',
  },
  {
    page: 'konzessionsthemen',
    label: 'Konzessionsthemen',
    to: ROUTES.konzessionsthemen,
    flag: 'EnableKonzessionssachstaende',
  },
  {
    page: 'verbrauchsdaten',
    label: 'Verbrauchsdaten',
    to: ROUTES.verbrauchsdaten,
    flag: 'EnableVerbrauchsdaten',
  },
  {
    page: 'konzessionsabgaben',
    label: 'Konzessionsabgaben',
    to: ROUTES.konzessionsabgaben,
    flag: 'EnableTestate',
  },
  {
    page: 'kommunalrabatt',
    label: 'Kommunalrabatt',
    to: RABATT_ROUTES.overview,
    flag: 'EnableKommunalrabatt',
  },
];

/** The commune menu (spec 02): employees only, each link behind its own flag. */
export function communeMenuEntries(user: NavUser, isAvailable: IsAvailable): NavEntry[] {
  if (!user.isNewEmployee) return [];
  return COMMUNE_ITEMS.filter((item) => user[item.flag] && isAvailable(item.page)).map(
    ({ page, label, to }) => ({
      page,
      label,
      to,
    }),
  );
}

/** The heat menu: Wärme (the service area of that name), Kommunale Wärmeplanung, FAQs Wärmeplanung. */
export function heatMenuEntries(
  serviceAreas: Navigation['serviceAreas'],
  isAvailable: IsAvailable,
): NavEntry[] {
  const heatArea = serviceAreas.find((area) => area.title.trim().toLowerCase() === 'wärme');
  const entries: NavEntry[] = [];
  if (heatArea && isAvailable('serviceArea')) {
    entries.push({ page: 'serviceArea', label: 'Wärme', to: ROUTES.serviceArea(heatArea.id) });
  }
  if (isAvailable('waermeplanung')) {
    entries.push({ page: 'waermeplanung', label: 'Kommunale Wärmeplanung', to: ROUTES.waermeplanung });
  }
  if (isAvailable('waermeplanungFaq')) {
    entries.push({ page: 'waermeplanungFaq', label: 'FAQs Wärmeplanung', to: ROUTES.waermeplanungFaq });
  }
  return entries;
}
