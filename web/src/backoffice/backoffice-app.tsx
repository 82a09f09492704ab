import HistoryIcon from '@mui/icons-material/History';
import { hashKey, QueryCache, QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type ReactNode, useMemo, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { config } from 'zod';
import { de } from 'zod/locales';
import { ApiError } from '../app/api-client.ts';
import { ME_QUERY_KEY, useUser } from '../app/session.ts';
import { ADMIN_PAGES } from './admin-pages.tsx';
import { AuditList } from './audit-log.tsx';
import { BackofficeContext } from './backoffice-context.ts';
import { BackofficeDashboard } from './dashboard.tsx';
import { createDataProvider } from './data-provider.ts';
import { germanMessages } from './i18n-de.ts';
import { BackofficeLayout } from './layout.tsx';
import { adminResources, backofficeResources } from './resources.tsx';
import { backofficeTheme } from './theme.ts';

// zod's own messages (a type or a format a schema gives no text for) in German, as on the server
// (server/src/http/errors.ts); here in the back office's lazy chunk, so the readers' first load stays as small.
config(de());

const i18nProvider = polyglotI18nProvider(() => germanMessages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

/** Client errors other than timeouts do not get better by asking again (as the app's client). */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(
    error instanceof Error &&
    'status' in error &&
    Number(error.status) >= 400 &&
    Number(error.status) < 500
  ) && failureCount < 1;

/**
 * The back office (decision 019): react-admin inside the portal's router at /admin, with the portal's theme.
 * react-admin gets a query client of its own (it shows its errors itself, the portal's snackbar stays
 * quiet); the portal's pages inside it (users, analytics, portal updates) keep the portal's client.
 */
export function BackofficeApp() {
  const user = useUser();
  const appClient = useQueryClient();
  const [adminClient] = useState(() => {
    const meHash = hashKey(ME_QUERY_KEY);
    return new QueryClient({
      queryCache: new QueryCache({
        onError: (error, query) => {
          if (error instanceof ApiError && error.status === 401 && query.queryHash !== meHash)
            void appClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        },
      }),
      defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
    });
  });
  const [dataProvider] = useState(() =>
    createDataProvider(() => void appClient.invalidateQueries({ queryKey: ME_QUERY_KEY })),
  );
  const context = useMemo(() => ({ user, appClient }), [user, appClient]);
  const withAppQueries = (page: ReactNode) => (
    <QueryClientProvider client={appClient}>{page}</QueryClientProvider>
  );

  return (
    <BackofficeContext value={context}>
      <Admin
        basename="/admin"
        title="Backoffice"
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={adminClient}
        theme={backofficeTheme}
        layout={BackofficeLayout}
        dashboard={BackofficeDashboard}
        disableTelemetry
      >
        {backofficeResources}
        {user.isAdmin && adminResources}
        {user.isAdmin && (
          <Resource name="audit" list={AuditList} icon={HistoryIcon} options={{ label: 'Protokoll' }} />
        )}
        {user.isAdmin && (
          <CustomRoutes>
            {ADMIN_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={withAppQueries(page.element)} />
            ))}
          </CustomRoutes>
        )}
      </Admin>
    </BackofficeContext>
  );
}
