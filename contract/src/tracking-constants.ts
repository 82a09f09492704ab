/** Tracking constants (spec 01 §7). Free of zod, so the tracking client stays small. */

/** The page types that record page_visited (spec 01 §7), in the spec's order. */
export const PAGE_TYPES = [
  'home',
  'about',
  'faq',
  'service-area',
  'service',
  'sub-service',
  'constructions-map',
  'news',
  'pressDetail',
  'newsDetail',
  'newCompanyDetail',
  'approval-pending',
  'login',
  'search',
  'magazin',
  'funds',
  'fund-details',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Weeks the admin analytics page looks back. */
export const ANALYTICS_WEEKS = 12;
/** Searches without a hit listed on the analytics page. */
export const ANALYTICS_TOP_MISSES = 20;
