import type { NewsEntry } from '@kp/contract/news';

export type MonthOption = { value: string; label: string };

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-mm' → 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

const monthOf = (entry: Pick<NewsEntry, 'pub_date'>) => entry.pub_date.slice(0, 7);

/** The Magazin shows news posts only (category News), whatever else a list carries. */
export function magazinPosts(entries: readonly NewsEntry[]): NewsEntry[] {
  return entries.filter((entry) => entry.category === 'News');
}

/** The months that have posts, newest first: the options of the 'Monat' select (value yyyy-mm). */
export function monthOptions(entries: readonly NewsEntry[]): MonthOption[] {
  const months = new Set<string>();
  for (const entry of entries) {
    const month = monthOf(entry);
    if (MONTH_PATTERN.test(month)) months.add(month);
  }
  return [...months]
    .sort()
    .reverse()
    .map((value) => ({ value, label: monthLabel(value) }));
}

/** The month of ?monat=, if it is one of the options; otherwise the newest month (or null: no posts). */
export function selectedMonth(param: string | null, options: readonly MonthOption[]): string | null {
  if (param && options.some((option) => option.value === param)) return param;
  return options[0]?.value ?? null;
}

/** The posts of one month, newest first. */
export function postsOfMonth(entries: readonly NewsEntry[], month: string | null): NewsEntry[] {
  if (!month) return [];
  return entries
    .filter((entry) => monthOf(entry) === month)
    .sort((a, b) => (a.pub_date === b.pub_date ? b.id - a.id : a.pub_date < b.pub_date ? 1 : -1));
}
