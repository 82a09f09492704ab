import type { ConcessionTopic } from '@kp/contract/concessions';
import {
  ALL_COMMUNES,
  SORT_ORDERS,
  type SortOrder,
  TOPIC_SORT_KEYS,
  TOPIC_SORT_LABELS,
  type TopicSortKey,
} from '@kp/contract/concessions-constants';
import { COMMUNE_NAMES, ROUTES } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Fragment, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPathAvailableFor } from '../../app/pages.ts';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
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

const TITLE = 'Konzessionsthemen';

// The topics show once they are there: cards, history and progress bar load after the first paint.
const afterTopics = loadAfterPaint(() => import('./topic-parts.ts'));
const TopicCard = afterTopics.part((parts) => parts.TopicCard);
const TopicHistory = afterTopics.part((parts) => parts.TopicHistory);
const LinearProgress = afterTopics.part((parts) => parts.LinearProgress);

/**
 * The concession topics (/konzessionsthemen, spec 02 §2): sorted list, archived topics in their own
 * section behind a switch, and the history of one topic beside the list (9 of 12 columns for the list from
 * md) or below the topic on small screens. Sort, commune, archived and the open topic live in the URL.
 */
export function ConcessionTopicsPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const isEmployee = user.isNewEmployee;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
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
    <Box sx={{ maxWidth: 1600, minWidth: 0 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 800 }}>
        Der aktuelle Stand der Themen rund um die Konzessionsverträge. Über «Verlauf anzeigen» sehen Sie alle
        bisherigen Einträge eines Themas.
      </Typography>

      <Box
        role="group"
        aria-label="Sortierung und Filter"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}
      >
        <SelectField
          label="Sortieren nach"
          value={view.sort}
          onChange={(value) => update({ sort: value as TopicSortKey })}
          sx={{ minWidth: 180 }}
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
          sx={{ minWidth: 160 }}
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
        <FormControlLabel
          control={
            <Switch checked={view.archived} onChange={(_event, checked) => update({ archived: checked })} />
          }
          label="Archivierte Themen anzeigen"
          sx={{ ml: 0, mb: 0.25 }}
        />
      </Box>

      {topics.isPending ? (
        <LoadingStatus text="Konzessionsthemen werden geladen …" />
      ) : !data ? (
        <LoadFailed error={topics.error} onRetry={() => void topics.refetch()} />
      ) : (
        <Suspense fallback={<LoadingStatus text="Konzessionsthemen werden geladen …" />}>
          {topics.isError && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {errorMessage(topics.error)}
            </Alert>
          )}
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {topicCountText(sections.current.length, view.archived ? sections.archived.length : null)}
          </Typography>
          <Box sx={{ height: 4, mb: 1 }}>
            {topics.isFetching && <LinearProgress aria-label="Konzessionsthemen werden geladen" />}
          </Box>
          {/* The same two children with or without a sidebar, so the list is not drawn anew on open. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: open && wide ? 'minmax(0, 9fr) minmax(0, 3fr)' : 'minmax(0, 1fr)',
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 4 }} aria-busy={topics.isFetching}>
              <Box component="section" aria-labelledby="aktuelle-themen" sx={{ display: 'grid', gap: 2 }}>
                <Typography
                  component="h2"
                  variant="h2"
                  id="aktuelle-themen"
                  sx={view.archived ? { fontSize: '1.375rem' } : visuallyHidden}
                >
                  Aktuelle Themen
                </Typography>
                {sections.current.length === 0 ? (
                  <Typography sx={{ color: 'text.secondary' }}>
                    Es liegen keine aktuellen Konzessionsthemen vor.
                  </Typography>
                ) : (
                  sections.current.map(renderTopic)
                )}
              </Box>
              {view.archived && (
                <Box
                  component="section"
                  aria-labelledby="archivierte-themen"
                  sx={{ display: 'grid', gap: 2 }}
                >
                  <Typography
                    component="h2"
                    variant="h2"
                    id="archivierte-themen"
                    sx={{ fontSize: '1.375rem' }}
                  >
                    Archivierte Themen
                  </Typography>
                  {sections.archived.length === 0 ? (
                    <Typography sx={{ color: 'text.secondary' }}>
                      Es liegen keine archivierten Konzessionsthemen vor.
                    </Typography>
                  ) : (
                    sections.archived.map(renderTopic)
                  )}
                </Box>
              )}
            </Box>
            {wide && open && (
              <TopicHistory topic={open} sidebar autoFocus={focusHistory} onClose={closeHistory} />
            )}
          </Box>
        </Suspense>
      )}
    </Box>
  );
}

export default ConcessionTopicsPage;
