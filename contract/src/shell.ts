/** Constants of spec 01 §9 and the shell of spec 01 §2, kept once for web, server and tests. */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1264, contactBoxes: 1440, xl: 1904 } as const;
export const DRAWER_WIDTH = 300;
export const NOTIFICATION_PANEL_WIDTH = 350;
export const SERVICE_AREAS_COLLAPSED = 9;
export const SNACKBAR_DELAY_MS = 500;
export const SNACKBAR_DURATION_MS = 10_000;
export const COOKIE_DIALOG_DELAY_MS = 10_000;
/** While another dialog is open (or a field has focus), the cookie dialog looks again this often. */
export const COOKIE_RETRY_MS = 2_000;
export const NEWS_CACHE_SECONDS = 300;
export const CONTENT_CACHE_SECONDS = 600;
export const APP_VERSION = '1.1.69491';
export const COPYRIGHT_YEAR = 2023;
/** Dates are shown DD.MM.YYYY (spec 01 §9). */
export const formatDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

// 'sv-SE' writes yyyy-mm-dd.
const BERLIN_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** The calendar day (yyyy-mm-dd) of an instant in Germany. */
export const berlinDay = (instant: Date = new Date()): string => BERLIN_DAY.format(instant);

/**
 * DD.MM.YYYY of a timestamp on the German calendar day, so 00:30 German time is not shown under the day
 * before; an unreadable value is shown as it came.
 */
export function formatTimestamp(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : formatDate(berlinDay(time));
}

const BERLIN_DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD.MM.YYYY HH:mm' in German time, of an instant (ms, ISO string or Date); unreadable values as they came. */
export function formatDateTime(value: number | string | Date): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return String(value);
  const parts = Object.fromEntries(
    BERLIN_DATE_TIME.formatToParts(time).map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

export const THEME_COLORS = {
  light: { primary: '#0a6e3c', secondary: '#00486b', accent: '#e2001a', error: '#b00020' },
  dark: { primary: '#5cc48a', secondary: '#7fc4e8', accent: '#ff6b78', error: '#ff8a80' },
} as const;

/** The chart colour list of 12 (spec 01 §9): the brand colours first, then ones that are told apart easily. */
export const CHART_COLORS = [
  '#0a6e3c',
  '#00486b',
  '#e2001a',
  '#f2a900',
  '#5cc48a',
  '#7fc4e8',
  '#8e44ad',
  '#d35400',
  '#6d7b8d',
  '#b8336a',
  '#2e86ab',
  '#a1a520',
] as const;

/** Fixed commune names for the map (spec 01 §9), in the spec's order. */
export const COMMUNE_NAMES = [
  'Brüggen',
  'Schwalmtal',
  'Tönisvorst',
  'Viersen',
  'Mönchengladbach',
  'Korschenbroich',
  'Jüchen',
  'Grevenbroich',
  'Erkelenz',
  'Wegberg',
  'Niederkrüchten',
  'Wassenberg',
  'Hückelhoven',
  'Geilenkirchen',
  'Übach-Palenberg',
  'Waldfeucht',
  'Gangelt',
  'Selfkant',
] as const;

/** Web routes of spec 01 §2. Links in mails are built with the same helpers. */
export const ROUTES = {
  home: '/home',
  login: '/login',
  /** The accessibility statement with its feedback form (BITV 2.0 § 12a): open to everyone. */
  barrierefreiheit: '/barrierefreiheit',
  oauthRedirect: '/connect/login_new_ag/redirect',
  approvalPending: '/approval',
  /** The back office (decision 019): editors and admins; the admin pages below are part of it. */
  backoffice: '/admin',
  adminUsers: '/admin/users',
  adminAnalytics: '/admin/analytics',
  adminPortalUpdates: '/admin/portal-updates',
  serviceArea: (serviceAreaId: number | string) => `/service-area/${serviceAreaId}`,
  service: (serviceAreaId: number | string, serviceId: number | string) =>
    `/service-area/${serviceAreaId}/service/${serviceId}`,
  subService: (serviceAreaId: number | string, serviceId: number | string, subServiceId: number | string) =>
    `/service-area/${serviceAreaId}/service/${serviceId}/sub-service/${subServiceId}`,
  newsDetail: (newsId: number | string) => `/news-detail/${newsId}`,
  pressDetail: (pressId: number | string) => `/press-detail/${pressId}`,
  newCompanyDetail: (newCompanyId: number | string) => `/newcompany-detail/${newCompanyId}`,
  fundDetail: (id: number | string) => `/funds/${id}`,
  about: '/about',
  faq: '/faq',
  news: '/news',
  magazin: '/magazin',
  funds: '/funds',
  constructionsMap: '/constructions-map',
  notificationConfig: '/notification-config',
  search: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  verbrauchsdaten: '/verbrauchsdaten',
  konzessionsabgaben: '/konzessionsabgaben',
  vertragsuebersicht: '/vertragsuebersicht',
  konzessionsthemen: '/konzessionsthemen',
  kommunalrabatt: '/kommunalrabatt',
  lieferstellen: '/lieferstellen',
  communeDashboard: '/commune-dashboard',
  waermeplanung: '/waermeplanung',
  newErleben: '/new-erleben',
  waermeplanungFaq: '/waermeplanung-faq',
  sponsoring: '/sponsoring',
  bildungsportalContact: '/bildungsportal/contact',
  bildungsmaterialList: (menuItemId: number | string) => `/bildungsmaterial-list/${menuItemId}`,
  bildungsmaterial: (materialId: number | string) => `/bildungsmaterial/${materialId}`,
} as const;

export const absoluteUrl = (publicUrl: string, path: string): string =>
  `${publicUrl.replace(/\/$/, '')}${path}`;

export const TEXTS = {
  notFoundTitle: 'Es tut uns leid!',
  notFoundText: 'Leider konnten wir die aufgerufene Seite nicht finden.',
  wrongPassword: 'Ungültiges Password',
  approvalWaiting: 'Konto-Freischaltung läuft...',
  roleRequired: 'Bitte wählen Sie eine Rolle aus',
  communeRequired: 'Bitte geben Sie eine Kommune an',
  boardMembers: 'Gremienmitglieder',
  educationFaculty: 'Bildungsportal',
  serviceAreasHeading: 'Fachbereiche',
  showAll: 'Alle zeigen',
  showLess: 'Weniger zeigen',
  communes: 'Kommunen',
  notifications: 'Benachrichtigungen',
  backToDashboard: 'Zurück zum Dashboard',
} as const;
