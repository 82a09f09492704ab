import { useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import styles from './pager.module.css';

type Item =
  | { type: 'page'; page: number }
  | { type: 'previous' | 'next'; page: number; disabled: boolean }
  | { type: 'ellipsis'; key: string };

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/** MUI's page list with one page at each end: 1 … 4 5 6 … 12, with `siblings` pages either side of this one. */
export function pagerItems(count: number, page: number, siblings: number): Item[] {
  const start = Math.max(Math.min(page - siblings, count - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), count - 2);
  const pages: (number | 'start' | 'end')[] = [
    1,
    ...(start > 3 ? ['start' as const] : 2 < count - 1 ? [2] : []),
    ...range(start, end),
    ...(end < count - 2 ? ['end' as const] : count - 1 > 1 ? [count - 1] : []),
    ...(count > 1 ? [count] : []),
  ];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map(
      (entry): Item =>
        typeof entry === 'number' ? { type: 'page', page: entry } : { type: 'ellipsis', key: entry },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}

/**
 * The pager under a list (MUI's Pagination in the portal's look, with its German names): previous, the
 * page numbers and next. When previous or next turns disabled under the focus, the focus goes to the page
 * now shown, as MUI's did.
 */
export function Pager({
  label,
  count,
  page,
  siblings,
  onChange,
  className,
}: {
  label: string;
  count: number;
  page: number;
  siblings: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  // The page whose number takes the focus once it is shown.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (refocus.current !== page) return;
    refocus.current = null;
    list.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [page]);

  const go = (target: number, edge: boolean) => {
    refocus.current = edge ? target : null;
    onChange(target);
  };

  return (
    <nav aria-label={label} className={className}>
      <ul ref={list} className={styles.list}>
        {pagerItems(count, page, siblings).map((item) => {
          if (item.type === 'ellipsis') {
            return (
              <li key={item.key}>
                <div className={`${styles.item} ${styles.ellipsis}`}>…</div>
              </li>
            );
          }
          if (item.type === 'page') {
            const current = item.page === page;
            return (
              <li key={item.page}>
                <button
                  type="button"
                  className={current ? `${styles.item} ${styles.current}` : styles.item}
                  aria-label={current ? `Seite ${item.page}` : `Gehe zu Seite ${item.page}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => go(item.page, false)}
                >
                  {item.page}
                </button>
              </li>
            );
          }
          const previous = item.type === 'previous';
          const Icon = previous ? ChevronLeftIcon : ChevronRightIcon;
          return (
            <li key={item.type}>
              <button
                type="button"
                className={styles.item}
                aria-label={previous ? 'Zur vorherigen Seite' : 'Zur nächsten Seite'}
                disabled={item.disabled}
                onClick={(event) =>
                  go(
                    item.page,
                    document.activeElement === event.currentTarget &&
                      (previous ? item.page === 1 : item.page === count),
                  )
                }
              >
                <Icon className={styles.icon} />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
