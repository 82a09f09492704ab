import type { Contract } from '@kp/contract/contracts';
import { formatRemainingTerm } from '@kp/contract/contracts-constants';
import type { ReactNode } from 'react';
import { DetailsList } from '../../ui/details-list.tsx';
import styles from './contract-cards.module.css';
import { formatContractDate } from './contract-format.ts';
import { StatusLabel, Subject, Termine } from './contract-parts.tsx';

/** One page of contracts as a list of cards (below 960 px), with the table's fields. */
export function ContractCards({
  contracts,
  label,
  showCommune,
  todayMs,
  busy,
}: {
  contracts: Contract[];
  label: string;
  showCommune: boolean;
  todayMs: number;
  busy: boolean;
}) {
  return (
    <ul aria-label={label} aria-busy={busy} className={styles.cards}>
      {contracts.map((contract) => (
        <li key={contract.osId} className={styles.card}>
          <div className={styles.head}>
            <h2 className={styles.subject}>
              <Subject contract={contract} />
            </h2>
            <StatusLabel status={contract.Vertragsstatus} />
          </div>
          <DetailsList pairsPerRow={2} className={styles.details}>
            {showCommune && <Pair term="Kommune">{contract.kommune}</Pair>}
            <Pair term="Gebiet">{contract.Gebiet}</Pair>
            <Pair term="Stadtteil">{contract.Stadtteil ?? '–'}</Pair>
            <Pair term="NEW-Vertragspartner (intern)">{contract['NEW_Vertragspartner_(intern)']}</Pair>
            <Pair term="Vertragsbeginn">{formatContractDate(contract.Vertragsbeginn)}</Pair>
            <Pair term="Vertragsende">{formatContractDate(contract.Vertragsende)}</Pair>
            <Pair term="Restlaufzeit (Jahre)">{formatRemainingTerm(contract.Restlaufzeit)}</Pair>
            <Pair term="Termine">
              <Termine termine={contract.termine} todayMs={todayMs} />
            </Pair>
          </DetailsList>
        </li>
      ))}
    </ul>
  );
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
