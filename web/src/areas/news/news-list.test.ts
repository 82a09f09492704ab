import type { NewsEntry } from '@kp/contract/news';
import { describe, expect, it } from 'vitest';
import {
  categoryParam,
  filterNews,
  mergeNews,
  newsRows,
  parseCategory,
  parseEntryId,
  parseSort,
  sortNews,
  withEntryRead,
} from './news-list.ts';

function entry(overrides: Partial<NewsEntry> & Pick<NewsEntry, 'id'>): NewsEntry {
  const press = overrides.filter === 'press';
  return {
    category: press ? 'Presse' : 'News',
    title: `Beitrag ${overrides.id}`,
    subtitle: null,
    content_plaintext: '',
    is_press: press,
    img_url: null,
    image: null,
    pub_date: '2026-11-01',
    published_at: '2026-11-01T08:00:00.000Z',
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    custom_updated_at: null,
    custom_published_at: null,
    wasRead: false,
    filter: 'news',
    ...overrides,
  };
}

const news = [
  entry({ id: 1, pub_date: '2026-11-10' }),
  entry({ id: 2, pub_date: '2026-09-01' }),
  entry({ id: 3, pub_date: '2026-10-05' }),
];
const press = [
  entry({ id: 1, filter: 'press', pub_date: '2026-11-12' }),
  entry({ id: 7, filter: 'press', pub_date: '2026-10-05' }),
];
const keys = (entries: NewsEntry[]) => entries.map((e) => `${e.filter}-${e.id}`);

describe('news list', () => {
  it('merges news and press and sorts newest first by default', () => {
    const rows = newsRows(news, press, 'all', parseSort(null));
    expect(keys(rows)).toEqual(['press-1', 'news-1', 'press-7', 'news-3', 'news-2']);
  });

  it('sorts oldest first on request, the reverse of newest first', () => {
    const asc = newsRows(news, press, 'all', parseSort('asc'));
    expect(keys(asc)).toEqual(['news-2', 'news-3', 'press-7', 'news-1', 'press-1']);
    expect(keys(sortNews(mergeNews(news, press), 'desc'))).toEqual(keys(asc).reverse());
  });

  it('filters by category', () => {
    expect(keys(filterNews(mergeNews(news, press), 'news'))).toEqual(['news-1', 'news-2', 'news-3']);
    expect(keys(newsRows(news, press, 'press', 'desc'))).toEqual(['press-1', 'press-7']);
    expect(filterNews(news, 'all')).toEqual(news);
  });

  it('does not change the lists it is given', () => {
    const copy = [...news];
    sortNews(news, 'asc');
    expect(news).toEqual(copy);
  });

  it('reads the selectors from the URL with safe defaults', () => {
    expect(parseSort('desc')).toBe('desc');
    expect(parseSort('quatsch')).toBe('desc');
    expect(parseCategory('presse')).toBe('press');
    expect(parseCategory('news')).toBe('news');
    expect(parseCategory(null)).toBe('all');
    expect(categoryParam('press')).toBe('presse');
    expect(categoryParam('all')).toBeNull();
  });

  it('marks an entry read in cached lists and details, and leaves the rest alone', () => {
    const list = [entry({ id: 1 }), entry({ id: 1, filter: 'press' })];
    const updated = withEntryRead(list, { filter: 'press', id: 1 });
    expect(updated.map((e) => e.wasRead)).toEqual([false, true]);
    expect(updated[0]).toBe(list[0]);
    expect(withEntryRead(list, { filter: 'news', id: 9 })).toBe(list);
    const detail = entry({ id: 4 });
    expect(withEntryRead(detail, { filter: 'news', id: 4 }).wasRead).toBe(true);
    expect(withEntryRead(undefined, { filter: 'news', id: 4 })).toBeUndefined();
  });

  it('takes only positive integer ids from the route', () => {
    expect(parseEntryId('42')).toBe(42);
    expect(parseEntryId('0')).toBeNull();
    expect(parseEntryId('-3')).toBeNull();
    expect(parseEntryId('4e2')).toBeNull();
    expect(parseEntryId('99999999999')).toBeNull();
    expect(parseEntryId(undefined)).toBeNull();
  });
});
