import { ROUTES } from '@kp/contract/shell';
import { Navigate, Outlet } from 'react-router';
import { canOpenPage, type PageKey } from './pages.ts';
import { useUser } from './session.ts';

/**
 * A page's guard, from its row in pages.ts (spec 02 §5): whoever may not open the page is sent back to
 * the dashboard. `page` lets routes.test.ts see which row guards which route.
 */
export function requirePage(page: PageKey) {
  function RequirePage() {
    const user = useUser();
    return canOpenPage(page, user) ? <Outlet /> : <Navigate to={ROUTES.home} replace />;
  }
  return Object.assign(RequirePage, { page });
}
