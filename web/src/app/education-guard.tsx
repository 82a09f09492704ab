import { ROUTES } from '@kp/contract/shell';
import { Navigate, Outlet } from 'react-router';
import { canUseEducationPortal } from './education-mode.ts';
import { useUser } from './session.ts';

/** The education portal's pages: people who may not use that portal are sent back to the dashboard. */
export function RequireEducationPortal() {
  const user = useUser();
  return canUseEducationPortal(user) ? <Outlet /> : <Navigate to={ROUTES.home} replace />;
}
