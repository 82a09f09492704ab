import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items.ts';

describe('pager items (as MUI chose them)', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1, 1)).toEqual([1]);
    expect(pagerItems(2, 1, 1)).toEqual([1, 2]);
    expect(pagerItems(2, 2, 0)).toEqual([1, 2]);
    expect(pagerItems(7, 4, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves out pages far from the current one, keeping the row as long', () => {
    expect(pagerItems(10, 1, 1)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pagerItems(10, 5, 1)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(pagerItems(10, 10, 1)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('shows fewer neighbours on narrow screens', () => {
    expect(pagerItems(10, 1, 0)).toEqual([1, 2, 3, 'end-ellipsis', 10]);
    expect(pagerItems(10, 5, 0)).toEqual([1, 'start-ellipsis', 5, 'end-ellipsis', 10]);
    expect(pagerItems(3, 2, 0)).toEqual([1, 2, 3]);
  });
});
