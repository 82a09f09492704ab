import { describe, expect, it } from 'vitest';
import { currentYear, isCalendarDay, parseAmount, parseYear } from './report.ts';

describe('import value rules', () => {
  it('reads amounts with decimal comma, thousands dots or a decimal point, never negative', () => {
    expect(parseAmount('1234,5', 'mwh')).toBe(1234.5);
    expect(parseAmount('1.234.567,891', 'mwh')).toBe(1234567.891);
    expect(parseAmount('1234.5', 'mwh')).toBe(1234.5);
    expect(parseAmount('0.25', 'mwh')).toBe(0.25);
    expect(parseAmount('23.400', 'mwh')).toBe(
      "mwh '23.400' ist mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte mit Dezimalkomma schreiben (z. B. 23.400,0)",
    );
    expect(parseAmount('23.400,0', 'mwh')).toBe(23400);
    expect(parseAmount(' 0 ', 'mwh')).toBe(0);
    expect(parseAmount('-3', 'mwh')).toBe('mwh darf nicht negativ sein (-3)');
    expect(parseAmount('viel', 'mwh')).toBe("mwh 'viel' ist keine Zahl");
    expect(parseAmount('', 'mwh')).toBe('mwh fehlt');
  });

  it('takes years from 2000 to this year', () => {
    expect(parseYear('2024', 'jahr')).toBe(2024);
    expect(parseYear('1999', 'jahr')).toBe(`jahr 1999 liegt nicht zwischen 2000 und ${currentYear()}`);
    expect(parseYear(String(currentYear() + 1), 'jahr')).toMatch(/liegt nicht zwischen/);
    expect(parseYear('24', 'jahr')).toBe("jahr '24' ist keine Jahreszahl");
  });

  it('checks calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('31.12.2025')).toBe(false);
  });
});
