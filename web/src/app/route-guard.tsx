import { ROUTES } from '@kp/contract/shell';
import { useEffect } from 'react';
import { type Location, Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { PageVisitTracker } from './page-visit-tracker.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { redirectUrl, useMe } from './session.ts';
import { SessionEndWarning } from './session-end-warning.tsx';

const PUBLIC_PATHS: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.oauthRedirect]);

/**
 * The routing guard of spec 01 §2, as the root layout: every route but login and the OAuth redirect
 * needs a session; unconfirmed users stay on the approval screen; confirmed users leave it.
 */
export function RouteGuard() {
  return (
    <>
      <ScrollRestoration />
      <PageVisitTracker />
      <RouteAnnouncer />
      <SessionEndWarning />
      <Guarded />
    </>
  );
}

function Guarded() {
  const location = useLocation();
  const navigation = useNavigation();
  const { data: user, isPending } = useMe();
  const path = location.pathname;

  // The redirect page loads the user itself and then continues to the stored redirect URL.
  // The accessibility statement is for everyone, whatever the session.
  if (path === ROUTES.oauthRedirect || path === ROUTES.barrierefreiheit) return <Outlet />;
  if (isPending) return <PageLoader />;

  if (PUBLIC_PATHS.has(path)) {
    if (!user) return <Outlet />;
    return <Navigate to={user.confirmed ? ROUTES.home : ROUTES.approvalPending} replace />;
  }
  if (!user) {
    // After logout the session is gone before the page is: do not keep that page as the redirect URL.
    if (navigation.location?.pathname === ROUTES.login) return <PageLoader />;
    return <ToLogin from={location} />;
  }
  if (!user.confirmed) {
    return path === ROUTES.approvalPending ? <Outlet /> : <Navigate to={ROUTES.approvalPending} replace />;
  }
  if (path === ROUTES.approvalPending) return <Navigate to={ROUTES.home} replace />;
  return <Outlet />;
}

function ToLogin({ from }: { from: Location }) {
  const wanted = `${from.pathname}${from.search}${from.hash}`;
  useEffect(() => {
    redirectUrl.store(wanted);
  }, [wanted]);
  return <Navigate to={ROUTES.login} replace />;
}
