import { describe, expect, it } from 'vitest';
import { headerFacts, mwh, totalsYearsCaption } from './consumption-format.ts';

describe('consumption formats', () => {
  it('write totals in German', () => {
    expect(mwh(12345.6)).toBe('12.346 MWh');
  });

  it('give the header chip Stand and EWZ, each only when known', () => {
    expect(headerFacts('2025-03-01', 77102)).toEqual(['Stand: 01.03.2025', 'EWZ: 77.102']);
    expect(headerFacts(null, 77102)).toEqual(['EWZ: 77.102']);
    expect(headerFacts('2025-03-01', null)).toEqual(['Stand: 01.03.2025']);
  });
});

describe('totalsYearsCaption (decision 016)', () => {
  it('names the years the totals add up', () => {
    expect(totalsYearsCaption([2024])).toBe('Summe 2024');
    expect(totalsYearsCaption([2024, 2021, 2022, 2023])).toBe('Summe 2021–2024');
    expect(totalsYearsCaption([2024, 2019, 2021])).toBe('Summe 2019, 2021, 2024');
    expect(totalsYearsCaption([])).toBe('Kein Jahr ausgewählt');
  });
});
