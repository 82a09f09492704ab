import { FUNDS_TEXTS } from '@kp/contract/funds-constants';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { ToggleChip } from '../../ui/chip.tsx';
import { NewsletterCard } from '../../ui/newsletter-card.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { withParam } from '../../ui/search-params.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { fundsQuery } from './api.ts';
import { FundCard } from './fund-card.tsx';
import {
  DEFAULT_FUND_SORT,
  FUND_SORT_OPTIONS,
  type FundSort,
  filterByTopic,
  localIsoDate,
  parseFundSort,
  parseTopicId,
  sortFunds,
  topicChips,
} from './fund-list.ts';

const TOPIC_PARAM = 'thema';
const SORT_PARAM = 'sortierung';

/** 1 column on xs, 2 on sm, 3 from md (spec 01 §2, funding list). */
const gridColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };

/**
 * The funding list (spec 01 §2): topic chips with counts, the sort select and the card grid. Filter and sort
 * live in the URL, so a filtered list can be shared and survives the way back from a detail page.
 */
export function FundsPage() {
  useDocumentTitle(FUNDS_TEXTS.title);
  const { data: funds, isPending, isError, error, refetch } = useQuery(fundsQuery());
  const [params, setParams] = useSearchParams();
  const sort = parseFundSort(params.get(SORT_PARAM));
  const chips = useMemo(() => topicChips(funds ?? []), [funds]);
  const wantedTopic = parseTopicId(params.get(TOPIC_PARAM));
  // A topic that no programme carries (an old link) shows all.
  const topicId = chips.some((chip) => chip.topicId === wantedTopic) ? wantedTopic : null;
  const visible = useMemo(() => sortFunds(filterByTopic(funds ?? [], topicId), sort), [funds, topicId, sort]);
  const today = localIsoDate();

  const update = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: true, preventScrollReset: true });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {FUNDS_TEXTS.title}
      </Typography>

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        {isPending ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {[96, 128, 112, 140].map((width) => (
              <Skeleton key={width} variant="rounded" width={width} height={32} sx={{ borderRadius: 4 }} />
            ))}
          </Box>
        ) : (
          <Box
            role="group"
            aria-label="Nach Thema filtern"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {chips.map((chip) => {
              const selected = chip.topicId === topicId;
              return (
                <ToggleChip
                  key={chip.topicId ?? 'alle'}
                  label={chip.label}
                  pressed={selected}
                  onClick={() => update(TOPIC_PARAM, chip.topicId === null ? null : String(chip.topicId))}
                />
              );
            })}
          </Box>
        )}
        <SelectField
          label="Sortieren nach"
          value={sort}
          onChange={(value) => {
            const next = value as FundSort;
            update(SORT_PARAM, next === DEFAULT_FUND_SORT ? null : next);
          }}
          sx={{ flexShrink: 0 }}
        >
          {FUND_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </Box>

      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {isPending || isError ? '' : resultText(visible.length)}
      </Typography>
      {isError && (
        <LoadFailed
          sx={{ mb: 3 }}
          error={error}
          text="Die Fördermöglichkeiten konnten nicht geladen werden."
          onRetry={() => void refetch()}
        />
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: gridColumns, gap: 3 }}>
        {isPending
          ? [1, 2, 3, 4, 5, 6].map((n) => <CardSkeleton key={n} />)
          : visible.map((fund) => <FundCard key={fund.id} fund={fund} today={today} />)}
        {/* Last for keyboard and screen readers; from sm shown in the first row's last column. */}
        {!isPending && (
          <NewsletterCard sx={{ gridRow: { sm: 1 }, gridColumn: { sm: '-2 / -1' }, alignSelf: 'start' }} />
        )}
      </Box>
    </Box>
  );
}

function resultText(count: number): string {
  if (count === 0) return 'Derzeit sind keine Fördermöglichkeiten eingetragen.';
  return count === 1 ? '1 Fördermöglichkeit' : `${count} Fördermöglichkeiten`;
}

function CardSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton variant="text" sx={{ fontSize: '1.2rem', mt: 1.5, width: '80%' }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '40%' }} />
    </Box>
  );
}

const fundsData: Prefetch = (queryClient) => queryClient.prefetchQuery(fundsQuery());
export const loader = serverData(fundsData);
export const clientLoader = browserData(fundsData);

export default FundsPage;
