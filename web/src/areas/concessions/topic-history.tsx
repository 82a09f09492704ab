import type { ConcessionTopic } from '@kp/contract/concessions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { IconButton } from '../../ui/icon-button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import text from '../../ui/type.module.css';
import { topicHistoryQuery } from './api.ts';
import styles from './topic-history.module.css';
import { formatDay } from './topic-view.ts';

export const HISTORY_ID = 'konzessionsthema-verlauf';

/**
 * The history of one topic (spec 02 §2): its entries newest first, the active one marked 'NEU'. From md a
 * sticky sidebar beside the list, below that a full-width block under the selected topic. `autoFocus`
 * moves focus to the heading when a person opened it, not when a shared link did.
 */
export function TopicHistory({
  topic,
  sidebar,
  autoFocus,
  onClose,
}: {
  topic: ConcessionTopic;
  sidebar: boolean;
  autoFocus: boolean;
  onClose: () => void;
}) {
  const history = useQuery({ ...topicHistoryQuery(topic.id), meta: { silent: true } });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Once per opened topic; the id is what changes when another topic's history is opened.
    if (autoFocus && topic.id) heading.current?.focus();
  }, [autoFocus, topic.id]);

  return (
    <aside
      id={HISTORY_ID}
      aria-labelledby={headingId}
      className={sidebar ? `${styles.history} ${styles.sidebar}` : styles.history}
    >
      <div className={styles.head}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          Verlauf: {topic.vertrag}
        </h2>
        <IconButton
          label="Verlauf schließen"
          onClick={onClose}
          size="small"
          color="default"
          className={styles.close}
        >
          <CloseIcon size="medium" />
        </IconButton>
      </div>

      {history.isPending ? (
        <LoadingStatus text="Verlauf wird geladen …" className={styles.loading} />
      ) : history.isError ? (
        <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className={`${text.body2} ${text.secondary}`}>Zu diesem Thema gibt es noch keine Einträge.</p>
      ) : (
        <ol className={styles.entries}>
          {history.data.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <time
                  dateTime={new Date(entry.Datum).toISOString()}
                  className={`${text.body2} ${styles.date}`}
                >
                  {formatDay(entry.Datum)}
                </time>
                {entry.active && <NewChip />}
              </div>
              <div className={styles.entryText}>
                <RichText html={entry.Details} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

/** The 'NEU' marker of a topic or entry with an active detail entry. */
export function NewChip() {
  return <span className={styles.new}>NEU</span>;
}
