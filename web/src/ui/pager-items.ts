/** A place in the pager: a page's number, or the gap where pages are left out. */
export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/**
 * The pages the pager shows between its arrows, as MUI's pagination chose them (one page at each end,
 * `siblings` on each side of the current one): the row keeps its length while the current page moves.
 */
export function pagerItems(count: number, page: number, siblings: number): PagerItem[] {
  const boundary = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  const startGap: PagerItem[] =
    siblingsStart > boundary + 2 ? ['start-ellipsis'] : boundary + 1 < count - boundary ? [boundary + 1] : [];
  const endGap: PagerItem[] =
    siblingsEnd < count - boundary - 1
      ? ['end-ellipsis']
      : count - boundary > boundary
        ? [count - boundary]
        : [];
  return [...startPages, ...startGap, ...range(siblingsStart, siblingsEnd), ...endGap, ...endPages];
}
