import { NEWS_CACHE_SECONDS } from '@kp/contract/shell';

/** How long loaded news stay fresh (spec 01 §9: news 300 s). */
export const NEWS_STALE_MS = NEWS_CACHE_SECONDS * 1000;
