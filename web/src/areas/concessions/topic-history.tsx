import type { ConcessionTopic } from '@kp/contract/concessions';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { topicHistoryQuery } from './api.ts';
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
    <Box
      component="aside"
      id={HISTORY_ID}
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: sidebar ? 1.5 : 2,
        ...(sidebar && {
          position: 'sticky',
          top: TOP_BAR_HEIGHT + 16,
          maxHeight: `calc(100vh - ${TOP_BAR_HEIGHT + 32}px)`,
          overflowY: 'auto',
        }),
      }}
    >
      <Box sx={{ position: 'relative', mb: 1 }}>
        <Typography
          component="h2"
          variant="h3"
          id={headingId}
          ref={heading}
          tabIndex={-1}
          sx={{
            fontSize: sidebar ? '1rem' : '1.125rem',
            overflowWrap: 'break-word',
            hyphens: 'auto',
            '&:focus': { outline: 'none' },
            // Room for the close button beside the first line only, so a long Vertrag keeps the full width
            // of the narrow sidebar below it.
            '&::before': { content: '""', float: 'right', width: 36, height: 28 },
          }}
        >
          Verlauf: {topic.vertrag}
        </Typography>
        <IconButton
          aria-label="Verlauf schließen"
          onClick={onClose}
          size="small"
          sx={{ position: 'absolute', top: -4, right: -4 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>

      {history.isPending ? (
        <LoadingStatus text="Verlauf wird geladen …" sx={{ justifyContent: 'flex-start', py: 2 }} />
      ) : history.isError ? (
        <LoadFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Zu diesem Thema gibt es noch keine Einträge.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {history.data.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ py: 1.5, '& + li': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography
                  component="time"
                  dateTime={new Date(entry.Datum).toISOString()}
                  variant="body2"
                  sx={{ fontWeight: 700 }}
                >
                  {formatDay(entry.Datum)}
                </Typography>
                {entry.active && <NewChip />}
              </Box>
              <Box sx={{ '& > div': { typography: 'body2' }, '& ul, & ol': { pl: 2.5 } }}>
                <RichText html={entry.Details} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The 'NEU' marker of a topic or entry with an active detail entry. */
export function NewChip() {
  return (
    <Chip
      label="NEU"
      size="small"
      color="error"
      sx={{ fontWeight: 700, height: 22, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
