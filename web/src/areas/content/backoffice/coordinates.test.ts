import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinate, roundCoordinate, validPosition } from './coordinates.ts';

describe('typed coordinates', () => {
  it('reads a German decimal comma or a point, keeps text that is no number', () => {
    expect(parseCoordinate('51,2562')).toBe(51.2562);
    expect(parseCoordinate(' 6.3928 ')).toBe(6.3928);
    expect(parseCoordinate('-0,5')).toBe(-0.5);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('Viersen')).toBe('Viersen');
    expect(parseCoordinate('51,2,3')).toBe('51,2,3');
  });

  it('shows numbers with a comma and rounds a click to six decimals', () => {
    expect(formatCoordinate(51.2562)).toBe('51,2562');
    expect(formatCoordinate(null)).toBe('');
    expect(formatCoordinate('abc')).toBe('abc');
    expect(roundCoordinate(51.123456789)).toBe(51.123457);
  });

  it('knows a position the map can show', () => {
    expect(validPosition(51.2, 6.4)).toEqual([51.2, 6.4]);
    expect(validPosition(0, 0)).toBeNull();
    expect(validPosition(95, 6)).toBeNull();
    expect(validPosition('51', 6)).toBeNull();
  });
});
