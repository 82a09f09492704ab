import { ROUTES } from '@kp/contract/shell';
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { isPathAvailableFor } from './pages.ts';
import { browserData, type Prefetch, serverData } from './route-data.ts';
import { meQuery, useUser } from './session.ts';

/**
 * A page's guard, from its row in pages.ts (spec 02 §5), as a layout route whose id names the row
 * (routes.ts): whoever may not open the page is sent back to the dashboard, by the server on the first
 * request and by the browser on later navigations.
 */
const guard: Prefetch = async (queryClient, { request }) => {
  const user = await queryClient.fetchQuery(meQuery());
  // Without a session the root's loader sends the request to login.
  if (user && !isPathAvailableFor(new URL(request.url).pathname, user)) throw redirect(ROUTES.home);
};

export const loader = serverData(guard);
export const clientLoader = browserData(() => {});

export default function PageGuard() {
  const user = useUser();
  const { pathname } = useLocation();
  return isPathAvailableFor(pathname, user) ? <Outlet /> : <Navigate to={ROUTES.home} replace />;
}
