import type { Contract } from '@kp/contract/contracts';
import { formatRemainingTerm } from '@kp/contract/contracts-constants';
import screenReader from '../../ui/screen-reader-text.module.css';
import { formatContractDate } from './contract-format.ts';
import { StatusLabel, Subject, Termine } from './contract-parts.tsx';
import styles from './contracts-table.module.css';

/**
 * One page of contracts as a table (960 px and wider). Compact cells that wrap, so ten columns fit beside
 * the drawer at 1264 px; a horizontal scroll container is the last resort.
 */
export function ContractsTable({
  contracts,
  caption,
  label,
  showCommune,
  todayMs,
  busy,
}: {
  contracts: Contract[];
  caption: string;
  /** The scroll region's name; not the caption, see the page. */
  label: string;
  showCommune: boolean;
  todayMs: number;
  busy: boolean;
}) {
  return (
    // Focusable, so the table can be scrolled by keyboard where it is wider than the page.
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a named scroll region, focusable for the keyboard
    <div role="region" aria-label={label} tabIndex={0} className={styles.container}>
      <table aria-busy={busy} className={styles.table}>
        <caption className={screenReader.hidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Vertrags&shy;gegenstand</th>
            {showCommune && <th scope="col">Kommune</th>}
            <th scope="col">Status</th>
            <th scope="col">Gebiet</th>
            <th scope="col">Stadtteil</th>
            <th scope="col">NEW-Vertrags&shy;partner (intern)</th>
            <th scope="col">Vertrags&shy;beginn</th>
            <th scope="col">Vertrags&shy;ende</th>
            <th scope="col" className={styles.number}>
              Rest&shy;laufzeit (Jahre)
            </th>
            <th scope="col">Termine</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.osId}>
              <th scope="row" className={styles.subject}>
                <Subject contract={contract} />
              </th>
              {showCommune && <td>{contract.kommune}</td>}
              <td>
                <StatusLabel status={contract.Vertragsstatus} />
              </td>
              <td>{contract.Gebiet}</td>
              <td>{contract.Stadtteil ?? '–'}</td>
              <td>{contract['NEW_Vertragspartner_(intern)']}</td>
              <td className={styles.date}>{formatContractDate(contract.Vertragsbeginn)}</td>
              <td className={styles.date}>{formatContractDate(contract.Vertragsende)}</td>
              <td className={`${styles.number} ${styles.term}`}>
                {formatRemainingTerm(contract.Restlaufzeit)}
              </td>
              {/* Wide enough for 'Sonderkündigung 31.12.26' on one line (decision 016); scrolling is the last resort. */}
              <td className={styles.termine}>
                <Termine termine={contract.termine} todayMs={todayMs} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
