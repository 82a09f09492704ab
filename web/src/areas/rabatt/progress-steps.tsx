import { RABATT_STATUSES, RABATT_STEPS, type RabattStatus } from '@kp/contract/rabatt-constants';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/** Five columns need about 640 px for their texts. */
const NARROW_STEPS = '@media (max-width: 639.95px)';

/**
 * The commune users' five steps (spec 02 §2) as an ordered list: done steps carry a check and the word
 * "erledigt", the current one is bold with aria-current="step", later ones are muted, so the state is told
 * by more than colour. In Abgeschlossen the last step is both current and done.
 */
export function ProgressSteps({ status, label }: { status: RabattStatus; label: string }) {
  const current = RABATT_STATUSES.indexOf(status);
  const completed = status === 'Abgeschlossen';
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${RABATT_STATUSES.length}, minmax(0, 1fr))`,
        gap: 1,
        // Narrow (a phone, or 200 % zoom): one step a line, the marker beside its text (decision 010).
        [NARROW_STEPS]: {
          gridTemplateColumns: 'minmax(0, 1fr)',
          '& > li': { flexDirection: 'row', textAlign: 'left', gap: 1.5 },
          '& > li::before': { display: 'none' },
          '& > li > [aria-hidden]': { flex: 'none' },
        },
      }}
    >
      {RABATT_STATUSES.map((step, index) => {
        const done = index < current || (completed && index === current);
        const isCurrent = index === current;
        return (
          <Box
            component="li"
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: 1,
              px: 0.5,
              color: done || isCurrent ? 'text.primary' : 'text.secondary',
              // The line to the previous step, drawn behind the markers.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: 17,
                right: 'calc(50% + 22px)',
                width: 'calc(100% - 44px + 8px)',
                borderTop: 2,
                borderColor: index <= current ? 'primary.main' : 'divider',
              },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontWeight: 700,
                border: 2,
                borderColor: done || isCurrent ? 'primary.main' : 'text.secondary',
                bgcolor: done ? 'primary.main' : 'background.paper',
                color: done ? 'primary.contrastText' : isCurrent ? 'primary.main' : 'text.secondary',
                boxShadow: isCurrent ? (theme) => `0 0 0 4px ${theme.palette.action.selected}` : 'none',
              }}
            >
              {done ? <CheckIcon fontSize="small" /> : index + 1}
            </Box>
            <Box component="span" sx={{ fontWeight: isCurrent ? 700 : 400, fontSize: '0.9375rem' }}>
              <Box component="span" sx={visuallyHidden}>
                {`Schritt ${index + 1}: `}
              </Box>
              {RABATT_STEPS[step]}
              {done && (
                <Box component="span" sx={visuallyHidden}>
                  {' (erledigt)'}
                </Box>
              )}
              {isCurrent && !completed && (
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: '0.8125rem', fontWeight: 600, color: 'primary.main' }}
                >
                  Aktueller Schritt
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
