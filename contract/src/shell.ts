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

// Numbers are shown the German way everywhere, in web and server texts: thousands dots, a decimal comma.
// One NumberFormat per option set, made on first use (making one costs more than formatting with it).
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
function germanNumbers(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', options);
    NUMBER_FORMATS.set(key, format);
  }
  return format;
}

/** A number with at most 3 decimals (Intl's default), e.g. a count: 77102 → '77.102', 0.5 → '0,5'. */
export const formatNumber = (value: number): string => germanNumbers('default', {}).format(value);

/** Rounded to at most `maxDecimals` decimals, without trailing zeros: (1234.5, 2) → '1.234,5'. */
export const formatRounded = (value: number, maxDecimals: number): string =>
  germanNumbers(`max ${maxDecimals}`, { maximumFractionDigits: maxDecimals }).format(value);

/** Rounded to a whole number: 1234567.6 → '1.234.568'. */
export const formatWholeNumber = (value: number): string => formatRounded(value, 0);

/** Exactly `decimals` decimals: (1234.5, 2) → '1.234,50'. */
export const formatDecimals = (value: number, decimals: number): string =>
  germanNumbers(`fixed ${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);

/** An amount with cents: '13.830,61 €' (a no-break space before the sign). */
export const formatEuro = (value: number): string =>
  germanNumbers('euro', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

/** An amount in whole euro: '35.000 €' (a no-break space before the sign). */
export const formatWholeEuro = (value: number): string =>
  germanNumbers('whole euro', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);

const MB = 1024 * 1024;

/** The size of a file from bytes: KB under 1 MB (at least 1), otherwise whole MB (spec 02 §2, §9). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(Math.round(bytes / MB))} MB`;
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
