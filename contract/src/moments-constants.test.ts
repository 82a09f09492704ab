import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  isPlausibleEmail,
  momentAvailability,
  momentDatesText,
} from './moments-constants.ts';

const moment = { Startdatum: '2026-12-01', Enddatum: '2026-12-03' };
// 23:30 Berlin on the given day is 22:30 UTC in winter.
const lateOn = (day: string) => new Date(`${day}T22:30:00Z`);
const earlyOn = (day: string) => new Date(`${day}T00:30:00+01:00`);

describe('momentAvailability', () => {
  it('is available_at until the start day, in Berlin time', () => {
    expect(momentAvailability(moment, lateOn('2026-11-30'))).toBe('available_at');
  });
  it('is available all of the start day and all of the end day', () => {
    expect(momentAvailability(moment, earlyOn('2026-12-01'))).toBe('available');
    expect(momentAvailability(moment, lateOn('2026-12-03'))).toBe('available');
  });
  it('is expired from the day after the end', () => {
    expect(momentAvailability(moment, earlyOn('2026-12-04'))).toBe('expired');
  });
});

describe('availabilityText', () => {
  it('writes the three texts of the spec', () => {
    expect(availabilityText({ availability: 'available', Startdatum: '2026-12-01' })).toBe('Verfügbar');
    expect(availabilityText({ availability: 'available_at', Startdatum: '2026-12-01' })).toBe(
      'Verfügbar ab 01.12.2026',
    );
    expect(availabilityText({ availability: 'expired', Startdatum: '2026-12-01' })).toBe('Abgelaufen');
  });
});

describe('momentDatesText', () => {
  it('gives start and end as DD.MM.YYYY, one date for a single day', () => {
    expect(momentDatesText({ Startdatum: '2026-12-01', Enddatum: '2026-12-14' })).toBe(
      '01.12.2026 – 14.12.2026',
    );
    expect(momentDatesText({ Startdatum: '2026-12-05', Enddatum: '2026-12-05' })).toBe('05.12.2026');
  });
});

// The claim form's messages are tested with the form (web/src/app/form-parity.test.ts).
describe('isPlausibleEmail', () => {
  it('wants something@something', () => {
    expect(isPlausibleEmail('a@b')).toBe(true);
    expect(isPlausibleEmail('name.example.de')).toBe(false);
    expect(isPlausibleEmail('a@')).toBe(false);
    expect(isPlausibleEmail('a b@c')).toBe(false);
  });
});
