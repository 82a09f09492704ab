import { lazy, Suspense } from 'react';
import { useUser } from '../app/session.ts';
import { Shell } from '../app/shell/shell.tsx';
import { NotFound } from '../ui/not-found.tsx';
import { PageLoader } from '../ui/page-loader.tsx';

/** react-admin and the screens: a chunk of their own, loaded only for editors and admins. */
const BackofficeApp = lazy(() =>
  import('./backoffice-app.tsx').then((module) => ({ default: module.BackofficeApp })),
);

/** Who may open the back office (decision 019): editors (Redakteure) and admins; the server checks again. */
/** The server sends `isEditor` only for a Redakteur who is a NEW employee (decision 024). */
export const isBackofficeUser = (user: { isAdmin: boolean; isEditor: boolean }) =>
  user.isAdmin || user.isEditor;

/**
 * `/admin/*`: the back office for editors and admins; everyone else gets the portal's not-found page in
 * the shell, as if the page did not exist (and the back office's JavaScript is never loaded for them).
 */
export function BackofficeRoute() {
  const user = useUser();
  if (isBackofficeUser(user)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <BackofficeApp />
      </Suspense>
    );
  }
  // Without React Router's <Routes>, which only the back office needs (and gets from its own copy).
  return (
    <Shell>
      <NotFound />
    </Shell>
  );
}

/** The back office is rendered in the browser only (decision 031): the server sends the loader. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoader />;
}

export default BackofficeRoute;
