import type { SearchResult } from '@kp/contract/search';
import {
  type FollowUpType,
  SEARCH_FILTER_LABELS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TEXTS,
  SEARCH_TYPES,
  type SearchType,
} from '@kp/contract/search-constants';
import { ROUTES } from '@kp/contract/shell';

type Routable = Pick<SearchResult, 'type' | 'id' | 'title' | 'serviceArea' | 'service'>;

/**
 * The page a result leads to (spec 01 §2 Search). There is no page of a contact person: a person leads to
 * the results page for their name, where the person's card shows e-mail and phone.
 */
export function resultRoute(result: Routable): string {
  switch (result.type) {
    case 'ServiceAreas':
      return ROUTES.serviceArea(result.id);
    case 'Services':
      return result.serviceArea
        ? ROUTES.service(result.serviceArea.id, result.id)
        : ROUTES.search(result.title);
    case 'SubServices':
      return result.serviceArea && result.service
        ? ROUTES.subService(result.serviceArea.id, result.service.id, result.id)
        : ROUTES.search(result.title);
    case 'News':
      return ROUTES.newsDetail(result.id);
    case 'Presse':
      return ROUTES.pressDetail(result.id);
    case 'NEW-Gruppe':
      return ROUTES.newCompanyDetail(result.id);
    case 'Ansprechpartner':
      return ROUTES.search(result.title);
  }
}

const FOLLOW_UP: Record<SearchType, FollowUpType | null> = {
  ServiceAreas: 'service_area',
  Services: 'service',
  SubServices: 'sub_service',
  'NEW-Gruppe': 'new_company',
  Presse: 'press_post',
  News: 'news_post',
  Ansprechpartner: null,
};

/** The follow-up type a search session records for a chosen result; persons record nothing (spec 01 §2). */
export const followUpType = (type: SearchType): FollowUpType | null => FOLLOW_UP[type];

export type FilterValue = SearchType | 'all';

export type FilterEntry = { value: FilterValue; label: string; count: number };

/**
 * The results page's filter list: 'Alle' with the total, then every category with hits in the order of
 * SEARCH_TYPES. Ansprechpartner has no entry (spec 01 §2); its hits count towards 'Alle' only.
 */
export function filterEntries(total: number, counts: Partial<Record<SearchType, number>>): FilterEntry[] {
  const categories = SEARCH_TYPES.filter((type) => type !== 'Ansprechpartner' && (counts[type] ?? 0) > 0);
  return [
    { value: 'all', label: SEARCH_TEXTS.allFilter, count: total },
    ...categories.map((type) => ({
      value: type,
      label: SEARCH_FILTER_LABELS[type],
      count: counts[type] ?? 0,
    })),
  ];
}

export type ResultGroup = { type: SearchType; label: string; count: number; results: SearchResult[] };

/**
 * The results in their categories, in the order of SEARCH_TYPES; only the chosen category, or all of them
 * for 'Alle'. `count` is the exact number of hits, which may exceed the listed results.
 */
export function resultGroups(
  results: SearchResult[],
  counts: Partial<Record<SearchType, number>>,
  filter: FilterValue,
): ResultGroup[] {
  const groups: ResultGroup[] = [];
  for (const type of SEARCH_TYPES) {
    if (filter !== 'all' && filter !== type) continue;
    const ofType = results.filter((result) => result.type === type);
    if (ofType.length === 0) continue;
    groups.push({
      type,
      label: SEARCH_FILTER_LABELS[type],
      count: Math.max(counts[type] ?? 0, ofType.length),
      results: ofType,
    });
  }
  return groups;
}

/** The query of the results page's URL: trimmed, and why it cannot be searched, if it cannot. */
export function readQuery(raw: string | null) {
  const query = (raw ?? '').trim();
  if (query.length < SEARCH_MIN_CHARS) return { query, problem: 'tooShort' as const };
  if (query.length > SEARCH_MAX_CHARS) return { query, problem: 'tooLong' as const };
  return { query, problem: null };
}

/** '7 Vorschläge', 'Ein Vorschlag', 'Keine Vorschläge' for the live region of the search box. */
export function suggestionCountText(count: number): string {
  if (count === 0) return 'Keine Vorschläge';
  if (count === 1) return 'Ein Vorschlag';
  return `${count} Vorschläge`;
}
