import { ROUTES } from '@kp/contract/shell';
import { Navigate, redirect } from 'react-router';

/** `/` leads to the dashboard (spec 01 §2). */
export function loader() {
  throw redirect(ROUTES.home);
}

export function clientLoader() {
  throw redirect(ROUTES.home);
}

export default function HomeRedirect() {
  return <Navigate to={ROUTES.home} replace />;
}
