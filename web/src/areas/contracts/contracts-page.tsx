import { ALL_COMMUNES } from '@kp/contract/concessions-constants';
import {
  CONTRACT_STATUS_FILTER,
  CONTRACTS_LOADING_TEXT,
  CONTRACTS_PER_PAGE,
} from '@kp/contract/contracts-constants';
import { BREAKPOINTS, COMMUNE_NAMES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { fromWidth, useMediaQuery } from '../../ui/use-media-query.ts';
import { contractsQuery } from './api.ts';
import { todayUtcMs } from './contract-format.ts';
import {
  type ContractView,
  pageOf,
  parseContractView,
  statusFilterOf,
  statusOfFilter,
  withContractView,
} from './contract-view.ts';
import styles from './contracts-page.module.css';

// The list shows once the contracts are there: its table, cards and pager load after the first paint.
const afterList = loadAfterPaint(() => import('./contracts-list.tsx'));
const ContractsList = afterList.part((module) => module.ContractsList);

const TITLE = 'Vertragsübersicht';

/**
 * The contract overview (/vertragsuebersicht, spec 02 §2): status filter, for employees a commune filter
 * and column, 10 contracts per page; a table from 960 px, cards below. Filters and page live in the URL.
 */
export function ContractsPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const isEmployee = user.isNewEmployee;
  // A table from 960 px, cards below. The server says cards; the list shows only once the contracts are
  // loaded in the browser, so it never changes its form on screen.
  const wide = useMediaQuery(fromWidth(BREAKPOINTS.md));
  const [params, setParams] = useSearchParams();
  const view = parseContractView(params, isEmployee);
  afterList.usePreload();
  const list = useQuery({
    ...contractsQuery({ commune: view.commune, status: view.status }),
    meta: { silent: true },
  });
  // One "today" per visit, so struck-through dates do not change while the page is open.
  const [todayMs] = useState(() => todayUtcMs());
  const listTop = useRef<HTMLDivElement>(null);

  const changeView = (change: Partial<ContractView>) =>
    // A changed filter starts at page 1; pages are steps in the history, filter changes are not.
    setParams((current) => withContractView(current, { ...view, page: 1, ...change }), {
      replace: change.page === undefined,
      preventScrollReset: true,
    });

  const changePage = (page: number) => {
    changeView({ page });
    // The new page starts at the list's top, not where the pager was.
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < TOP_BAR_HEIGHT) top.scrollIntoView({ block: 'start' });
  };

  const contracts = list.data;
  const shown = contracts ? pageOf(contracts, view.page, CONTRACTS_PER_PAGE) : null;
  const scopeName = isEmployee ? (view.commune ?? 'aller Kommunen') : (user.commune?.name ?? '');
  const caption = [`Verträge ${scopeName}`.trim(), view.status && `Status ${view.status}`]
    .filter(Boolean)
    .join(', ');
  // Not the caption: a label naming 'Kommunen' or 'Status' would be a second match for the selects' labels.
  const listLabel = `Verträge ${isEmployee ? (view.commune ?? '') : (user.commune?.name ?? '')}`.trim();
  const partner = isEmployee ? (view.commune ?? 'den Kommunen') : (user.commune?.name ?? 'Ihrer Kommune');
  const filtered = view.status !== null || view.commune !== null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.intro}>{`Die Verträge zwischen der NEW und ${partner}.`}</p>

      {/* biome-ignore lint/a11y/useSemanticElements: a group of filters, not a form's fieldset with a legend */}
      <div role="group" aria-label="Filter" className={styles.filters}>
        <SelectField
          label="Status"
          value={statusFilterOf(view.status)}
          onChange={(value) => changeView({ status: statusOfFilter(value) })}
        >
          {CONTRACT_STATUS_FILTER.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        {isEmployee && (
          <SelectField
            label="Kommune"
            value={view.commune ?? ''}
            onChange={(value) => changeView({ commune: value || null })}
          >
            <option value="">{ALL_COMMUNES}</option>
            {COMMUNE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        )}
      </div>

      {list.isPending ? (
        <LoadingStatus text={CONTRACTS_LOADING_TEXT} />
      ) : !contracts || !shown ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Suspense fallback={<LoadingStatus text={CONTRACTS_LOADING_TEXT} />}>
          <ContractsList
            listTop={listTop}
            contracts={contracts}
            shown={shown}
            warning={list.isError ? errorMessage(list.error) : null}
            fetching={list.isFetching}
            filtered={filtered}
            wide={wide}
            caption={caption}
            label={listLabel}
            showCommune={isEmployee}
            todayMs={todayMs}
            onPage={changePage}
          />
        </Suspense>
      )}
    </div>
  );
}

export default ContractsPage;
