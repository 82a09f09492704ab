import type { SearchResult } from '@kp/contract/search';
import type { SearchType } from '@kp/contract/search-constants';
import { describe, expect, it } from 'vitest';
import {
  filterEntries,
  followUpType,
  readQuery,
  resultGroups,
  resultRoute,
  suggestionCountText,
} from './search-results.ts';

function buildResult(overrides: Partial<SearchResult> & { type: SearchType }): SearchResult {
  return {
    filter: overrides.type,
    id: 1,
    title: 'Titel',
    subtitle: 'Allgemein',
    image: null,
    category: null,
    wasRead: null,
    pub_date: null,
    serviceArea: null,
    service: null,
    newCompany: null,
    person: null,
    images: [],
    personsInCharge: [],
    ...overrides,
  };
}

const area = { id: 3, title: 'Strom' };
const service = { id: 7, title: 'Stromlieferung' };

describe('resultRoute', () => {
  it('leads every kind of entry to its page', () => {
    expect(resultRoute(buildResult({ type: 'ServiceAreas', id: 3 }))).toBe('/service-area/3');
    expect(resultRoute(buildResult({ type: 'Services', id: 7, serviceArea: area }))).toBe(
      '/service-area/3/service/7',
    );
    expect(resultRoute(buildResult({ type: 'SubServices', id: 9, serviceArea: area, service }))).toBe(
      '/service-area/3/service/7/sub-service/9',
    );
    expect(resultRoute(buildResult({ type: 'News', id: 11 }))).toBe('/news-detail/11');
    expect(resultRoute(buildResult({ type: 'Presse', id: 12 }))).toBe('/press-detail/12');
    expect(resultRoute(buildResult({ type: 'NEW-Gruppe', id: 5 }))).toBe('/newcompany-detail/5');
  });

  it('leads a person to the results page for the name', () => {
    expect(resultRoute(buildResult({ type: 'Ansprechpartner', title: 'Jörg Müller-Schmitz' }))).toBe(
      '/search?q=J%C3%B6rg%20M%C3%BCller-Schmitz',
    );
  });

  it('falls back to a search when a parent is missing, instead of a broken route', () => {
    expect(resultRoute(buildResult({ type: 'SubServices', title: 'Zählerwechsel', serviceArea: area }))).toBe(
      '/search?q=Z%C3%A4hlerwechsel',
    );
  });
});

describe('followUpType', () => {
  it('maps the result types to the follow-up types of spec 01 §2; persons record nothing', () => {
    expect(followUpType('ServiceAreas')).toBe('service_area');
    expect(followUpType('Services')).toBe('service');
    expect(followUpType('SubServices')).toBe('sub_service');
    expect(followUpType('NEW-Gruppe')).toBe('new_company');
    expect(followUpType('Presse')).toBe('press_post');
    expect(followUpType('News')).toBe('news_post');
    expect(followUpType('Ansprechpartner')).toBeNull();
  });
});

describe('filterEntries', () => {
  it("starts with 'Alle' and the total, then the categories with hits in fixed order, without persons", () => {
    const entries = filterEntries(14, {
      Presse: 2,
      ServiceAreas: 1,
      Ansprechpartner: 4,
      News: 0,
      Services: 7,
    });
    expect(entries).toEqual([
      { value: 'all', label: 'Alle', count: 14 },
      { value: 'ServiceAreas', label: 'Fachbereiche', count: 1 },
      { value: 'Services', label: 'Leistungen', count: 7 },
      { value: 'Presse', label: 'Presse', count: 2 },
    ]);
  });

  it("has only 'Alle' when nothing was found", () => {
    expect(filterEntries(0, {})).toEqual([{ value: 'all', label: 'Alle', count: 0 }]);
  });
});

describe('resultGroups', () => {
  const results = [
    buildResult({ type: 'News', id: 1 }),
    buildResult({ type: 'ServiceAreas', id: 2 }),
    buildResult({ type: 'Ansprechpartner', id: 3 }),
    buildResult({ type: 'News', id: 4 }),
  ];
  const counts = { News: 120, ServiceAreas: 1, Ansprechpartner: 1 };

  it("groups all results for 'Alle' in the order of the categories, persons included", () => {
    const groups = resultGroups(results, counts, 'all');
    expect(groups.map((group) => [group.type, group.results.map((result) => result.id)])).toEqual([
      ['ServiceAreas', [2]],
      ['Ansprechpartner', [3]],
      ['News', [1, 4]],
    ]);
    // The exact count stays, even when only some hits are listed.
    expect(groups[2].count).toBe(120);
  });

  it('keeps only the chosen category', () => {
    const groups = resultGroups(results, counts, 'News');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ type: 'News', label: 'News' });
    expect(groups[0].results.map((result) => result.id)).toEqual([1, 4]);
  });
});

describe('readQuery', () => {
  it('trims the query and says when it is too short or too long', () => {
    expect(readQuery('  Strom ')).toEqual({ query: 'Strom', problem: null });
    expect(readQuery(' S ')).toEqual({ query: 'S', problem: 'tooShort' });
    expect(readQuery(null)).toEqual({ query: '', problem: 'tooShort' });
    expect(readQuery('x'.repeat(101)).problem).toBe('tooLong');
    expect(readQuery('x'.repeat(100)).problem).toBeNull();
  });
});

describe('suggestionCountText', () => {
  it('announces the number of suggestions in German', () => {
    expect(suggestionCountText(0)).toBe('Keine Vorschläge');
    expect(suggestionCountText(1)).toBe('Ein Vorschlag');
    expect(suggestionCountText(7)).toBe('7 Vorschläge');
  });
});
