import { isScheduled, unpublishedLabel } from '@kp/contract/education-constants';
import { describe, expect, it } from 'vitest';
import { isoOfLocal, localOfIso, publicationLabel } from './publication.ts';

describe('publication of education materials in the back office', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('names the state as the list shows it: draft, scheduled from a time (Berlin time), published', () => {
    expect(publicationLabel('draft', '2026-11-20T10:00:00Z', now)).toBe('Entwurf');
    expect(publicationLabel('published', null, now)).toBe('Entwurf');
    expect(publicationLabel('published', '2026-12-01T08:30:00Z', now)).toBe('Geplant ab 01.12.2026 09:30');
    expect(publicationLabel('published', '2026-11-25T11:59:00Z', now)).toBe('Veröffentlicht');
  });

  it('turns the datetime field into an ISO instant and back', () => {
    const iso = isoOfLocal('2026-12-01T09:30');
    expect(iso).not.toBeNull();
    expect(localOfIso(iso)).toBe('2026-12-01T09:30');
    expect(isoOfLocal('')).toBeNull();
    expect(localOfIso(null)).toBe('');
  });

  it("marks a material an admin sees before readers do: 'ENTWURF' or 'GEPLANT'", () => {
    expect(unpublishedLabel({ published_at: null })).toBe('ENTWURF');
    expect(unpublishedLabel({ published_at: new Date(Date.now() + 60_000).toISOString() })).toBe('GEPLANT');
    expect(unpublishedLabel({ published_at: new Date(Date.now() - 60_000).toISOString() })).toBeNull();
    expect(isScheduled({ published_at: '2026-12-01T08:30:00Z' }, now)).toBe(true);
  });
});
