import { ALL_COMMUNES } from '@kp/contract/concessions-constants';
import {
  CONTRACT_STATUS_FILTER,
  CONTRACTS_LOADING_TEXT,
  CONTRACTS_PER_PAGE,
} from '@kp/contract/contracts-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { contractsQuery } from './api.ts';
import { ContractCards } from './contract-cards.tsx';
import { contractCountText, todayUtcMs } from './contract-format.ts';
import {
  type ContractView,
  lastPage,
  pageOf,
  parseContractView,
  statusFilterOf,
  statusOfFilter,
  withContractView,
} from './contract-view.ts';
import { ContractsTable } from './contracts-table.tsx';

const TITLE = 'Vertragsübersicht';

/**
 * The contract overview (/vertragsuebersicht, spec 02 §2): status filter, for employees a commune filter
 * and column, 10 contracts per page; a table from 960 px, cards below. Filters and page live in the URL.
 */
export function ContractsPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const isEmployee = user.isNewEmployee;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const view = parseContractView(params, isEmployee);
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
    <Box sx={{ maxWidth: 1600, minWidth: 0 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {`Die Verträge zwischen der NEW und ${partner}.`}
      </Typography>

      <Box
        role="group"
        aria-label="Filter"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}
      >
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
      </Box>

      {list.isPending ? (
        <LoadingStatus text={CONTRACTS_LOADING_TEXT} />
      ) : !contracts || !shown ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Box ref={listTop} sx={{ scrollMarginTop: TOP_BAR_HEIGHT + 16 }}>
          {list.isError && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {errorMessage(list.error)}
            </Alert>
          )}
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {contracts.length === 0 ? '' : contractCountText(contracts.length)}
          </Typography>
          <Box sx={{ height: 4 }}>
            {list.isFetching && <LinearProgress aria-label={CONTRACTS_LOADING_TEXT} />}
          </Box>
          {contracts.length === 0 ? (
            <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
              {filtered ? 'Für diese Auswahl liegen keine Verträge vor.' : 'Es liegen keine Verträge vor.'}
            </Typography>
          ) : wide ? (
            <ContractsTable
              contracts={shown.rows}
              caption={caption}
              label={listLabel}
              showCommune={isEmployee}
              todayMs={todayMs}
              busy={list.isFetching}
            />
          ) : (
            <ContractCards
              contracts={shown.rows}
              label={listLabel}
              showCommune={isEmployee}
              todayMs={todayMs}
              busy={list.isFetching}
            />
          )}
          {contracts.length > CONTRACTS_PER_PAGE && (
            <Pagination
              aria-label="Seiten der Verträge"
              count={lastPage(contracts.length, CONTRACTS_PER_PAGE)}
              page={shown.page}
              onChange={(_event, page) => changePage(page)}
              color="primary"
              siblingCount={wide ? 1 : 0}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
