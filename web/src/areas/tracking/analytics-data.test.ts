import { formatTimestamp } from '@kp/contract/shell';
import type { Analytics } from '@kp/contract/tracking';
import { PAGE_TYPES } from '@kp/contract/tracking-constants';
import { describe, expect, it } from 'vitest';
import {
  CHART_SERIES,
  calendarWeek,
  chartSeries,
  describeVisits,
  OTHER_PAGES,
  visitRows,
  weekTotals,
} from './analytics-data.ts';

const analytics: Analytics = {
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16'],
  visits: [
    { week: '2026-11-02', page_type: 'news', visits: 4 },
    { week: '2026-11-16', page_type: 'news', visits: 1 },
    { week: '2026-11-09', page_type: 'home', visits: 9 },
    { week: '2026-10-26', page_type: 'faq', visits: 50 }, // not a week shown
  ],
  searchMisses: [],
};

describe('visit table', () => {
  it('lists every page type with zeros filled in, the most visited first', () => {
    const rows = visitRows(analytics);
    expect(rows).toHaveLength(PAGE_TYPES.length);
    expect(rows.slice(0, 3)).toEqual([
      { pageType: 'home', label: 'Startseite', perWeek: [0, 9, 0], total: 9 },
      { pageType: 'news', label: 'Nachrichten und Presse', perWeek: [4, 0, 1], total: 5 },
      { pageType: 'about', label: 'Über die NEW', perWeek: [0, 0, 0], total: 0 },
    ]);
    expect(weekTotals(rows, 3)).toEqual([4, 9, 1]);
  });

  it('draws the most visited page types and sums up the rest', () => {
    const many: Analytics = {
      weeks: ['2026-11-16'],
      visits: PAGE_TYPES.map((page_type, i) => ({ week: '2026-11-16', page_type, visits: 100 - i })),
      searchMisses: [],
    };
    const series = chartSeries(visitRows(many), 1);
    expect(series).toHaveLength(CHART_SERIES + 1);
    expect(series[0]).toEqual({ name: 'Startseite', data: [100] });
    const rest = PAGE_TYPES.slice(CHART_SERIES).reduce((sum, _type, i) => sum + 100 - CHART_SERIES - i, 0);
    expect(series.at(-1)).toEqual({ name: OTHER_PAGES, data: [rest] });
    expect(chartSeries(visitRows(analytics), 3).map((s) => s.name)).toEqual([
      'Startseite',
      'Nachrichten und Presse',
    ]);
  });

  it('summarises the chart in words', () => {
    expect(describeVisits(visitRows(analytics), analytics.weeks)).toBe(
      'Balkendiagramm der Seitenaufrufe je Woche vom 02.11.2026 bis 16.11.2026: insgesamt 14 Aufrufe, am häufigsten Startseite (9), Nachrichten und Presse (5). Die Zahlen stehen in der Tabelle darunter.',
    );
  });
});

describe('dates', () => {
  it('numbers weeks as ISO calendar weeks', () => {
    expect(calendarWeek('2026-11-16')).toBe(47);
    expect(calendarWeek('2026-12-28')).toBe(53);
    expect(calendarWeek('2027-01-04')).toBe(1);
    expect(calendarWeek('2024-12-30')).toBe(1);
  });

  it('shows a timestamp as its Berlin calendar day', () => {
    expect(formatTimestamp('2026-11-16T23:30:00.000Z')).toBe('17.11.2026');
    expect(formatTimestamp('2026-07-01T21:59:00.000Z')).toBe('01.07.2026');
  });
});
