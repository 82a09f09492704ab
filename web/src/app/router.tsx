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
                path: '/service-area/:serviceAreaId/service/:serviceId',
                lazy: page(() => import('../areas/content/service-page.tsx'), 'ServicePage'),
              },
              {
                path: '/service-area/:serviceAreaId/service/:serviceId/sub-service/:subServiceId',
                lazy: page(() => import('../areas/content/sub-service-page.tsx'), 'SubServicePage'),
              },
              {
                path: ROUTES.about,
                lazy: page(() => import('../areas/content/about-page.tsx'), 'AboutPage'),
              },
              {
                path: '/newcompany-detail/:newCompanyId',
                lazy: page(() => import('../areas/content/new-company-page.tsx'), 'NewCompanyPage'),
              },
              { path: ROUTES.faq, lazy: page(() => import('../areas/content/faq-page.tsx'), 'FaqPage') },
              {
                path: ROUTES.constructionsMap,
                lazy: page(
                  () => import('../areas/content/constructions-map-page.tsx'),
                  'ConstructionsMapPage',
                ),
              },
              { path: ROUTES.news, lazy: page(() => import('../areas/news/news-page.tsx'), 'NewsPage') },
              {
                path: '/news-detail/:newsId',
                lazy: page(() => import('../areas/news/news-detail-page.tsx'), 'NewsDetailPage'),
              },
              {
                path: '/press-detail/:pressId',
                lazy: page(() => import('../areas/news/press-detail-page.tsx'), 'PressDetailPage'),
              },
              {
                path: ROUTES.magazin,
                lazy: page(() => import('../areas/news/magazin-page.tsx'), 'MagazinPage'),
              },
              { path: ROUTES.funds, lazy: page(() => import('../areas/funds/funds-page.tsx'), 'FundsPage') },
              {
                path: '/funds/:id',
                lazy: page(() => import('../areas/funds/fund-detail-page.tsx'), 'FundDetailPage'),
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
