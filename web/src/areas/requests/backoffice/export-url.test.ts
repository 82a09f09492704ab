import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url.ts';

describe('exportUrl', () => {
  it('carries the format, the set filters and the order; empty filters are left out', () => {
    const url = new URL(
      exportUrl(
        'xlsx',
        { q: 'Nahwärme', kind: 'consultation', status: '' },
        { field: 'createdAt', order: 'DESC' },
      ),
      'http://portal.example',
    );
    expect(url.pathname).toBe('/api/backoffice/requests/export');
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: 'Nahwärme', kind: 'consultation' });
    expect(url.searchParams.get('sort')).toBe('createdAt');
    expect(url.searchParams.get('order')).toBe('DESC');
  });

  it('without filters or order: just the format', () => {
    expect(exportUrl('csv', {}, { field: '', order: 'ASC' })).toBe(
      '/api/backoffice/requests/export?format=csv',
    );
  });
});
