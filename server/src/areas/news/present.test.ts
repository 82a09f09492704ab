import { NEWS_EXCERPT_CHARS } from '@kp/contract/news-constants';
import { describe, expect, it } from 'vitest';
import { excerpt } from './present.ts';

describe('excerpt', () => {
  it('keeps a short text and cuts a long one after NEWS_EXCERPT_CHARS code points', () => {
    expect(excerpt('kurz')).toBe('kurz');
    expect(excerpt('a'.repeat(NEWS_EXCERPT_CHARS + 5))).toBe('a'.repeat(NEWS_EXCERPT_CHARS));
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const text = '😀'.repeat(NEWS_EXCERPT_CHARS + 1);
    expect(excerpt(text)).toBe('😀'.repeat(NEWS_EXCERPT_CHARS));
    const mixed = `${'a'.repeat(NEWS_EXCERPT_CHARS - 1)}😀b`;
    expect(excerpt(mixed)).toBe(`${'a'.repeat(NEWS_EXCERPT_CHARS - 1)}😀`);
    // Fewer code points than UTF-16 units: kept whole.
    const short = '😀'.repeat(NEWS_EXCERPT_CHARS - 10);
    expect(excerpt(short)).toBe(short);
  });
});
