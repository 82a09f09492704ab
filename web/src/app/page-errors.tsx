import { Outlet } from 'react-router';
import { RouteError } from './route-error.tsx';

/** Errors of a page show inside the shell, so the navigation stays usable. */
export default function PageErrors() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
