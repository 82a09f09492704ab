import { describe, expect, it } from 'vitest';
import { addDays, berlinTime } from './dates.ts';
import { DEMO_MOMENTS, publishedOn } from './moments.ts';

describe('the NEW Erleben demo moments', () => {
  it('are all published before the seed day begins in Berlin, so a seed after midnight shows every one', () => {
    for (const today of ['2026-11-28', '2026-07-01', '2026-03-29']) {
      const midnight = berlinTime(today, '00:00');
      for (const moment of DEMO_MOMENTS) {
        expect(publishedOn(today, moment).getTime(), moment.titel).toBeLessThan(midnight.getTime());
      }
    }
  });

  it('are published a week before they open, when that is earlier', () => {
    const openedFiveDaysAgo = DEMO_MOMENTS.find((moment) => moment.start === -5);
    expect(openedFiveDaysAgo).toBeDefined();
    if (!openedFiveDaysAgo) return;
    expect(publishedOn('2026-11-28', openedFiveDaysAgo)).toEqual(
      berlinTime(addDays('2026-11-28', -12), '08:00'),
    );
  });
});
