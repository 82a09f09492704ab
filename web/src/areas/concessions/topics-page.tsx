import type { ConcessionTopic } from '@kp/contract/concessions';
import {
  ALL_COMMUNES,
  SORT_ORDERS,
  type SortOrder,
  TOPIC_SORT_KEYS,
  TOPIC_SORT_LABELS,
  type TopicSortKey,
} from '@kp/contract/concessions-constants';
import { BREAKPOINTS, COMMUNE_NAMES, ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { Fragment, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPathAvailableFor } from '../../app/pages.ts';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Alert } from '../../ui/alert.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import screenReader from '../../ui/screen-reader-text.module.css';
import { SelectField } from '../../ui/select-field.tsx';
import { Switch } from '../../ui/switch.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { fromWidth, useMediaQuery } from '../../ui/use-media-query.ts';
import { topicsQuery } from './api.ts';
import {
  ORDER_LABELS,
  parseTopicView,
  selectedTopic,
  splitTopics,
  type TopicView,
  topicCountText,
  withTopicView,
} from './topic-view.ts';
import styles from './topics-page.module.css';

const TITLE = 'Konzessionsthemen';

// The topics show once they are there: cards and history load after the first paint.
const afterTopics = loadAfterPaint(() => import('./topic-parts.ts'));
const TopicCard = afterTopics.part((parts) => parts.TopicCard);
const TopicHistory = afterTopics.part((parts) => parts.TopicHistory);

/**
 * The concession topics (/konzessionsthemen, spec 02 §2): sorted list, archived topics in their own
 * section behind a switch, and the history of one topic beside the list (9 of 12 columns for the list from
 * md) or below the topic on small screens. Sort, commune, archived and the open topic live in the URL.
 */
export function ConcessionTopicsPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const isEmployee = user.isNewEmployee;
  const wide = useMediaQuery(fromWidth(BREAKPOINTS.md));
  const [params, setParams] = useSearchParams();
  const view = parseTopicView(params, isEmployee);
  afterTopics.usePreload();
  const topics = useQuery({
    ...topicsQuery({ sort: view.sort, order: view.order, commune: view.commune }),
    meta: { silent: true },
  });
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // Focus moves into the history when a person opens it, not when the page opens from a shared link.
  const [focusHistory, setFocusHistory] = useState(false);

  const update = (change: Partial<TopicView>) =>
    setParams((current) => withTopicView(current, { ...parseTopicView(current, isEmployee), ...change }), {
      replace: true,
      preventScrollReset: true,
    });

  const data = topics.data;
  const open = data ? selectedTopic(data, view) : null;
  const sections = splitTopics(data ?? []);

  const closeHistory = () => {
    const id = open?.id;
    setFocusHistory(false);
    update({ selected: null });
    // Back to the button that opened it, once the layout without the sidebar is drawn.
    if (id !== undefined) window.setTimeout(() => buttons.current.get(id)?.focus(), 0);
  };

  const toggleHistory = (topic: ConcessionTopic) => {
    if (open?.id === topic.id) {
      closeHistory();
      return;
    }
    setFocusHistory(true);
    update({ selected: topic.id });
  };

  const renderTopic = (topic: ConcessionTopic) => (
    <Fragment key={topic.id}>
      <TopicCard
        topic={topic}
        selected={open?.id === topic.id}
        serviceAreaLink={
          topic.serviceArea !== null && isPathAvailableFor(ROUTES.serviceArea(topic.serviceArea.id), user)
        }
        buttonRef={(element) => {
          if (element) buttons.current.set(topic.id, element);
          else buttons.current.delete(topic.id);
        }}
        onToggleHistory={() => toggleHistory(topic)}
      />
      {!wide && open?.id === topic.id && (
        <TopicHistory topic={topic} sidebar={false} autoFocus={focusHistory} onClose={closeHistory} />
      )}
    </Fragment>
  );

  return (
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.heading}`}>{TITLE}</h1>
      <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>
        Der aktuelle Stand der Themen rund um die Konzessionsverträge. Über «Verlauf anzeigen» sehen Sie alle
        bisherigen Einträge eines Themas.
      </p>

      {/* biome-ignore lint/a11y/useSemanticElements: a group of filters, not a form's fieldset with a legend */}
      <div role="group" aria-label="Sortierung und Filter" className={styles.controls}>
        <SelectField
          label="Sortieren nach"
          value={view.sort}
          onChange={(value) => update({ sort: value as TopicSortKey })}
          className={styles.sortField}
        >
          {TOPIC_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {TOPIC_SORT_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Reihenfolge"
          value={view.order}
          onChange={(value) => update({ order: value as SortOrder })}
          className={styles.orderField}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {ORDER_LABELS[order]}
            </option>
          ))}
        </SelectField>
        {isEmployee && (
          <SelectField
            label="Kommune"
            value={view.commune ?? ''}
            onChange={(value) => update({ commune: value || null })}
          >
            <option value="">{ALL_COMMUNES}</option>
            {COMMUNE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        )}
        <Switch
          label="Archivierte Themen anzeigen"
          checked={view.archived}
          onChange={(checked) => update({ archived: checked })}
          className={styles.archived}
        />
      </div>

      {topics.isPending ? (
        <LoadingStatus text="Konzessionsthemen werden geladen …" />
      ) : !data ? (
        <LoadFailed error={topics.error} onRetry={() => void topics.refetch()} />
      ) : (
        <Suspense fallback={<LoadingStatus text="Konzessionsthemen werden geladen …" />}>
          {topics.isError && (
            <Alert severity="warning" className={styles.gap}>
              {errorMessage(topics.error)}
            </Alert>
          )}
          <p role="status" className={`${text.body2} ${text.secondary} ${styles.gap}`}>
            {topicCountText(sections.current.length, view.archived ? sections.archived.length : null)}
          </p>
          <div className={`${styles.progress} ${styles.gap}`}>
            {topics.isFetching && <ProgressBar label="Konzessionsthemen werden geladen" />}
          </div>
          {/* The same two children with or without a sidebar, so the list is not drawn anew on open. */}
          <div className={open && wide ? `${styles.layout} ${styles.withHistory}` : styles.layout}>
            <div className={styles.sections} aria-busy={topics.isFetching}>
              <section aria-labelledby="aktuelle-themen" className={styles.section}>
                <h2
                  id="aktuelle-themen"
                  className={view.archived ? styles.sectionHeading : screenReader.hidden}
                >
                  Aktuelle Themen
                </h2>
                {sections.current.length === 0 ? (
                  <p className={`${text.body1} ${text.secondary}`}>
                    Es liegen keine aktuellen Konzessionsthemen vor.
                  </p>
                ) : (
                  sections.current.map(renderTopic)
                )}
              </section>
              {view.archived && (
                <section aria-labelledby="archivierte-themen" className={styles.section}>
                  <h2 id="archivierte-themen" className={styles.sectionHeading}>
                    Archivierte Themen
                  </h2>
                  {sections.archived.length === 0 ? (
                    <p className={`${text.body1} ${text.secondary}`}>
                      Es liegen keine archivierten Konzessionsthemen vor.
                    </p>
                  ) : (
                    sections.archived.map(renderTopic)
                  )}
                </section>
              )}
            </div>
            {wide && open && (
              <TopicHistory topic={open} sidebar autoFocus={focusHistory} onClose={closeHistory} />
            )}
          </div>
        </Suspense>
      )}
    </div>
  );
}

export default ConcessionTopicsPage;
