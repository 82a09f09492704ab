import {
  RABATT_COLUMN_EMPTY,
  RABATT_COLUMN_TITLES,
  RABATT_ROUTES,
  RABATT_STATUSES,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import { useId } from 'react';
import { Link } from 'react-router';
import link from '../../ui/link.module.css';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { CheckCircleIcon } from './icons.tsx';
import type { CommuneCard } from './overview-data.ts';
import styles from './status-columns.module.css';

/**
 * The employees' board (spec 02 §2): one column per status with the communes' cards of the year. Five
 * narrow columns fit the 940 px beside the open drawer at 1264 px, so the cards stay small.
 */
export function StatusColumns({
  columns,
  year,
  selected,
  onSelect,
}: {
  columns: Record<RabattStatus, CommuneCard[]>;
  year: number;
  selected: string | null;
  onSelect: (commune: string) => void;
}) {
  return (
    <div className={styles.board}>
      {RABATT_STATUSES.map((status) => (
        <StatusColumn
          key={status}
          status={status}
          cards={columns[status]}
          year={year}
          selected={selected}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}

function StatusColumn({
  status,
  cards,
  year,
  selected,
  onSelect,
}: {
  status: RabattStatus;
  cards: CommuneCard[];
  year: number;
  selected: string | null;
  onSelect: (commune: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.column}>
      <h2 id={headingId} className={styles.heading}>
        <span>{RABATT_COLUMN_TITLES[status]}</span>
        <span aria-hidden="true" className={styles.count}>
          {cards.length}
        </span>
        <ScreenReaderText>{`, ${cards.length === 1 ? '1 Kommune' : `${cards.length} Kommunen`}`}</ScreenReaderText>
      </h2>
      {cards.length === 0 ? (
        <p className={`${text.body2} ${text.secondary} ${styles.empty}`}>{RABATT_COLUMN_EMPTY[status]}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.commune}>
              <CommuneStatusCard
                card={card}
                year={year}
                selected={card.commune === selected}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CommuneStatusCard({
  card,
  year,
  selected,
  onSelect,
}: {
  card: CommuneCard;
  year: number;
  selected: boolean;
  onSelect: (commune: string) => void;
}) {
  return (
    <div className={[surface.outlined, styles.card, selected && styles.selected].filter(Boolean).join(' ')}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(card.commune)}
        className={styles.choose}
      >
        <span className={styles.name}>
          {card.commune}
          {selected && <CheckCircleIcon className={styles.check} />}
        </span>
        <span className={styles.points}>
          {card.lieferstellenCount === 1
            ? '1 Lieferstelle'
            : `${formatNumber(card.lieferstellenCount)} Lieferstellen`}
        </span>
        <span className={styles.sum}>
          {formatEuro(card.gesamtRabatt)}
          <ScreenReaderText>{' Rabatt'}</ScreenReaderText>
        </span>
      </button>
      <Link to={RABATT_ROUTES.list(card.commune, year)} className={`${link.link} ${styles.list}`}>
        Lieferstellen
        <ScreenReaderText>{` von ${card.commune}`}</ScreenReaderText>
      </Link>
    </div>
  );
}
