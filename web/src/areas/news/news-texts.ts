import { NEWS_CACHE_SECONDS } from '@kp/contract/shell';

// NOTE: the contract's NEWS_TEXTS live in '@kp/contract/news' beside its zod schemas; importing a value
// from there adds about 25 kB gzip of zod to these pages. The texts are mirrored here verbatim and
// news-texts.test.ts keeps both in step.
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

/** How long loaded news stay fresh (spec 01 §9: news 300 s). */
export const NEWS_STALE_MS = NEWS_CACHE_SECONDS * 1000;
