import { describe, expect, it } from 'vitest';
import {
  formatDecimals,
  formatEuro,
  formatFileSize,
  formatNumber,
  formatRounded,
  formatWholeEuro,
  formatWholeNumber,
} from './shell.ts';

const KB = 1024;
const MB = 1024 * KB;
/** Intl puts a no-break space before the euro sign. */
const NBSP = '\u00a0';

describe('the German number formats', () => {
  it('writes thousands dots and a decimal comma, at most 3 decimals by default', () => {
    expect(formatNumber(77102)).toBe('77.102');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(0.12345)).toBe('0,123');
  });

  it('rounds to whole numbers or to at most some decimals', () => {
    expect(formatWholeNumber(1_234_567.6)).toBe('1.234.568');
    expect(formatWholeNumber(12000)).toBe('12.000');
    expect(formatRounded(1234.567, 2)).toBe('1.234,57');
    expect(formatRounded(1234.5, 2)).toBe('1.234,5');
  });

  it('keeps a fixed number of decimals', () => {
    expect(formatDecimals(1234.5, 2)).toBe('1.234,50');
    expect(formatDecimals(0.5, 3)).toBe('0,500');
    expect(formatDecimals(1.23456, 4)).toBe('1,2346');
    expect(formatDecimals(12.34, 1)).toBe('12,3');
  });

  it('writes euro amounts with or without cents', () => {
    expect(formatEuro(13830.6102)).toBe(`13.830,61${NBSP}€`);
    expect(formatEuro(1234.5)).toBe(`1.234,50${NBSP}€`);
    expect(formatWholeEuro(35000)).toBe(`35.000${NBSP}€`);
    expect(formatWholeEuro(299.5)).toBe(`300${NBSP}€`);
  });
});

describe('formatFileSize', () => {
  it('shows KB under 1 MB', () => {
    expect(formatFileSize(200 * KB)).toBe('200 KB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(1023 * KB)).toBe('1.023 KB');
  });

  it('never shows 0 KB for a small file', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(0)).toBe('1 KB');
  });

  it('shows whole MB from 1 MB exactly', () => {
    expect(formatFileSize(MB)).toBe('1 MB');
    expect(formatFileSize(MB - 1)).toMatch(/ KB$/);
    expect(formatFileSize(1.4 * MB)).toBe('1 MB');
    expect(formatFileSize(2.5 * MB)).toBe('3 MB');
    expect(formatFileSize(1500 * MB)).toBe('1.500 MB');
  });
});
