import { isExpiredSpecialTermination } from '@kp/contract/contracts-constants';
import { describe, expect, it } from 'vitest';
import {
  contractCountText,
  formatContractDate,
  formatShortDate,
  terminText,
  todayUtcMs,
} from './contract-format.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('contract formatting', () => {
  it('shows contract dates as DD.MM.YYYY, a missing one as a dash', () => {
    expect(formatContractDate(day('2031-12-31'))).toBe('31.12.2031');
    expect(formatContractDate(day('2020-01-01'))).toBe('01.01.2020');
    expect(formatContractDate(null)).toBe('–');
  });

  it('shows the dates of termine as DD.MM.YY with their kind', () => {
    expect(formatShortDate(day('2024-06-30'))).toBe('30.06.24');
    expect(terminText({ Termin: 'Sonderkündigung', Frist: day('2024-06-30') })).toBe(
      'Sonderkündigung 30.06.24',
    );
    expect(terminText({ Termin: 'Preisanpassung', Frist: day('2030-01-01') })).toBe(
      'Preisanpassung 01.01.30',
    );
    expect(terminText({ Termin: 'Kündigungsfrist', Frist: null })).toBe('Kündigungsfrist');
  });

  it('takes today as the German calendar day at UTC midnight', () => {
    // 23:30 UTC on 31 December is already 1 January in Germany.
    expect(todayUtcMs(new Date('2025-12-31T23:30:00Z'))).toBe(day('2026-01-01'));
    expect(todayUtcMs(new Date('2026-03-10T08:00:00Z'))).toBe(day('2026-03-10'));
  });

  it('strikes a Sonderkündigung through only once its day has passed', () => {
    const today = todayUtcMs(new Date('2026-03-10T08:00:00Z'));
    const on = (iso: string) => ({ Termin: 'Sonderkündigung', Frist: day(iso) });
    expect(isExpiredSpecialTermination(on('2026-03-09'), today)).toBe(true);
    expect(isExpiredSpecialTermination(on('2026-03-10'), today)).toBe(false);
    expect(isExpiredSpecialTermination({ Termin: 'Preisanpassung', Frist: day('2020-01-01') }, today)).toBe(
      false,
    );
    expect(isExpiredSpecialTermination({ Termin: 'Sonderkündigung', Frist: null }, today)).toBe(false);
  });

  it('counts contracts in German', () => {
    expect(contractCountText(1)).toBe('1 Vertrag');
    expect(contractCountText(12)).toBe('12 Verträge');
    expect(contractCountText(1200)).toBe('1.200 Verträge');
  });
});
