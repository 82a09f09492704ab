import type { ConcessionTopic } from '@kp/contract/concessions';
import {
  DEFAULT_TOPIC_SORT,
  SORT_ORDERS,
  type SortOrder,
  TOPIC_SORT_KEYS,
  type TopicSortKey,
} from '@kp/contract/concessions-constants';
import { berlinDay, COMMUNE_NAMES, formatDate } from '@kp/contract/shell';
import { withParam } from '../../ui/search-params.ts';

// The topic list's state in the URL (/konzessionsthemen?sort=&order=&commune=&archiv=&thema=), so a sorted
// list with an open history can be shared and survives a reload. Defaults are left out of the URL.

export const TOPIC_PARAMS = {
  sort: 'sort',
  order: 'order',
  commune: 'commune',
  archived: 'archiv',
  selected: 'thema',
} as const;

export type TopicView = {
  sort: TopicSortKey;
  order: SortOrder;
  /** null: all communes in scope; employees only. */
  commune: string | null;
  /** Whether the archived topics are shown (hidden by default). */
  archived: boolean;
  /** The topic whose history is open. */
  selected: number | null;
};

export const ORDER_LABELS: Record<SortOrder, string> = { asc: 'aufsteigend', desc: 'absteigend' };

export const parseSort = (value: string | null): TopicSortKey =>
  TOPIC_SORT_KEYS.find((key) => key === value) ?? DEFAULT_TOPIC_SORT.sort;

export const parseOrder = (value: string | null): SortOrder =>
  SORT_ORDERS.find((order) => order === value) ?? DEFAULT_TOPIC_SORT.order;

/** A topic id, or null. */
export function parseTopicId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function parseTopicView(params: URLSearchParams, isEmployee: boolean): TopicView {
  const commune = params.get(TOPIC_PARAMS.commune);
  return {
    sort: parseSort(params.get(TOPIC_PARAMS.sort)),
    order: parseOrder(params.get(TOPIC_PARAMS.order)),
    // Commune users always see their own commune, whatever the URL says.
    commune: isEmployee ? (COMMUNE_NAMES.find((name) => name === commune) ?? null) : null,
    archived: params.get(TOPIC_PARAMS.archived) === '1',
    selected: parseTopicId(params.get(TOPIC_PARAMS.selected)),
  };
}

export function withTopicView(params: URLSearchParams, view: TopicView): URLSearchParams {
  const entries: [string, string | null][] = [
    [TOPIC_PARAMS.sort, view.sort === DEFAULT_TOPIC_SORT.sort ? null : view.sort],
    [TOPIC_PARAMS.order, view.order === DEFAULT_TOPIC_SORT.order ? null : view.order],
    [TOPIC_PARAMS.commune, view.commune],
    [TOPIC_PARAMS.archived, view.archived ? '1' : null],
    [TOPIC_PARAMS.selected, view.selected === null ? null : String(view.selected)],
  ];
  return entries.reduce((next, [key, value]) => withParam(next, key, value), params);
}

/** The server's order kept: current topics first, the archived ones in their own section. */
export function splitTopics<T extends Pick<ConcessionTopic, 'Archiviert'>>(topics: readonly T[]) {
  return {
    current: topics.filter((topic) => !topic.Archiviert),
    archived: topics.filter((topic) => topic.Archiviert),
  };
}

/**
 * The topic whose history is shown: the selected one while it is in the list and visible (an archived
 * topic only with the archived section shown).
 */
export function selectedTopic<T extends Pick<ConcessionTopic, 'id' | 'Archiviert'>>(
  topics: readonly T[],
  view: Pick<TopicView, 'selected' | 'archived'>,
): T | null {
  const topic = topics.find((candidate) => candidate.id === view.selected);
  return topic && (view.archived || !topic.Archiviert) ? topic : null;
}

/** DD.MM.YYYY of an instant (ms) on the German calendar day. */
export const formatDay = (ms: number): string => formatDate(berlinDay(new Date(ms)));

/** '3 Themen', with the archived ones named when they are shown. */
export function topicCountText(current: number, archived: number | null): string {
  const count = (n: number) => (n === 1 ? '1 Thema' : `${n} Themen`);
  if (archived === null) return count(current);
  return `${count(current)}, ${archived} archiviert`;
}
