import { isScheduled, unpublishedLabel } from '@kp/contract/education-constants';
import { describe, expect, it } from 'vitest';

describe('publication of education materials', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it("marks a material an admin sees before readers do: 'ENTWURF' or 'GEPLANT'", () => {
    expect(unpublishedLabel({ published_at: null })).toBe('ENTWURF');
    expect(unpublishedLabel({ published_at: new Date(Date.now() + 60_000).toISOString() })).toBe('GEPLANT');
    expect(unpublishedLabel({ published_at: new Date(Date.now() - 60_000).toISOString() })).toBeNull();
    expect(isScheduled({ published_at: '2026-12-01T08:30:00Z' }, now)).toBe(true);
  });
});
