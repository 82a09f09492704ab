import { describe, expect, it } from 'vitest';
import { isoOfLocal, localOfIso, publicationLabel } from './publication.tsx';

describe('publication in the back office', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it("names the server's list state as the list shows it (Berlin time)", () => {
    expect(publicationLabel({ state: 'draft', publishedAt: null })).toBe('Entwurf');
    expect(publicationLabel({ state: 'published', publishedAt: '2026-01-01T10:00:00.000Z' })).toBe(
      'Veröffentlicht',
    );
    expect(publicationLabel({ state: 'scheduled', publishedAt: '2026-12-24T17:30:00.000Z' })).toBe(
      'Geplant ab 24.12.2026 18:30',
    );
  });

  it('derives the state from the form state and the time where the list sends no state', () => {
    expect(publicationLabel({ status: 'draft', publishedAt: '2026-11-20T10:00:00Z' }, now)).toBe('Entwurf');
    expect(publicationLabel({ status: 'published', publishedAt: null }, now)).toBe('Entwurf');
    expect(publicationLabel({ status: 'published', publishedAt: '2026-12-01T08:30:00Z' }, now)).toBe(
      'Geplant ab 01.12.2026 09:30',
    );
    expect(publicationLabel({ publishedAt: '2026-11-25T11:59:00Z' }, now)).toBe('Veröffentlicht');
    expect(publicationLabel({ publishedAt: null }, now)).toBe('Entwurf');
  });

  it('turns the datetime field into an ISO instant and back', () => {
    expect(isoOfLocal('')).toBeNull();
    expect(isoOfLocal(null)).toBeNull();
    const iso = isoOfLocal('2026-12-24T18:30');
    expect(iso).toMatch(/^2026-12-24T\d\d:30:00\.000Z$/);
    expect(localOfIso(iso)).toBe('2026-12-24T18:30');
    expect(localOfIso(null)).toBe('');
  });
});
