import { describe, expect, it } from 'vitest';
import { currentYear, isCalendarDay, parseYear } from './report.ts';

describe('import value rules', () => {
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
