import type { Contract } from '@kp/contract/contracts';
import { type ContractStatus, isExpiredSpecialTermination } from '@kp/contract/contracts-constants';
import link from '../../ui/link.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import { formatShortDate } from './contract-format.ts';
import styles from './contract-parts.module.css';

/**
 * The contract's dates: each 'Termin DD.MM.YY'; a Sonderkündigung that has passed is struck through. The
 * kind may wrap before its date, so the column stays narrow enough for the table beside the drawer.
 */
export function Termine({ termine, todayMs }: { termine: Contract['termine']; todayMs: number }) {
  if (termine.length === 0) return <>–</>;
  return (
    <ul className={styles.termine}>
      {termine.map((termin, index) => {
        const text = (
          <>
            {termin.Termin}
            {termin.Frist !== null && (
              <>
                {' '}
                <span className={styles.date}>{formatShortDate(termin.Frist)}</span>
              </>
            )}
          </>
        );
        return (
          // Termine have no id; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {isExpiredSpecialTermination(termin, todayMs) ? (
              <>
                <s className={styles.expired}>{text}</s>
                <ScreenReaderText>{' (abgelaufen)'}</ScreenReaderText>
              </>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function StatusLabel({ status }: { status: ContractStatus }) {
  return <span className={`${styles.status} ${status === 'aktiv' ? styles.active : ''}`}>{status}</span>;
}

/** Only web addresses become links; anything else in `link` is not followed. */
const isWebLink = (link: string | null): link is string => link !== null && /^https?:\/\//i.test(link);

/** The Vertragsgegenstand, a link to the contract document when the DMS gave one. */
export function Subject({ contract }: { contract: Contract }) {
  if (!isWebLink(contract.link)) return <>{contract.Vertragsgegenstand}</>;
  return (
    <a href={contract.link} target="_blank" rel="noopener noreferrer" className={link.link}>
      {contract.Vertragsgegenstand}
      <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>
    </a>
  );
}
