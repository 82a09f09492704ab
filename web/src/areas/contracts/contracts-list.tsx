import type { Contract } from '@kp/contract/contracts';
import { CONTRACTS_LOADING_TEXT, CONTRACTS_PER_PAGE } from '@kp/contract/contracts-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { ContractCards } from './contract-cards.tsx';
import { contractCountText } from './contract-format.ts';
import { lastPage } from './contract-view.ts';
import { ContractsTable } from './contracts-table.tsx';

/**
 * The contracts of the chosen page with their count, the table from 960 px or cards below, and the pager;
 * loaded by contracts-page.tsx after its first paint.
 */
export function ContractsList({
  listTop,
  contracts,
  shown,
  warning,
  fetching,
  filtered,
  wide,
  caption,
  label,
  showCommune,
  todayMs,
  onPage,
}: {
  listTop: RefObject<HTMLDivElement | null>;
  contracts: Contract[];
  shown: { rows: Contract[]; page: number };
  /** The error of a failed refresh, shown above the list that is still there. */
  warning: string | null;
  fetching: boolean;
  filtered: boolean;
  wide: boolean;
  caption: string;
  label: string;
  showCommune: boolean;
  todayMs: number;
  onPage: (page: number) => void;
}) {
  return (
    <Box ref={listTop} sx={{ scrollMarginTop: TOP_BAR_HEIGHT + 16 }}>
      {warning && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {warning}
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {contracts.length === 0 ? '' : contractCountText(contracts.length)}
      </Typography>
      <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label={CONTRACTS_LOADING_TEXT} />}</Box>
      {contracts.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {filtered ? 'Für diese Auswahl liegen keine Verträge vor.' : 'Es liegen keine Verträge vor.'}
        </Typography>
      ) : wide ? (
        <ContractsTable
          contracts={shown.rows}
          caption={caption}
          label={label}
          showCommune={showCommune}
          todayMs={todayMs}
          busy={fetching}
        />
      ) : (
        <ContractCards
          contracts={shown.rows}
          label={label}
          showCommune={showCommune}
          todayMs={todayMs}
          busy={fetching}
        />
      )}
      {contracts.length > CONTRACTS_PER_PAGE && (
        <Pagination
          aria-label="Seiten der Verträge"
          count={lastPage(contracts.length, CONTRACTS_PER_PAGE)}
          page={shown.page}
          onChange={(_event, page) => onPage(page)}
          color="primary"
          siblingCount={wide ? 1 : 0}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
