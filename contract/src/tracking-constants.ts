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

/**
 * The browser's answer to the cookie question before sign-in (decision 016): 'yes' or 'no'. The login page,
 * which a visitor sees without an account, is tracked only while it says 'yes'.
 */
export const VISITOR_CONSENT_COOKIE = 'kp_tracking_consent';

/** The only page a visitor without a session can be tracked on (spec 01 §6: visitors see only login). */
export const VISITOR_PAGE_TYPES = ['login'] as const;

/** Weeks the admin analytics page looks back. */
export const ANALYTICS_WEEKS = 12;
/** Searches without a hit listed on the analytics page. */
export const ANALYTICS_TOP_MISSES = 20;
