import { formatDate } from '@kp/contract/shell';
import Box from '@mui/material/Box';

/** A date as DD.MM.YYYY (spec 01 §9) in a quiet badge, machine-readable through <time>. */
export function DateBadge({ date, label }: { date: string; label?: string }) {
  return (
    <Box
      component="time"
      dateTime={date.slice(0, 10)}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'action.selected',
        color: 'text.primary',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.4,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {label ? `${label} ` : ''}
      {formatDate(date)}
    </Box>
  );
}
