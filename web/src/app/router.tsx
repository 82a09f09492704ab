import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { RouteError } from './route-error.tsx';
import { RouteGuard } from './route-guard.tsx';
import { routes } from './routes.tsx';

export const router = createBrowserRouter([
  { Component: RouteGuard, HydrateFallback: PageLoader, ErrorBoundary: RouteError, children: routes },
]);
