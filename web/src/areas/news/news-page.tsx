import type { NewsEntry } from '@kp/contract/news';
import { NEWS_TEXTS } from '@kp/contract/news-constants';
import { formatNumber } from '@kp/contract/shell';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserData, keepFirstView, type Prefetch, serverData, setFirstView } from '../../app/route-data.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { withParam } from '../../ui/search-params.ts';
import { SelectField } from '../../ui/select-field.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { newestEntries, newsListQuery, useMarkRead } from './api.ts';
import {
  categoryParam,
  NEWS_PAGE_SIZE,
  type NewsCategory,
  type NewsSort,
  newsRows,
  parseCategory,
  parseSort,
  refOf,
  sortNews,
} from './news-list.ts';
import styles from './news-page.module.css';
import { NewsRow, NewsRowSkeleton } from './news-row.tsx';
import { useWideLayout } from './use-wide-layout.ts';

/**
 * 'Nachrichten und Presse' (spec 01 §2). From 1264 px News and Presse stand side by side in two columns;
 * below that one list with the category selector ('Alle', 'nur News', 'nur Presse'). The date order applies
 * to both. Lists grow by NEWS_PAGE_SIZE rows with 'Weitere laden'.
 */
export function NewsPage() {
  useDocumentTitle(NEWS_TEXTS.pageTitle);
  const wide = useWideLayout();
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sortierung'));
  const category = parseCategory(params.get('kategorie'));
  const news = useQuery(newsListQuery('news'));
  const press = useQuery(newsListQuery('press'));
  const markRead = useMarkRead();
  // One "today" per visit, so the 'Neu' badges do not change while the page is open.
  const [today] = useState(() => new Date());
  const onOpen = (entry: NewsEntry) => markRead(refOf(entry));

  const setParam = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: true });

  return (
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.title}`}>{NEWS_TEXTS.pageTitle}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: two selects that steer the list, not a form's fieldset */}
      <div role="group" aria-label="Anzeige der Einträge" className={styles.controls}>
        <SelectField
          label="Sortierung"
          value={sort}
          onChange={(value) => setParam('sortierung', value === 'asc' ? 'asc' : null)}
        >
          <option value="desc">{NEWS_TEXTS.sortDesc}</option>
          <option value="asc">{NEWS_TEXTS.sortAsc}</option>
        </SelectField>
        {!wide && (
          <SelectField
            label="Kategorie"
            value={category}
            onChange={(value) => setParam('kategorie', categoryParam(categoryOf(value)))}
          >
            <option value="all">{NEWS_TEXTS.filterAll}</option>
            <option value="news">{NEWS_TEXTS.filterNews}</option>
            <option value="press">{NEWS_TEXTS.filterPress}</option>
          </SelectField>
        )}
      </div>
      {wide ? (
        <div className={styles.columns}>
          <NewsColumn title="News" query={news} sort={sort} today={today} onOpen={onOpen} />
          <NewsColumn title="Presse" query={press} sort={sort} today={today} onOpen={onOpen} />
        </div>
      ) : (
        <MergedList news={news} press={press} sort={sort} category={category} today={today} onOpen={onOpen} />
      )}
    </div>
  );
}

const categoryOf = (value: string): NewsCategory => (value === 'news' || value === 'press' ? value : 'all');

type ListProps = { sort: NewsSort; today: Date; onOpen: (entry: NewsEntry) => void };

function NewsColumn({
  title,
  query,
  sort,
  today,
  onOpen,
}: ListProps & { title: string; query: UseQueryResult<NewsEntry[]> }) {
  const headingId = useId();
  const entries = useMemo(() => (query.data ? sortNews(query.data, sort) : []), [query.data, sort]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${text.h2} ${styles.columnHeading}`}>
        {title}
      </h2>
      <QueryState queries={[query]}>
        <ChunkedList
          key={sort}
          entries={entries}
          headingLevel="h3"
          label={title}
          today={today}
          onOpen={onOpen}
        />
      </QueryState>
    </section>
  );
}

function MergedList({
  news,
  press,
  sort,
  category,
  today,
  onOpen,
}: ListProps & {
  news: UseQueryResult<NewsEntry[]>;
  press: UseQueryResult<NewsEntry[]>;
  category: NewsCategory;
}) {
  const entries = useMemo(
    () => newsRows(news.data ?? [], press.data ?? [], category, sort),
    [news.data, press.data, category, sort],
  );
  // Only the lists the category needs have to be there.
  const needed = category === 'news' ? [news] : category === 'press' ? [press] : [news, press];
  const label = category === 'news' ? 'News' : category === 'press' ? 'Presse' : NEWS_TEXTS.pageTitle;
  return (
    <QueryState queries={needed}>
      <ChunkedList
        key={`${sort}-${category}`}
        entries={entries}
        headingLevel="h2"
        label={label}
        today={today}
        onOpen={onOpen}
      />
    </QueryState>
  );
}

function QueryState({ queries, children }: { queries: UseQueryResult<unknown>[]; children: ReactNode }) {
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <LoadFailed
        className={styles.failed}
        error={failed[0]?.error}
        text="Die Einträge konnten nicht geladen werden."
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <ListSkeleton />;
  return <>{children}</>;
}

/** Rows drawn with the list itself; the rest follow right after (see ChunkedList). */
const FIRST_ROWS = 8;

/**
 * Rows in the list's shape while it loads, at least a screen high: the footer stays below the fold and
 * does not jump down when the entries arrive (layout shift 0.115 at 412 px).
 */
function ListSkeleton() {
  return (
    <div role="status" className={styles.skeleton}>
      <ScreenReaderText>Wird geladen …</ScreenReaderText>
      {Array.from({ length: FIRST_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <NewsRowSkeleton key={i} />
      ))}
    </div>
  );
}

function ChunkedList({
  entries,
  headingLevel,
  label,
  today,
  onOpen,
}: {
  entries: NewsEntry[];
  headingLevel: 'h2' | 'h3';
  label: string;
  today: Date;
  onOpen: (entry: NewsEntry) => void;
}) {
  const [visible, setVisible] = useState(NEWS_PAGE_SIZE);
  // The first screenful is drawn with the list, the other rows in a transition, which React renders in
  // slices: the list's arrival is not one long task that blocks input (Lighthouse TBT).
  const [firstScreen, setFirstScreen] = useState(true);
  useEffect(() => startTransition(() => setFirstScreen(false)), []);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const statusId = useId();
  const shown = entries.slice(0, visible);
  const drawn = firstScreen ? shown.slice(0, FIRST_ROWS) : shown;

  useEffect(() => {
    // After 'Weitere laden' focus moves to the first new row, so keyboard users continue there.
    if (focusIndex === null) return;
    listRef.current?.children[focusIndex]?.querySelector<HTMLAnchorElement>('a')?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  if (entries.length === 0) {
    return <p className={`${text.body1} ${styles.empty}`}>Es sind keine Einträge vorhanden.</p>;
  }
  return (
    <>
      <ul
        ref={listRef}
        aria-label={label}
        aria-describedby={firstScreen ? undefined : statusId}
        className={styles.list}
      >
        {drawn.map((entry, i) => (
          <NewsRow
            key={`${entry.filter}-${entry.id}`}
            entry={entry}
            today={today}
            headingLevel={headingLevel}
            onOpen={onOpen}
            priority={i === 0 ? 'first' : i < FIRST_ROWS ? 'visible' : undefined}
          />
        ))}
      </ul>
      {/* With the whole page of rows: the count is then true, and 'Weitere laden' continues after them. */}
      {!firstScreen && (
        <div className={styles.more}>
          <p id={statusId} role="status" className={`${text.body2} ${text.secondary}`}>
            {formatNumber(shown.length)} von {formatNumber(entries.length)} Einträgen angezeigt
          </p>
          {visible < entries.length && (
            <Button
              variant="outlined"
              onClick={() => {
                setFocusIndex(visible);
                setVisible((count) => count + NEWS_PAGE_SIZE);
              }}
            >
              Weitere laden
            </Button>
          )}
        </div>
      )}
    </>
  );
}

const newsData: Prefetch = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(newsListQuery('news')),
    queryClient.prefetchQuery(newsListQuery('press')),
  ]);
/**
 * The server's first view: the newest rows of each list, asked for as such (a list can hold thousands of
 * posts); the oldest-first order needs the whole lists. The browser asks for them whole when it hydrates.
 */
const firstRows: Prefetch = async (queryClient, { request }) => {
  const sort = parseSort(new URL(request.url).searchParams.get('sortierung'));
  await Promise.all(
    (['news', 'press'] as const).map(async (kind) => {
      const { queryKey } = newsListQuery(kind);
      if (sort === 'desc') {
        // A list that fails is asked for again in the browser, which shows the failure.
        const rows = await newestEntries(kind, NEWS_PAGE_SIZE).catch(() => undefined);
        if (rows) setFirstView(queryClient, queryKey, rows);
        return;
      }
      await queryClient.prefetchQuery(newsListQuery(kind));
      keepFirstView<NewsEntry[]>(queryClient, queryKey, (list) =>
        sortNews(list, sort).slice(0, NEWS_PAGE_SIZE),
      );
    }),
  );
};
export const loader = serverData(firstRows);
export const clientLoader = browserData(newsData);

export default NewsPage;
