import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  lastPage,
  parseFilter,
  parseListView,
  parsePage,
  parseSparten,
  parseYear,
  spartenParam,
  toggleSparte,
  withListView,
} from './list-params.ts';

describe('list params', () => {
  it('reads years the API accepts', () => {
    expect(parseYear('2026')).toBe(2026);
    expect(parseYear(null)).toBeNull();
    expect(parseYear('26')).toBeNull();
    expect(parseYear('1999')).toBeNull();
    expect(parseYear('2026x')).toBeNull();
  });

  it('reads pages from 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('offers employee-only filters to employees only', () => {
    const commune = filterOptions(false).map((option) => option.key);
    const employee = filterOptions(true).map((option) => option.key);
    expect(commune).not.toContain('von-kommune-hinzugefuegt');
    expect(employee).toContain('von-kommune-hinzugefuegt');
    expect(employee).toHaveLength(9);
    expect(employee[0]).toBe('alle');
    expect(parseFilter('von-kommune-hinzugefuegt', false)).toBe('alle');
    expect(parseFilter('von-kommune-hinzugefuegt', true)).toBe('von-kommune-hinzugefuegt');
    expect(parseFilter('rabattfaehige', false)).toBe('rabattfaehige');
    expect(parseFilter('gibt-es-nicht', true)).toBe('alle');
    expect(parseFilter(null, true)).toBe('alle');
  });

  it('selects both Sparten by default and keeps their order', () => {
    expect(parseSparten(null)).toEqual(['Strom', 'Gas']);
    expect(parseSparten('')).toEqual([]);
    expect(parseSparten('Gas')).toEqual(['Gas']);
    expect(parseSparten('Gas,Strom,Wasser')).toEqual(['Strom', 'Gas']);
    expect(spartenParam(['Strom', 'Gas'])).toBeNull();
    expect(spartenParam([])).toBe('');
    expect(toggleSparte(['Gas'], 'Strom', true)).toEqual(['Strom', 'Gas']);
    expect(toggleSparte(['Strom', 'Gas'], 'Strom', false)).toEqual(['Gas']);
  });

  it('writes only what differs from the default and keeps commune and year', () => {
    const params = new URLSearchParams('commune=Brüggen&year=2026&page=4&filter=rabattfaehige');
    const next = withListView(params, { page: 1, filter: 'alle', sparten: ['Strom', 'Gas'] });
    expect(next.toString()).toBe(new URLSearchParams('commune=Brüggen&year=2026').toString());
    const filtered = withListView(params, { page: 2, filter: 'neue-geschaeftspartner', sparten: ['Gas'] });
    expect(parseListView(filtered, false)).toEqual({
      page: 2,
      filter: 'neue-geschaeftspartner',
      sparten: ['Gas'],
    });
    expect(filtered.get('commune')).toBe('Brüggen');
  });

  it('knows the last page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});
