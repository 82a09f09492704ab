import type { NewsEntry } from '@kp/contract/news';

export type NewsSort = 'desc' | 'asc';
export type NewsCategory = 'all' | 'news' | 'press';
export type EntryRef = { filter: NewsEntry['filter']; id: number };

/** Rows shown at first and added by each 'Weitere laden' (3,000 entries must not render at once). */
export const NEWS_PAGE_SIZE = 30;

/** URL values of the selectors: ?sortierung=asc and ?kategorie=news|presse; anything else is the default. */
export function parseSort(value: string | null): NewsSort {
  return value === 'asc' ? 'asc' : 'desc';
}

export function parseCategory(value: string | null): NewsCategory {
  if (value === 'news') return 'news';
  if (value === 'presse') return 'press';
  return 'all';
}

export const categoryParam = (category: NewsCategory): string | null =>
  category === 'all' ? null : category === 'press' ? 'presse' : 'news';

/** News and press in one list (spec 01 §2, news page); order with `sortNews`. */
export function mergeNews(news: readonly NewsEntry[], press: readonly NewsEntry[]): NewsEntry[] {
  return [...news, ...press];
}

function compareAsc(a: NewsEntry, b: NewsEntry): number {
  if (a.pub_date !== b.pub_date) return a.pub_date < b.pub_date ? -1 : 1;
  if (a.published_at !== b.published_at) return a.published_at < b.published_at ? -1 : 1;
  if (a.filter !== b.filter) return a.filter === 'news' ? -1 : 1;
  return a.id - b.id;
}

/** By publication date, 'desc' newest first (the default) or 'asc'; a stable order for equal dates. */
export function sortNews(entries: readonly NewsEntry[], order: NewsSort): NewsEntry[] {
  const sorted = [...entries].sort(compareAsc);
  return order === 'asc' ? sorted : sorted.reverse();
}

export function filterNews(entries: readonly NewsEntry[], category: NewsCategory): NewsEntry[] {
  return category === 'all' ? [...entries] : entries.filter((entry) => entry.filter === category);
}

/** The list rows of the page: merged, filtered by category, then sorted. */
export function newsRows(
  news: readonly NewsEntry[],
  press: readonly NewsEntry[],
  category: NewsCategory,
  order: NewsSort,
): NewsEntry[] {
  return sortNews(filterNews(mergeNews(news, press), category), order);
}

export const refOf = (entry: Pick<NewsEntry, 'filter' | 'id'>): EntryRef => ({
  filter: entry.filter,
  id: entry.id,
});

export const refKey = (ref: EntryRef): string => `${ref.filter}:${ref.id}`;

function isEntry(value: unknown): value is Pick<NewsEntry, 'id' | 'filter' | 'wasRead'> {
  return (
    typeof value === 'object' && value !== null && 'id' in value && 'filter' in value && 'wasRead' in value
  );
}

const readCopy = <T>(entry: T, ref: EntryRef): T =>
  isEntry(entry) && entry.id === ref.id && entry.filter === ref.filter && !entry.wasRead
    ? { ...entry, wasRead: true }
    : entry;

/**
 * A cached list or detail with the entry marked read; anything else unchanged. Returns the same object
 * when nothing changed, so TanStack Query does not re-render for it.
 */
export function withEntryRead<T>(data: T, ref: EntryRef): T {
  if (Array.isArray(data)) {
    const index = data.findIndex((item) => readCopy(item, ref) !== item);
    if (index === -1) return data;
    const copy = [...data];
    copy[index] = readCopy(copy[index], ref);
    return copy as T;
  }
  return readCopy(data, ref);
}

/** A route id as the API takes it: a positive integer; anything else is "not found" without a request. */
export function parseEntryId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
