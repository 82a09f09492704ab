import { describe, expect, it } from 'vitest';
import { CALL_TIMES, callTimesFor, earliestCallDate } from './consultation-constants.ts';

// 25.11.2026, 13:10 in Germany (CET, UTC+1).
const now = new Date('2026-11-25T12:10:00Z');

describe('callTimesFor (decision 016)', () => {
  it('offers only the times still ahead today', () => {
    const times = callTimesFor('2026-11-25', now);
    expect(times[0]).toBe('13:30');
    expect(times).not.toContain('13:00');
    expect(times.at(-1)).toBe('17:00');
  });

  it('offers every time on a later day and none on a past one', () => {
    expect(callTimesFor('2026-11-26', now)).toEqual(CALL_TIMES);
    expect(callTimesFor('2026-11-24', now)).toEqual([]);
  });

  it('offers none after the last time of the day', () => {
    expect(callTimesFor('2026-11-25', new Date('2026-11-25T16:30:00Z'))).toEqual([]);
  });
});

describe('earliestCallDate (decision 026)', () => {
  it('is today while a call-back time is left, and the next day after the last one', () => {
    expect(earliestCallDate(now)).toBe('2026-11-25');
    // 16:59 in Germany: 17:00 is still ahead.
    expect(earliestCallDate(new Date('2026-11-25T15:59:00Z'))).toBe('2026-11-25');
    // 17:05 in Germany: nothing left today.
    expect(earliestCallDate(new Date('2026-11-25T16:05:00Z'))).toBe('2026-11-26');
    // 23:30 on the last day of a month (summer time, UTC+2).
    expect(earliestCallDate(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
  });
});
