import type { ConcessionTopic } from '@kp/contract/concessions';
import { ROUTES } from '@kp/contract/shell';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { RichText } from '../../ui/rich-text.tsx';
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
    <Box
      component="article"
      aria-labelledby={`konzessionsthema-${topic.id}`}
      sx={{
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected
          ? (theme) => `inset 4px 0 0 ${(theme.vars ?? theme).palette.primary.main}`
          : 'none',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography
          component="h3"
          variant="h3"
          id={`konzessionsthema-${topic.id}`}
          sx={{ fontSize: '1.1875rem', overflowWrap: 'anywhere', hyphens: 'auto' }}
        >
          {topic.vertrag}
        </Typography>
        {topic.active && <NewChip />}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          color: 'text.secondary',
          fontSize: '0.875rem',
          mb: 1.5,
        }}
      >
        <span>{topic.communeName}</span>
        <span>Geändert am {formatDay(topic.updated)}</span>
        {topic.serviceArea &&
          (serviceAreaLink ? (
            <Link component={RouterLink} to={ROUTES.serviceArea(topic.serviceArea.id)}>
              {topic.serviceArea.title}
            </Link>
          ) : (
            <span>{topic.serviceArea.title}</span>
          ))}
      </Box>
      <RichText html={topic.details} />
      <Button
        ref={buttonRef}
        variant={selected ? 'contained' : 'outlined'}
        size="small"
        startIcon={<HistoryIcon aria-hidden />}
        aria-expanded={selected}
        aria-controls={selected ? HISTORY_ID : undefined}
        onClick={onToggleHistory}
        sx={{ mt: 1.5 }}
      >
        Verlauf anzeigen
      </Button>
    </Box>
  );
}
