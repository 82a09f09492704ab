import { NEWS_TEXTS as CONTRACT_TEXTS } from '@kp/contract/news';
import { describe, expect, it } from 'vitest';
import { NEWS_TEXTS } from './news-texts.ts';

describe('news texts', () => {
  it('match the contract verbatim', () => {
    expect(NEWS_TEXTS).toEqual(CONTRACT_TEXTS);
  });
});
