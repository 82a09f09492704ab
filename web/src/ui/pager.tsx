import { type ReactNode, useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import styles from './pager.module.css';
import { pagerItems } from './pager-items.ts';

/**
 * The pages of a list as buttons (MUI's Pagination with its German labels): previous, the pages with
 * gaps, next. An arrow that becomes disabled while it has the focus hands it to the current page.
 */
export function Pager({
  label,
  count,
  page,
  siblings,
  onPage,
  className,
}: {
  label: string;
  count: number;
  page: number;
  /** Pages shown on each side of the current one. */
  siblings: number;
  onPage: (page: number) => void;
  /** The space around it, which the page decides. */
  className?: string;
}) {
  const nav = useRef<HTMLElement>(null);
  const arrowFocused = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page has changed
  useEffect(() => {
    if (!arrowFocused.current) return;
    arrowFocused.current = false;
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);
  const arrow = (to: number, disabled: boolean, name: string, icon: ReactNode) => (
    <li>
      <button
        type="button"
        aria-label={name}
        disabled={disabled}
        className={styles.item}
        onClick={(event) => {
          arrowFocused.current = event.currentTarget === document.activeElement;
          onPage(to);
        }}
      >
        {icon}
      </button>
    </li>
  );
  return (
    <nav ref={nav} aria-label={label} className={className ? `${styles.pager} ${className}` : styles.pager}>
      <ul className={styles.list}>
        {arrow(page - 1, page <= 1, 'Zur vorherigen Seite', <ChevronLeftIcon className={styles.icon} />)}
        {pagerItems(count, page, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={item === page ? `Seite ${item}` : `Gehe zu Seite ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? `${styles.item} ${styles.current}` : styles.item}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <div className={styles.gap}>…</div>
            </li>
          ),
        )}
        {arrow(page + 1, page >= count, 'Zur nächsten Seite', <ChevronRightIcon className={styles.icon} />)}
      </ul>
    </nav>
  );
}
