import type { Contract } from '@kp/contract/contracts';
import { CONTRACTS_LOADING_TEXT, CONTRACTS_PER_PAGE } from '@kp/contract/contracts-constants';
import type { RefObject } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Pager } from '../../ui/pager.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { ContractCards } from './contract-cards.tsx';
import { contractCountText } from './contract-format.ts';
import { lastPage } from './contract-view.ts';
import styles from './contracts-list.module.css';
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
    <div ref={listTop} className={styles.list}>
      {warning && (
        <Alert severity="warning" role="alert" className={styles.warning}>
          {warning}
        </Alert>
      )}
      <p role="status" className={styles.count}>
        {contracts.length === 0 ? '' : contractCountText(contracts.length)}
      </p>
      <div className={styles.progress}>{fetching && <ProgressBar label={CONTRACTS_LOADING_TEXT} />}</div>
      {contracts.length === 0 ? (
        <p className={styles.empty}>
          {filtered ? 'Für diese Auswahl liegen keine Verträge vor.' : 'Es liegen keine Verträge vor.'}
        </p>
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
        <Pager
          label="Seiten der Verträge"
          count={lastPage(contracts.length, CONTRACTS_PER_PAGE)}
          page={shown.page}
          siblings={wide ? 1 : 0}
          onPage={onPage}
          className={styles.pager}
        />
      )}
    </div>
  );
}
