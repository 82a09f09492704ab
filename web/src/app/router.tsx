import { ROUTES } from '@kp/contract/shell';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { RouteError } from './route-error.tsx';
import { RequireAdmin, RouteGuard } from './route-guard.tsx';

/** A route whose component is loaded on first visit, so the home route's first load stays small. */
function page<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The routes of spec 01 §2 that exist so far; the shell is a layout route for confirmed users. */
export const router = createBrowserRouter([
  {
    Component: RouteGuard,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to={ROUTES.home} replace /> },
      { path: ROUTES.login, lazy: page(() => import('../areas/access/login-page.tsx'), 'LoginPage') },
      {
        path: ROUTES.oauthRedirect,
        lazy: page(() => import('../areas/access/oauth-redirect-page.tsx'), 'OAuthRedirectPage'),
      },
      {
        path: ROUTES.approvalPending,
        lazy: page(() => import('../areas/access/approval-page.tsx'), 'ApprovalPage'),
      },
      {
        lazy: page(() => import('./shell/shell.tsx'), 'Shell'),
        children: [
          {
            // Errors of a page show inside the shell, so the navigation stays usable.
            ErrorBoundary: RouteError,
            children: [
              { path: ROUTES.home, lazy: page(() => import('../areas/shell/home-page.tsx'), 'HomePage') },
              {
                path: '/service-area/:serviceAreaId',
                lazy: page(() => import('../areas/content/service-area-page.tsx'), 'ServiceAreaPage'),
              },
              {
                path: ROUTES.adminUsers,
                Component: RequireAdmin,
                children: [
                  {
                    index: true,
                    lazy: page(() => import('../areas/admin/admin-users-page.tsx'), 'AdminUsersPage'),
                  },
                ],
              },
              { path: '*', lazy: page(() => import('../ui/not-found.tsx'), 'NotFound') },
            ],
          },
        ],
      },
    ],
  },
]);
