import { describe, expect, it } from 'vitest';
import {
  lastPage,
  pageOf,
  parseCommune,
  parseContractView,
  parsePage,
  parseStatus,
  statusFilterOf,
  statusOfFilter,
  withContractView,
} from './contract-view.ts';

describe('contract view in the URL', () => {
  it('reads the two statuses and nothing else', () => {
    expect(parseStatus('aktiv')).toBe('aktiv');
    expect(parseStatus('nicht aktiv')).toBe('nicht aktiv');
    expect(parseStatus('Aktive und Inaktive')).toBeNull();
    expect(parseStatus('gekündigt')).toBeNull();
    expect(parseStatus(null)).toBeNull();
  });

  it('takes a commune from the URL for employees only, and only a known one', () => {
    expect(parseCommune('Grevenbroich', true)).toBe('Grevenbroich');
    expect(parseCommune('Grevenbroich', false)).toBeNull();
    expect(parseCommune('Atlantis', true)).toBeNull();
    expect(parseCommune(null, true)).toBeNull();
  });

  it('reads pages from 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('4')).toBe(4);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('2x')).toBe(1);
  });

  it('reads and writes the whole view, leaving defaults out', () => {
    const params = new URLSearchParams('status=nicht+aktiv&commune=Viersen&page=3&other=1');
    expect(parseContractView(params, true)).toEqual({ status: 'nicht aktiv', commune: 'Viersen', page: 3 });
    expect(parseContractView(params, false)).toEqual({ status: 'nicht aktiv', commune: null, page: 3 });
    const reset = withContractView(params, { status: null, commune: null, page: 1 });
    expect(reset.toString()).toBe('other=1');
    const set = withContractView(new URLSearchParams(), { status: 'aktiv', commune: 'Jüchen', page: 2 });
    expect(parseContractView(set, true)).toEqual({ status: 'aktiv', commune: 'Jüchen', page: 2 });
  });

  it('maps the status select: the first option stands for both', () => {
    expect(statusFilterOf(null)).toBe('Aktive und Inaktive');
    expect(statusFilterOf('aktiv')).toBe('aktiv');
    expect(statusOfFilter('Aktive und Inaktive')).toBeNull();
    expect(statusOfFilter('nicht aktiv')).toBe('nicht aktiv');
  });

  it('pages 10 at a time, a page behind the end shows the last', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(23, 10)).toBe(3);
    expect(pageOf(rows, 1, 10).rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [20, 21, 22], page: 3 });
    expect(pageOf(rows, 9, 10)).toEqual({ rows: [20, 21, 22], page: 3 });
    expect(pageOf([], 2, 10)).toEqual({ rows: [], page: 1 });
  });
});
