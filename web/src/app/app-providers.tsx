import { type DehydratedState, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { SnackbarProvider, useSnackbar } from '../ui/snackbar.tsx';
import { createQueryClient } from './query-client.ts';
import { browserQueryClient, hydrateFirstView, tellQueryErrorsThrough } from './route-data.ts';
import { fetchMe, ME_QUERY_KEY } from './session.ts';
import { ViewportWidthContext } from './viewport-hint.ts';

type Props = {
  children: ReactNode;
  /** The answers the server's loaders put into the page (route-data.ts). */
  firstView?: DehydratedState[];
  /** A cache of its own instead of the browser's one (component tests). */
  queryClient?: QueryClient;
  /** The width the server rendered for (viewport-hint.ts); the browser hydrates for the same. */
  viewportWidth?: number;
};

export function AppProviders({ children, firstView = [], queryClient, viewportWidth }: Props) {
  return (
    <ViewportWidthContext.Provider value={viewportWidth}>
      <SnackbarProvider>
        <QueryProvider firstView={firstView} own={queryClient}>
          {children}
        </QueryProvider>
      </SnackbarProvider>
    </ViewportWidthContext.Provider>
  );
}

function QueryProvider({
  children,
  firstView,
  own,
}: {
  children: ReactNode;
  firstView: DehydratedState[];
  own: QueryClient | undefined;
}) {
  const { showError } = useSnackbar();
  const [client] = useState(() => {
    // On the server every request renders with a cache of its own; nothing is shared between people.
    const queryClient =
      own ?? (typeof window === 'undefined' ? createQueryClient(() => {}) : browserQueryClient());
    hydrateFirstView(queryClient, firstView);
    // Ask for the session while the route chunks load, not after (when the server has not answered it).
    if (typeof window !== 'undefined' && !queryClient.getQueryState(ME_QUERY_KEY)) {
      void queryClient.prefetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
    }
    return queryClient;
  });
  useEffect(() => tellQueryErrorsThrough(showError), [showError]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
