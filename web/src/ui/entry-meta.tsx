import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateBadge } from './date-badge.tsx';
import { NewBadge } from './new-badge.tsx';

/**
 * The line above a news or press title: its category in capitals, 'Neu' when it applies (spec 01 §4), and
 * the date.
 */
export function EntryMeta({
  category,
  date,
  isNew = false,
  mb = 0,
}: {
  category: string;
  date: string;
  isNew?: boolean;
  mb?: number;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb }}>
      <Typography
        component="span"
        sx={{ fontSize: '0.8125rem', fontWeight: 700, color: 'secondary.main', textTransform: 'uppercase' }}
      >
        {category}
      </Typography>
      {isNew && <NewBadge />}
      <DateBadge date={date} />
    </Box>
  );
}

/**
 * A link stretched over its positioned row or card: one click target and one tab stop; the row shows the
 * focus ring, so the link itself draws none.
 */
export const stretchedLinkSx = {
  overflowWrap: 'anywhere',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
  '&:focus-visible': { outline: 'none' },
} as const;
