import { describe, expect, it } from 'vitest';
import { ageInDays, isNew } from './new-badge.tsx';

const today = new Date(2026, 10, 21, 9, 30); // 21.11.2026, local time

describe('isNew', () => {
  it('marks unread entries younger than 21 days', () => {
    expect(isNew({ wasRead: false, pub_date: '2026-11-21' }, today)).toBe(true);
    expect(isNew({ wasRead: false, pub_date: '2026-11-01' }, today)).toBe(true); // 20 days
    expect(isNew({ wasRead: false, pub_date: '2026-10-31' }, today)).toBe(false); // 21 days
    expect(isNew({ wasRead: false, pub_date: '2025-11-21' }, today)).toBe(false);
  });

  it('never marks read entries', () => {
    expect(isNew({ wasRead: true, pub_date: '2026-11-21' }, today)).toBe(false);
  });

  it('counts calendar days whatever the time of day', () => {
    expect(ageInDays('2026-11-20', new Date(2026, 10, 21, 0, 5))).toBe(1);
    expect(ageInDays('2026-11-20', new Date(2026, 10, 21, 23, 55))).toBe(1);
    // Across the change to winter time (25.10.2026).
    expect(ageInDays('2026-10-20', new Date(2026, 10, 9, 12))).toBe(20);
  });

  it('treats a malformed date as not new', () => {
    expect(isNew({ wasRead: false, pub_date: 'gestern' }, today)).toBe(false);
  });
});
