import type { SearchResult, SearchResults } from '@kp/contract/search';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_TEXTS } from '@kp/contract/search-constants';
import { formatNumber, ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { PersonCard } from '../../ui/person-card.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { searchResultsQuery } from './api.ts';
import { NoResults } from './no-results.tsx';
import { ResultRow } from './result-row.tsx';
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
      <Box sx={{ maxWidth: 900 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Suche
        </Typography>
        <Typography sx={{ mb: 2 }}>{SEARCH_TEXTS.notInPortal}</Typography>
        <Link component={RouterLink} to={ROUTES.home} sx={{ fontWeight: 600 }}>
          Zur Startseite
        </Link>
      </Box>
    );
  }
  if (problem) {
    return (
      <Box sx={{ maxWidth: 900 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Suche
        </Typography>
        <Typography>
          {problem === 'tooShort'
            ? `Bitte geben Sie oben im Suchfeld mindestens ${SEARCH_MIN_CHARS} Zeichen ein.`
            : `Bitte geben Sie höchstens ${SEARCH_MAX_CHARS} Zeichen ein.`}
        </Typography>
      </Box>
    );
  }
  return <SearchResultsView key={query} query={query} />;
}

function SearchResultsView({ query }: { query: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(searchResultsQuery(query));
  const [filter, setFilter] = useState<FilterValue>('all');

  useEffect(() => noteSearchQuery(query, 'submitted'), [query]);

  const heading = (
    <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      {SEARCH_TEXTS.resultsTitle(query)}
    </Typography>
  );

  if (isPending) {
    return (
      <Box sx={{ maxWidth: 1100 }}>
        {heading}
        <ResultsSkeleton />
      </Box>
    );
  }
  if (isError) {
    return (
      <Box sx={{ maxWidth: 1100 }}>
        {heading}
        <LoadFailed
          error={error}
          text={`Die Suche ist fehlgeschlagen. ${errorMessage(error)}`}
          onRetry={() => {
            if (!isFetching) void refetch();
          }}
        />
      </Box>
    );
  }
  if (data.total === 0) return <NoResults heading={heading} />;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      {heading}
      <Results query={query} data={data} filter={filter} onFilter={setFilter} />
    </Box>
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
      <Box
        role="group"
        aria-label="Nach Kategorie filtern"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {filters.map((entry) => {
          const selected = entry.value === filter;
          return (
            <Chip
              key={entry.value}
              component="button"
              type="button"
              label={`${entry.label} (${formatNumber(entry.count)})`}
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => onFilter(entry.value)}
              sx={{ fontSize: '0.9375rem' }}
            />
          );
        })}
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {hitsText(shown)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        {groups.map((group) => (
          <ResultSection key={group.type} group={group} today={today} onChoose={onChoose} />
        ))}
      </Box>
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
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        {group.label}
      </Typography>
      {group.count > group.results.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Die ersten {group.results.length} von {hitsText(group.count)}. Bitte verfeinern Sie Ihre Suche.
        </Typography>
      )}
      {group.type === 'Ansprechpartner' ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {group.results.map((result) =>
            result.person ? (
              <Paper component="li" key={result.id} variant="outlined" sx={{ p: 2 }}>
                <PersonCard person={result.person} />
              </Paper>
            ) : null,
          )}
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {group.results.map((result) => (
            <ResultRow key={result.id} result={result} today={today} onChoose={onChoose} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ResultsSkeleton() {
  return (
    <Box role="status" aria-label="Suchergebnisse werden geladen …">
      <Box sx={{ display: 'flex', gap: 1, mb: 3 }}>
        {[72, 120, 104, 88].map((width) => (
          <Skeleton key={width} variant="rounded" width={width} height={32} sx={{ borderRadius: 4 }} />
        ))}
      </Box>
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} variant="rounded" height={90} sx={{ mb: 1.5 }} />
      ))}
    </Box>
  );
}

export default SearchPage;
