import type { Analytics } from '@kp/contract/tracking';
import { PAGE_TYPES, type PageType } from '@kp/contract/tracking-constants';
import type { MissRow, VisitRow } from './repo.ts';

const isPageType = (value: string): value is PageType => (PAGE_TYPES as readonly string[]).includes(value);

export function toAnalytics(weeks: string[], visits: VisitRow[], misses: MissRow[]): Analytics {
  return {
    weeks,
    // Page types no longer tracked may remain in old events; the answer lists only today's.
    visits: visits.flatMap(({ week, pageType, visits }) =>
      isPageType(pageType) ? [{ week, page_type: pageType, visits }] : [],
    ),
    searchMisses: misses.map((miss) => ({
      query: miss.query,
      count: miss.count,
      lastSearchedAt: miss.lastSearchedAt.toISOString(),
    })),
  };
}
