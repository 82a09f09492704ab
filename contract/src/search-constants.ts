/** Search constants and texts (spec 01 §2 Search, §3, §9). Free of zod, so pages can import them cheaply. */

/** Entries per category in the suggestions (spec 01 §9). */
export const SUGGESTIONS_PER_CATEGORY = 2;
/** Maximum height of the suggestion list in px (spec 01 §9). */
export const SUGGESTIONS_MAX_HEIGHT = 700;
/** Shorter queries match almost everything; the box waits for this many characters. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
/** The results page lists at most this many hits per category; the counts stay exact. */
export const RESULTS_PER_CATEGORY = 100;
/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** The types of a search result entry (spec 01 §3), in the order the suggestions and filters show them. */
export const SEARCH_TYPES = [
  'ServiceAreas',
  'Services',
  'SubServices',
  'Ansprechpartner',
  'News',
  'Presse',
  'NEW-Gruppe',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The categories the suggestion box offers (spec 01 §2): every type but the group companies. */
export const SUGGESTION_TYPES: readonly SearchType[] = [
  'ServiceAreas',
  'Services',
  'SubServices',
  'Ansprechpartner',
  'News',
  'Presse',
];

/** Category labels (`filter` of a result entry) for the results page's filter list. */
export const SEARCH_FILTER_LABELS: Record<SearchType, string> = {
  ServiceAreas: 'Fachbereiche',
  Services: 'Leistungen',
  SubServices: 'Unterleistungen',
  Ansprechpartner: 'Ansprechpartner',
  News: 'News',
  Presse: 'Presse',
  'NEW-Gruppe': 'NEW-Gruppe',
};

/** The follow-up types a search session records (spec 01 §2). */
export const FOLLOW_UP_TYPES = [
  'service_area',
  'service',
  'sub_service',
  'new_company',
  'press_post',
  'news_post',
] as const;
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];

export const SEARCH_TEXTS = {
  typedEntrySubtitle: 'Ihre Sucheingabe',
  serviceAreaSubtitle: 'Allgemein',
  newsSubtitle: 'News & Presse',
  personSubtitle: 'Kontakt',
  placeholder: 'Suchen',
  resultsTitle: (query: string) => `Suchergebnisse für "${query}"`,
  allFilter: 'Alle',
  noResultsTitle: 'Keine Treffer',
  noResultsText: 'Zu Ihrer Anfrage konnten wir leider nichts finden.',
  suggestion: 'Strom',
  /** A search URL opened by someone for whom the municipal portal is hidden (decision 015). */
  notInPortal:
    'Die Suche gehört zum Kommunalportal, das für Ihr Konto ausgeblendet ist. Die Angebote des Bildungsportals finden Sie über das Menü.',
} as const;
