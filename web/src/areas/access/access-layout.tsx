import { ROUTES } from '@kp/contract/shell';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The frame of the screens outside the shell (login, sign-in redirect, approval): logo on a centred card,
 * and below it the link to the accessibility statement that every page carries. */
export function AccessLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        // On a phone the card starts at the top: centred, it moved up as a whole when the sign-in options
        // arrived and made it taller (layout shift 0.17 at 390 px).
        justifyContent: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        bgcolor: 'background.default',
        px: 2,
        py: 4,
      }}
    >
      <Paper
        component="main"
        elevation={3}
        sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 5 }, borderRadius: 2 }}
      >
        {/* Wraps at 390 px so a wide action ('Abmelden') never runs out of the card. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 4,
          }}
        >
          {/* width and height give the box its size before the picture arrives (layout shift at 412 px). */}
          <Box
            component="img"
            src="/logo.svg"
            alt="NEW Kommunalportal"
            width={250}
            height={48}
            sx={{ height: 48, width: 'auto' }}
          />
          {actions}
        </Box>
        {children}
      </Paper>
      <Box component="footer">
        <Link component={RouterLink} to={ROUTES.barrierefreiheit} variant="body2">
          Erklärung zur Barrierefreiheit
        </Link>
      </Box>
    </Box>
  );
}
