import { describe, expect, it } from 'vitest';
import { formatFileSize } from './concessions-constants.ts';

const KB = 1024;
const MB = 1024 * KB;

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
