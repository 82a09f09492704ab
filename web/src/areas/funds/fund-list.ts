import type { Foerdermittel } from '@kp/contract/funds';
import { FUNDS_TEXTS } from '@kp/contract/funds-constants';
import { formatDate } from '@kp/contract/shell';

/** 'frist': ascending deadline, open-ended last (the default, spec 01 §9); 'erstellt': newest first. */
export type FundSort = 'frist' | 'erstellt';
export const DEFAULT_FUND_SORT: FundSort = 'frist';
export const FUND_SORT_OPTIONS: { value: FundSort; label: string }[] = [
  { value: 'frist', label: FUNDS_TEXTS.sortDeadline },
  { value: 'erstellt', label: FUNDS_TEXTS.sortCreated },
];

export const parseFundSort = (value: string | null): FundSort =>
  value === 'erstellt' ? 'erstellt' : DEFAULT_FUND_SORT;

/** One topic chip: `topicId` null is 'Alle'. */
export type TopicChip = { topicId: number | null; title: string; count: number; label: string };

/** 'Alle (n)' first, then every topic that occurs, alphabetically, with the number of programmes carrying it. */
export function topicChips(funds: Foerdermittel[]): TopicChip[] {
  const topics = new Map<number, { title: string; count: number }>();
  for (const fund of funds) {
    // A topic listed twice on one programme still counts that programme once.
    for (const topic of new Map(fund.themen.map((t) => [t.id, t])).values()) {
      const entry = topics.get(topic.id);
      if (entry) entry.count += 1;
      else topics.set(topic.id, { title: topic.Titel, count: 1 });
    }
  }
  const sorted = [...topics.entries()]
    .map(([topicId, { title, count }]) => ({ topicId, title, count }))
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  return [{ topicId: null, title: FUNDS_TEXTS.all, count: funds.length }, ...sorted].map((chip) => ({
    ...chip,
    label: `${chip.title} (${chip.count})`,
  }));
}

/** The topic id of the URL, or null ('Alle') for anything that is not a positive integer. */
export function parseTopicId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function filterByTopic(funds: Foerdermittel[], topicId: number | null): Foerdermittel[] {
  if (topicId === null) return funds;
  return funds.filter((fund) => fund.themen.some((topic) => topic.id === topicId));
}

const byTitle = (a: Foerdermittel, b: Foerdermittel) => a.Foerdertitel.localeCompare(b.Foerdertitel, 'de');

/**
 * Fristende: programmes that can still be applied for come first, the nearest deadline first, then the
 * open-ended ones; expired programmes follow, the most recently expired first. Ties by title.
 */
export function sortFunds(
  funds: Foerdermittel[],
  sort: FundSort,
  today: string = localIsoDate(),
): Foerdermittel[] {
  const copy = [...funds];
  if (sort === 'erstellt') {
    return copy.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }
  const group = (fund: Foerdermittel) => (fund.Frist === null ? 1 : fund.Frist.slice(0, 10) < today ? 2 : 0);
  return copy.sort((a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    if (a.Frist === b.Frist || a.Frist === null || b.Frist === null) return byTitle(a, b);
    const byDate = group(a) === 2 ? b.Frist.localeCompare(a.Frist) : a.Frist.localeCompare(b.Frist);
    return byDate || byTitle(a, b);
  });
}

/** Today as yyyy-mm-dd in the browser's time zone, the form `Frist` is stored in. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type Deadline = { text: string; expired: boolean };

/** 'Frist: DD.MM.YYYY' or 'Frist: offen'; a deadline before today is expired (the deadline day itself is not). */
export function deadline(frist: string | null, today: string = localIsoDate()): Deadline {
  if (!frist) return { text: 'offen', expired: false };
  return { text: formatDate(frist), expired: frist.slice(0, 10) < today };
}
