import { formatNumber } from '@kp/contract/shell';
import type { Analytics } from '@kp/contract/tracking';
import { PAGE_TYPES, type PageType } from '@kp/contract/tracking-constants';
import { PAGE_TYPE_LABELS } from './labels.ts';

export type VisitRow = { pageType: PageType; label: string; perWeek: number[]; total: number };

/**
 * Every page type with its visits in each week (zeros filled in), the most visited first; page types
 * with equal totals keep the spec's order.
 */
export function visitRows(analytics: Analytics): VisitRow[] {
  const column = new Map(analytics.weeks.map((week, index) => [week, index]));
  const rows = new Map<PageType, VisitRow>(
    PAGE_TYPES.map((pageType) => [
      pageType,
      { pageType, label: PAGE_TYPE_LABELS[pageType], perWeek: analytics.weeks.map(() => 0), total: 0 },
    ]),
  );
  for (const { week, page_type, visits } of analytics.visits) {
    const index = column.get(week);
    const row = rows.get(page_type);
    if (index === undefined || !row) continue;
    row.perWeek[index] += visits;
    row.total += visits;
  }
  return [...rows.values()].sort((a, b) => b.total - a.total);
}

/** Visits of all page types per week. */
export const weekTotals = (rows: VisitRow[], weeks: number): number[] =>
  Array.from({ length: weeks }, (_, i) => rows.reduce((sum, row) => sum + row.perWeek[i], 0));

/** Page types drawn as their own series; the others are summed up as 'Weitere Seiten'. */
export const CHART_SERIES = 8;
export const OTHER_PAGES = 'Weitere Seiten';

/** The chart's series: the most visited page types, then the rest together (only when it has visits). */
export function chartSeries(rows: VisitRow[], weeks: number): { name: string; data: number[] }[] {
  const shown = rows.filter((row) => row.total > 0).slice(0, CHART_SERIES);
  const rest = rows.filter((row) => !shown.includes(row));
  const series = shown.map((row) => ({ name: row.label, data: row.perWeek }));
  const restData = weekTotals(rest, weeks);
  if (restData.some((value) => value > 0)) series.push({ name: OTHER_PAGES, data: restData });
  return series;
}

const dayMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
export const germanDate = (day: string) => `${dayMonth(day)}${day.slice(0, 4)}`;

/** ISO 8601 calendar week of a Monday (yyyy-mm-dd), as the German 'KW'. */
export function calendarWeek(monday: string): number {
  const date = new Date(`${monday}T00:00:00Z`);
  // The Thursday of the week decides its year.
  date.setUTCDate(date.getUTCDate() + 3);
  const firstJanuary = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.floor((date.getTime() - firstJanuary) / (7 * 86_400_000)) + 1;
}

/** The week's column heading: 'KW 47' and its Monday. */
export const weekLabel = (monday: string) => ({ week: `KW ${calendarWeek(monday)}`, from: dayMonth(monday) });

/** What the visits chart shows, in words, for its aria-label. */
export function describeVisits(rows: VisitRow[], weeks: string[]): string {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const top = rows
    .filter((row) => row.total > 0)
    .slice(0, 3)
    .map((row) => `${row.label} (${formatNumber(row.total)})`);
  const range = `vom ${germanDate(weeks[0])} bis ${germanDate(weeks[weeks.length - 1])}`;
  return `Balkendiagramm der Seitenaufrufe je Woche ${range}: insgesamt ${formatNumber(total)} Aufrufe, am häufigsten ${top.join(', ')}. Die Zahlen stehen in der Tabelle darunter.`;
}

/** What the search-miss chart shows, in words, for its aria-label. */
export function describeMisses(misses: Analytics['searchMisses']): string {
  const top = misses.slice(0, 3).map((miss) => `„${miss.query}“ (${formatNumber(miss.count)})`);
  return `Balkendiagramm der ${misses.length} häufigsten Suchen ohne Treffer, am häufigsten ${top.join(', ')}. Die Zahlen stehen in der Tabelle darunter.`;
}
