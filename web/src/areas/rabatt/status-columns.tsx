import {
  RABATT_COLUMN_EMPTY,
  RABATT_COLUMN_TITLES,
  RABATT_ROUTES,
  RABATT_STATUSES,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';
import { formatEuro, formatNumber } from '@kp/contract/shell';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import type { CommuneCard } from './overview-data.ts';
import { RABATT_NARROW_MEDIA } from './small-screen-notice.tsx';

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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${RABATT_STATUSES.length}, minmax(0, 1fr))`,
        gap: 1.5,
        alignItems: 'start',
        // Narrow: the columns wrap, two or one a line, instead of five slivers (decision 010, WCAG 1.4.10).
        [RABATT_NARROW_MEDIA]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' },
      }}
    >
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
    </Box>
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
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, minWidth: 0 }}
    >
      <Typography
        id={headingId}
        component="h2"
        sx={{
          fontSize: '0.9375rem',
          fontWeight: 700,
          lineHeight: 1.3,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          minHeight: '2.6em',
          mb: 1,
          px: 0.5,
        }}
      >
        <span>{RABATT_COLUMN_TITLES[status]}</span>
        <Box
          component="span"
          aria-hidden
          sx={{
            flexShrink: 0,
            minWidth: 24,
            px: 0.75,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            textAlign: 'center',
            fontSize: '0.8125rem',
          }}
        >
          {cards.length}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {`, ${cards.length === 1 ? '1 Kommune' : `${cards.length} Kommunen`}`}
        </Box>
      </Typography>
      {cards.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 0.5, pb: 1 }}>
          {RABATT_COLUMN_EMPTY[status]}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
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
        </Box>
      )}
    </Box>
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
    <Paper
      variant="outlined"
      sx={{
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        // The card's own ring round the whole card when its button has the keyboard focus.
        '&:has(> .Mui-focusVisible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <ButtonBase
        aria-pressed={selected}
        onClick={() => onSelect(card.commune)}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          px: 1.25,
          pt: 1,
          pb: 0.5,
          // Rounded like the card, so the hover colour stays inside its border.
          borderRadius: '6px 6px 0 0',
          '&:hover': { bgcolor: 'action.hover' },
          // The card draws the ring (see above), with room between the button and the link below.
          '&&:focus-visible': { outline: 'none' },
        }}
      >
        <Box
          component="span"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {card.commune}
          {selected && <CheckCircleIcon aria-hidden color="primary" sx={{ fontSize: '1rem', ml: 'auto' }} />}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
          {card.lieferstellenCount === 1
            ? '1 Lieferstelle'
            : `${formatNumber(card.lieferstellenCount)} Lieferstellen`}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', fontWeight: 600 }}>
          {formatEuro(card.gesamtRabatt)}
          <Box component="span" sx={visuallyHidden}>
            {' Rabatt'}
          </Box>
        </Box>
      </ButtonBase>
      <Link
        component={RouterLink}
        to={RABATT_ROUTES.list(card.commune, year)}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 24,
          fontSize: '0.8125rem',
          px: 1.25,
          mb: 0.5,
        }}
      >
        Lieferstellen
        <Box component="span" sx={visuallyHidden}>
          {` von ${card.commune}`}
        </Box>
      </Link>
    </Paper>
  );
}
