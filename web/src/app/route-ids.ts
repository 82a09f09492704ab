import { PAGE_TYPES, type PageType } from '@kp/contract/tracking-constants';
import type { PageKey } from './pages.ts';

/** A page guard's route id is this prefix and its row of pages.ts (routes.ts). */
export const GUARD_ID_PREFIX = 'page:';

const PAGE_TYPE_IDS: ReadonlySet<string> = new Set(PAGE_TYPES);

/** The page type a route's visits are tracked under: routes.ts gives such a route its page type as id. */
export function pageTypeOfRoute(id: string): PageType | null {
  return PAGE_TYPE_IDS.has(id) ? (id as PageType) : null;
}

/** The row of pages.ts a guard route stands for, from its id. */
export function guardedPageOfRoute(id: string): PageKey | null {
  return id.startsWith(GUARD_ID_PREFIX) ? (id.slice(GUARD_ID_PREFIX.length) as PageKey) : null;
}
