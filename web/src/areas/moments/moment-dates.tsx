import type { Moment } from '@kp/contract/moments';
import { momentDatesText } from '@kp/contract/moments-constants';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/** The moment's dates (decision 016), on its card and in the claim dialog. */
export function MomentDates({ moment }: { moment: Moment }) {
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
      <DateRangeIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <Box component="span" sx={visuallyHidden}>
        Zeitraum:{' '}
      </Box>
      {momentDatesText(moment)}
    </Typography>
  );
}
