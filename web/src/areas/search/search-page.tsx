import type { SearchResult, SearchResults } from '@kp/contract/search';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_TEXTS } from '@kp/contract/search-constants';
import { formatNumber, ROUTES } from '@kp/contract/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { ToggleChip } from '../../ui/chip.tsx';
import link from '../../ui/link.module.css';
import { PersonCard } from '../../ui/person-card.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import skeleton from '../../ui/skeleton.module.css';
import { Skeleton } from '../../ui/skeleton.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { searchResultsQuery } from './api.ts';
import { NoResults } from './no-results.tsx';
import { ResultRow } from './result-row.tsx';
import styles from './search-page.module.css';
import {
  type FilterValue,
  filterEntries,
  type ResultGroup,
  readQuery,
  resultGroups,
} from './search-results.ts';
import { noteSearchQuery, recordSearchChoice } from './search-session.ts';

const hitsText = (count: number) => `${formatNumber(count)} Treffer`;

/**
 * The results page /search?q= (spec 01 §2 Search). The query is read from the URL on every route change;
 * the page below is keyed by it, so a new query starts again with the filter 'Alle'.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const { query, problem } = readQuery(params.get('q'));
  const user = useUser();
  const searchable = !user.KommunalportalAusblenden;
  useDocumentTitle(problem || !searchable ? 'Suche' : SEARCH_TEXTS.resultsTitle(query));
  // The search belongs to the municipal portal (the top bar hides it there): a search URL says so instead
  // of a failed search with a retry that can never work (decision 026).
  if (!searchable) {
    return (
      <div className={styles.message}>
        <h1 className={`${text.h1} ${styles.heading}`}>Suche</h1>
        <p className={`${text.body1} ${styles.notInPortal}`}>{SEARCH_TEXTS.notInPortal}</p>
        <Link to={ROUTES.home} className={`${link.link} ${styles.strongLink}`}>
          Zur Startseite
        </Link>
      </div>
    );
  }
  if (problem) {
    return (
      <div className={styles.message}>
        <h1 className={`${text.h1} ${styles.heading}`}>Suche</h1>
        <p className={text.body1}>
          {problem === 'tooShort'
            ? `Bitte geben Sie oben im Suchfeld mindestens ${SEARCH_MIN_CHARS} Zeichen ein.`
            : `Bitte geben Sie höchstens ${SEARCH_MAX_CHARS} Zeichen ein.`}
        </p>
      </div>
    );
  }
  return <SearchResultsView key={query} query={query} />;
}

function SearchResultsView({ query }: { query: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(searchResultsQuery(query));
  const [filter, setFilter] = useState<FilterValue>('all');

  useEffect(() => noteSearchQuery(query, 'submitted'), [query]);

  const heading = <h1 className={`${text.h1} ${styles.heading}`}>{SEARCH_TEXTS.resultsTitle(query)}</h1>;

  if (isPending) {
    return (
      <div className={styles.results}>
        {heading}
        <ResultsSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.results}>
        {heading}
        <LoadFailed
          error={error}
          text={`Die Suche ist fehlgeschlagen. ${errorMessage(error)}`}
          onRetry={() => {
            if (!isFetching) void refetch();
          }}
        />
      </div>
    );
  }
  if (data.total === 0) return <NoResults heading={heading} />;
  return (
    <div className={styles.results}>
      {heading}
      <Results query={query} data={data} filter={filter} onFilter={setFilter} />
    </div>
  );
}

function Results({
  query,
  data,
  filter,
  onFilter,
}: {
  query: string;
  data: SearchResults;
  filter: FilterValue;
  onFilter: (filter: FilterValue) => void;
}) {
  const queryClient = useQueryClient();
  const filters = filterEntries(data.total, data.counts);
  const groups = useMemo(() => resultGroups(data.results, data.counts, filter), [data, filter]);
  const shown = filters.find((entry) => entry.value === filter)?.count ?? 0;
  const today = new Date();

  const onChoose = (result: SearchResult) => {
    recordSearchChoice('results', result);
    // The detail page records the read; this list should not show 'Neu' on the way back.
    if (result.wasRead === false) {
      queryClient.setQueryData(
        searchResultsQuery(query).queryKey,
        (current) =>
          current && {
            ...current,
            results: current.results.map((entry) =>
              entry.type === result.type && entry.id === result.id ? { ...entry, wasRead: true } : entry,
            ),
          },
      );
    }
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons that filter the list, not a form's fieldset */}
      <div role="group" aria-label="Nach Kategorie filtern" className={styles.filters}>
        {filters.map((entry) => (
          <ToggleChip
            key={entry.value}
            label={`${entry.label} (${formatNumber(entry.count)})`}
            pressed={entry.value === filter}
            onClick={() => onFilter(entry.value)}
          />
        ))}
      </div>
      <p role="status" className={`${text.body2} ${text.secondary} ${styles.hits}`}>
        {hitsText(shown)}
      </p>
      <div className={styles.sections}>
        {groups.map((group) => (
          <ResultSection key={group.type} group={group} today={today} onChoose={onChoose} />
        ))}
      </div>
    </>
  );
}

function ResultSection({
  group,
  today,
  onChoose,
}: {
  group: ResultGroup;
  today: Date;
  onChoose: (result: SearchResult) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {group.label}
      </h2>
      {group.count > group.results.length && (
        <p className={`${text.body2} ${text.secondary} ${styles.capped}`}>
          Die ersten {group.results.length} von {hitsText(group.count)}. Bitte verfeinern Sie Ihre Suche.
        </p>
      )}
      {group.type === 'Ansprechpartner' ? (
        <ul className={styles.people}>
          {group.results.map((result) =>
            result.person ? (
              <li key={result.id} className={`${surface.outlined} ${styles.person}`}>
                <PersonCard person={result.person} />
              </li>
            ) : null,
          )}
        </ul>
      ) : (
        <ul className={styles.rows}>
          {group.results.map((result) => (
            <ResultRow key={result.id} result={result} today={today} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Suchergebnisse werden geladen …">
      <div className={styles.chipSkeletons}>
        {[72, 120, 104, 88].map((width) => (
          <span
            key={width}
            aria-hidden="true"
            className={`${skeleton.skeleton} ${styles.chipSkeleton}`}
            style={{ width }}
          />
        ))}
      </div>
      <div className={styles.rowSkeletons}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={90} />
        ))}
      </div>
    </div>
  );
}

export default SearchPage;
