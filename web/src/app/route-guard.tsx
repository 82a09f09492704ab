import { ROUTES } from '@kp/contract/shell';
import { useEffect } from 'react';
import { type Location, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { PageVisitTracker } from './page-visit-tracker.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { redirectUrl, useMe } from './session.ts';
import { SessionEndWarning } from './session-end-warning.tsx';
import { sessionRedirect } from './session-guard.ts';

/**
 * The routing guard of spec 01 §2 in the browser, as the root layout: the server has already redirected the
 * first request (root.tsx); this follows the session while the page is open (sign-in, sign-out, expiry).
 */
export function RouteGuard() {
  return (
    <>
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

  if (path === ROUTES.oauthRedirect || path === ROUTES.barrierefreiheit) return <Outlet />;
  if (isPending) return <PageLoader />;
  const target = sessionRedirect(path, user ?? null);
  if (!target) return <Outlet />;
  if (target !== ROUTES.login) return <Navigate to={target} replace />;
  // After logout the session is gone before the page is: do not keep that page as the redirect URL.
  if (navigation.location?.pathname === ROUTES.login) return <PageLoader />;
  return <ToLogin from={location} />;
}

function ToLogin({ from }: { from: Location }) {
  const wanted = `${from.pathname}${from.search}${from.hash}`;
  useEffect(() => {
    redirectUrl.store(wanted);
  }, [wanted]);
  return <Navigate to={ROUTES.login} replace />;
}
