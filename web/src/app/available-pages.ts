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
  | 'bildungsportalContact';

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
]);

export type IsAvailable = (page: PageKey) => boolean;

export const isPageAvailable: IsAvailable = (page) => AVAILABLE_PAGES.has(page);
