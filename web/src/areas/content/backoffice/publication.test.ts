import { describe, expect, it } from 'vitest';
import { isoOfLocal, localOfIso, publicationLabel } from './publication.ts';

describe('publication in the content back office', () => {
  it('names the state as the list shows it', () => {
    expect(publicationLabel('draft', null)).toBe('Entwurf');
    expect(publicationLabel('published', '2026-01-01T10:00:00.000Z')).toBe('Veröffentlicht');
    expect(publicationLabel('scheduled', '2026-12-24T17:30:00.000Z')).toBe('Geplant ab 24.12.2026 18:30');
  });

  it('turns the datetime-local value into an ISO instant and back', () => {
    expect(isoOfLocal('')).toBeNull();
    expect(isoOfLocal(null)).toBeNull();
    const iso = isoOfLocal('2026-12-24T18:30');
    expect(iso).toMatch(/^2026-12-24T\d\d:30:00\.000Z$/);
    expect(localOfIso(iso)).toBe('2026-12-24T18:30');
    expect(localOfIso(null)).toBe('');
  });
});
