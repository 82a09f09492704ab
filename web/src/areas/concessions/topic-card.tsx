import type { ConcessionTopic } from '@kp/contract/concessions';
import { ROUTES } from '@kp/contract/shell';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import link from '../../ui/link.module.css';
import { RichText } from '../../ui/rich-text.tsx';
import { HistoryIcon } from './icons.tsx';
import styles from './topic-card.module.css';
import { HISTORY_ID, NewChip } from './topic-history.tsx';
import { formatDay } from './topic-view.ts';

/**
 * One concession topic (spec 02 §2, §3): Vertrag, Kommune, date of the last change, 'NEU' while it has an
 * active entry, the newest details and the button that opens the history.
 */
export function TopicCard({
  topic,
  selected,
  serviceAreaLink,
  buttonRef,
  onToggleHistory,
}: {
  topic: ConcessionTopic;
  selected: boolean;
  /** Whether the service area page can be linked for this user. */
  serviceAreaLink: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onToggleHistory: () => void;
}) {
  return (
    <article
      aria-labelledby={`konzessionsthema-${topic.id}`}
      className={selected ? `${styles.card} ${styles.selected}` : styles.card}
    >
      <div className={styles.head}>
        <h3 id={`konzessionsthema-${topic.id}`} className={styles.title}>
          {topic.vertrag}
        </h3>
        {topic.active && <NewChip />}
      </div>
      <div className={styles.meta}>
        <span>{topic.communeName}</span>
        <span>Geändert am {formatDay(topic.updated)}</span>
        {topic.serviceArea &&
          (serviceAreaLink ? (
            <Link className={link.link} to={ROUTES.serviceArea(topic.serviceArea.id)}>
              {topic.serviceArea.title}
            </Link>
          ) : (
            <span>{topic.serviceArea.title}</span>
          ))}
      </div>
      <RichText html={topic.details} />
      <Button
        ref={buttonRef}
        variant={selected ? 'contained' : 'outlined'}
        size="small"
        startIcon={<HistoryIcon />}
        aria-expanded={selected}
        aria-controls={selected ? HISTORY_ID : undefined}
        onClick={onToggleHistory}
        className={styles.historyButton}
      >
        Verlauf anzeigen
      </Button>
    </article>
  );
}
