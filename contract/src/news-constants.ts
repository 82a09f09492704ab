// Kept free of zod, so pages that only need these constants do not load it.

export const NEWS_CATEGORIES = { news: 'News', press: 'Presse' } as const;

export const NEWS_EXCERPT_CHARS = 300;
/** The 'Neu' badge shows when an entry is unread and younger than this (spec 01 §9). */
export const NEW_BADGE_DAYS = 21;
export const DASHBOARD_SLIDES = 6;
export const CAROUSEL_DEFAULT_SLIDES = 5;

export const NEWS_TEXTS = {
  pageTitle: 'Nachrichten und Presse',
  sortDesc: 'neueste zuerst',
  sortAsc: 'älteste zuerst',
  filterAll: 'Alle',
  filterNews: 'nur News',
  filterPress: 'nur Presse',
  newBadge: 'Neu',
  magazinTitle: 'Hier - Ihr NEW Magazin',
} as const;

/** Where the newsletter card's sign-up link leads. */
export const NEWSLETTER_URL = 'https://www.new.de/newsletter';
