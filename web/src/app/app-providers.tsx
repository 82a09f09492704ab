import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SnackbarProvider, useSnackbar } from '../ui/snackbar.tsx';
import { createQueryClient } from './query-client.ts';
import { fetchMe, ME_QUERY_KEY } from './session.ts';
import { theme } from './theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <QueryProvider>{children}</QueryProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

function QueryProvider({ children }: { children: ReactNode }) {
  const { showError } = useSnackbar();
  const [client] = useState(() => {
    const queryClient = createQueryClient(showError);
    // Ask for the session while the route chunks load, not after.
    void queryClient.prefetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
