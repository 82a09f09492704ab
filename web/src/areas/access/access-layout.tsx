import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The frame of the screens outside the shell (login, sign-in redirect, approval): logo on a centred card. */
export function AccessLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
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
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 4 }}>
          <Box component="img" src="/logo.svg" alt="NEW Kommunalportal" sx={{ height: 48, width: 'auto' }} />
          {actions}
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
