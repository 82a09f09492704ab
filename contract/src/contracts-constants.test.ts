import { describe, expect, it } from 'vitest';
import {
  formatRemainingTerm,
  isExpiredSpecialTermination,
  remainingTermYears,
} from './contracts-constants.ts';

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const today = Date.parse('2026-03-15T00:00:00Z');

describe('remainingTermYears', () => {
  it('is null without an end date', () => {
    expect(remainingTermYears(null, today)).toBeNull();
  });

  it('is 0 once the end has passed, and on the end day itself', () => {
    expect(remainingTermYears(today - DAY, today)).toBe(0);
    expect(remainingTermYears(today - 10 * YEAR, today)).toBe(0);
    expect(remainingTermYears(today, today)).toBe(0);
  });

  it('counts years of 365.25 days, rounded to one decimal', () => {
    expect(remainingTermYears(today + YEAR, today)).toBe(1);
    expect(remainingTermYears(today + 3.5 * YEAR, today)).toBe(3.5);
    expect(remainingTermYears(today + 2.34 * YEAR, today)).toBe(2.3);
    expect(remainingTermYears(today + 2.35 * YEAR + DAY, today)).toBe(2.4);
    // A day ahead is 0.003 years: shown as 0.0, not as a passed end.
    expect(remainingTermYears(today + DAY, today)).toBe(0);
  });
});

describe('formatRemainingTerm', () => {
  it('writes one decimal with a comma, and – without an end', () => {
    expect(formatRemainingTerm(3.5)).toBe('3,5');
    expect(formatRemainingTerm(0)).toBe('0,0');
    expect(formatRemainingTerm(12)).toBe('12,0');
    expect(formatRemainingTerm(null)).toBe('–');
  });
});

describe('isExpiredSpecialTermination', () => {
  const now = Date.parse('2026-03-15T12:00:00Z');
  it('strikes through only a Sonderkündigung whose date has passed', () => {
    expect(isExpiredSpecialTermination({ Termin: 'Sonderkündigung', Frist: now - DAY }, now)).toBe(true);
    expect(isExpiredSpecialTermination({ Termin: 'Sonderkündigung', Frist: now + DAY }, now)).toBe(false);
    expect(isExpiredSpecialTermination({ Termin: 'Sonderkündigung', Frist: null }, now)).toBe(false);
    expect(isExpiredSpecialTermination({ Termin: 'Kündigungsfrist', Frist: now - DAY }, now)).toBe(false);
  });
});
