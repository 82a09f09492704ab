import { describe, expect, it } from 'vitest';
import { offerState, offerStateLabel } from './education-constants.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('offerState', () => {
  it('is past once the date has passed, whatever the seats', () => {
    expect(offerState({ Datum: '2026-11-27T11:59:00Z', Seats: 5 }, now)).toBe('past');
    expect(offerState({ Datum: '2026-01-01T09:00:00Z', Seats: 0 }, now)).toBe('past');
  });

  it('is booked out with no seat left; null seats are unlimited', () => {
    expect(offerState({ Datum: '2026-12-01T09:00:00Z', Seats: 0 }, now)).toBe('bookedOut');
    expect(offerState({ Datum: null, Seats: 0 }, now)).toBe('bookedOut');
    expect(offerState({ Datum: null, Seats: null }, now)).toBeNull();
    expect(offerState({ Datum: '2026-12-01T09:00:00Z', Seats: 3 }, now)).toBeNull();
  });

  it('has a German label for each state', () => {
    expect(offerStateLabel('past')).toBe('Vergangen');
    expect(offerStateLabel('bookedOut')).toBe('Ausgebucht');
  });
});
