import { FUNDS_TEXTS } from '@kp/contract/funds-constants';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { ToggleChip } from '../../ui/chip.tsx';
import { NewsletterCard } from '../../ui/newsletter-card.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { withParam } from '../../ui/search-params.ts';
import { SelectField } from '../../ui/select-field.tsx';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
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
import styles from './funds-page.module.css';

const TOPIC_PARAM = 'thema';
const SORT_PARAM = 'sortierung';

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
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.heading}`}>{FUNDS_TEXTS.title}</h1>

      <div className={styles.filters}>
        {isPending ? (
          <div className={styles.topics}>
            {[96, 128, 112, 140].map((width) => (
              <span key={width} className={`${skeleton.skeleton} ${styles.chipBone}`} style={{ width }} />
            ))}
          </div>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
          <div role="group" aria-label="Nach Thema filtern" className={styles.topics}>
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
          </div>
        )}
        <SelectField
          label="Sortieren nach"
          value={sort}
          onChange={(value) => {
            const next = value as FundSort;
            update(SORT_PARAM, next === DEFAULT_FUND_SORT ? null : next);
          }}
          className={styles.sort}
        >
          {FUND_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>

      <p role="status" className={`${text.body2} ${text.secondary} ${styles.result}`}>
        {isPending || isError ? '' : resultText(visible.length)}
      </p>
      {isError && (
        <LoadFailed
          className={styles.failed}
          error={error}
          text="Die Fördermöglichkeiten konnten nicht geladen werden."
          onRetry={() => void refetch()}
        />
      )}

      <div className={styles.grid}>
        {isPending
          ? [1, 2, 3, 4, 5, 6].map((n) => <CardSkeleton key={n} />)
          : visible.map((fund) => <FundCard key={fund.id} fund={fund} today={today} />)}
        {/* Last for keyboard and screen readers; from sm shown in the first row's last column. */}
        {!isPending && <NewsletterCard className={styles.newsletter} />}
      </div>
    </div>
  );
}

function resultText(count: number): string {
  if (count === 0) return 'Derzeit sind keine Fördermöglichkeiten eingetragen.';
  return count === 1 ? '1 Fördermöglichkeit' : `${count} Fördermöglichkeiten`;
}

function CardSkeleton() {
  return (
    <div aria-hidden>
      <span className={`${skeleton.skeleton} ${styles.imageBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.titleBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.shortBone}`} />
    </div>
  );
}

const fundsData: Prefetch = (queryClient) => queryClient.prefetchQuery(fundsQuery());
export const loader = serverData(fundsData);
export const clientLoader = browserData(fundsData);

export default FundsPage;
