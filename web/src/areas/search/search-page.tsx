import { fileUrl } from '@kp/contract/api-base';
import type { NewsEntry } from '@kp/contract/news';
import type { SearchResult, SearchResults } from '@kp/contract/search';
import {
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TEXTS,
  type SearchType,
} from '@kp/contract/search-constants';
import { ROUTES } from '@kp/contract/shell';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { contactPersons } from '../../ui/contact-persons.ts';
import { EntryMeta, stretchedLinkSx } from '../../ui/entry-meta.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import { isNew } from '../../ui/new-badge.tsx';
import { PersonCard } from '../../ui/person-card.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { latestNewsQuery, searchResultsQuery } from './api.ts';
import {
  type FilterValue,
  filterEntries,
  type ResultGroup,
  readQuery,
  resultGroups,
  resultRoute,
} from './search-results.ts';
import { noteSearchQuery, recordSearchChoice } from './search-session.ts';

/** Entries of the latest news on the page without hits. */
const LATEST_NEWS_COUNT = 4;

const hitsText = (count: number) => `${count.toLocaleString('de-DE')} Treffer`;

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
  // of a failed search with a retry that can never work (issue 26).
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
              label={`${entry.label} (${entry.count.toLocaleString('de-DE')})`}
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

const TYPE_ICONS: Record<Exclude<SearchType, 'Ansprechpartner'>, ReactNode> = {
  ServiceAreas: <WidgetsOutlinedIcon />,
  Services: <DescriptionOutlinedIcon />,
  SubServices: <SubdirectoryArrowRightIcon />,
  News: <NewspaperIcon />,
  Presse: <CampaignIcon />,
  'NEW-Gruppe': <BusinessOutlinedIcon />,
};

/** A result: thumbnail (or the category's icon), category, 'Neu' and date for news and press, title, subtitle. */
function ResultRow({
  result,
  today,
  onChoose,
}: {
  result: SearchResult;
  today: Date;
  onChoose: (result: SearchResult) => void;
}) {
  const thumbnail = fileUrl(result.image?.formats?.small.url ?? result.image?.url);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 56, sm: 88 },
          height: { xs: 56, sm: 66 },
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.selected',
          color: 'text.secondary',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          result.type !== 'Ansprechpartner' && TYPE_ICONS[result.type]
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {/* The section heading names the category; news and press add their label, 'Neu' and date. */}
        {result.pub_date && (
          <EntryMeta
            category={result.category ?? result.filter}
            date={result.pub_date}
            isNew={isNew({ wasRead: result.wasRead ?? true, pub_date: result.pub_date }, today)}
            mb={0.25}
          />
        )}
        <Typography component="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.35 }}>
          <Link
            component={RouterLink}
            to={resultRoute(result)}
            onClick={() => onChoose(result)}
            underline="hover"
            color="inherit"
            sx={stretchedLinkSx}
          >
            {result.title}
          </Link>
        </Typography>
        {!result.pub_date && result.subtitle && result.subtitle !== result.filter && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {result.subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** No hits (spec 01 §2): the texts, the suggestion 'Strom', the latest news, and the contacts on the right. */
function NoResults({ heading }: { heading: ReactNode }) {
  const user = useUser();
  return (
    <MainAside
      from="lg"
      gap={{ xs: 3, md: 4 }}
      aside={
        // No page names contact persons here: the fallback rule of the contact column, as on the FAQ page.
        <ContactColumn persons={contactPersons({ personsInCharge: [], showRegionalLeiter: false }, user)} />
      }
    >
      <Box sx={{ maxWidth: 900 }}>
        {heading}
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {SEARCH_TEXTS.noResultsTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{SEARCH_TEXTS.noResultsText}</Typography>
        <Typography sx={{ mb: 4 }}>
          Versuchen Sie es zum Beispiel mit{' '}
          <Link component={RouterLink} to={ROUTES.search(SEARCH_TEXTS.suggestion)} sx={{ fontWeight: 600 }}>
            {SEARCH_TEXTS.suggestion}
          </Link>
          .
        </Typography>
        <LatestNews />
      </Box>
    </MainAside>
  );
}

const newsRoute = (entry: Pick<NewsEntry, 'id' | 'is_press'>) =>
  entry.is_press ? ROUTES.pressDetail(entry.id) : ROUTES.newsDetail(entry.id);

function LatestNews() {
  const { data, isPending } = useQuery(latestNewsQuery());
  const headingId = useId();
  const entries = (data ?? []).slice(0, LATEST_NEWS_COUNT);
  if (!isPending && entries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Aktuelle Nachrichten
      </Typography>
      {isPending ? (
        <Box role="status" aria-label="Nachrichten werden geladen …" sx={{ display: 'grid', gap: 1.5 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={64} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={`${entry.category}-${entry.id}`}
              sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, py: 0.5 }}
            >
              <EntryMeta category={entry.category} date={entry.pub_date} mb={0.25} />
              <Typography component="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600 }}>
                <Link component={RouterLink} to={newsRoute(entry)} underline="hover">
                  {entry.title}
                </Link>
              </Typography>
            </Box>
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
