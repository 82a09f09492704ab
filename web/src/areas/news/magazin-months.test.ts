import type { NewsEntry } from '@kp/contract/news';
import { describe, expect, it } from 'vitest';
import { magazinPosts, monthLabel, monthOptions, postsOfMonth, selectedMonth } from './magazin-months.ts';

const post = (id: number, pub_date: string, category: NewsEntry['category'] = 'News') =>
  ({ id, pub_date, category }) as NewsEntry;

const posts = [
  post(1, '2026-09-14'),
  post(2, '2026-11-02'),
  post(3, '2026-11-20'),
  post(4, '2025-12-31'),
  post(5, '2026-11-20', 'Presse'),
];

describe('Magazin months', () => {
  it('formats yyyy-mm in German', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-03')).toBe('März 2026');
  });

  it('offers the months that have news posts, newest first', () => {
    expect(monthOptions(magazinPosts(posts))).toEqual([
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-09', label: 'September 2026' },
      { value: '2025-12', label: 'Dezember 2025' },
    ]);
  });

  it('takes the month from the URL when it has posts, else the newest', () => {
    const options = monthOptions(posts);
    expect(selectedMonth('2026-09', options)).toBe('2026-09');
    expect(selectedMonth('2020-01', options)).toBe('2026-11');
    expect(selectedMonth(null, options)).toBe('2026-11');
    expect(selectedMonth('2026-09', [])).toBeNull();
  });

  it('lists the news posts of a month, newest first', () => {
    expect(postsOfMonth(magazinPosts(posts), '2026-11').map((p) => p.id)).toEqual([3, 2]);
    expect(postsOfMonth(posts, null)).toEqual([]);
  });
});
