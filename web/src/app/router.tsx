import { ROUTES } from '@kp/contract/shell';
import type { PageType } from '@kp/contract/tracking-constants';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { RequireEducationPortal } from './education-guard.tsx';
import { RouteError } from './route-error.tsx';
import { RequireMunicipalPortal, RouteGuard, requireFlag } from './route-guard.tsx';
import type { PageVisitHandle } from './tracking.ts';

/** A route whose component is loaded on first visit, so the home route's first load stays small. */
function page<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** Route handle naming the page type its visits are tracked under (spec 01 §7). */
const visit = (pageType: PageType): PageVisitHandle => ({ pageType });

/** The routes of spec 01 §2 that exist so far; the shell is a layout route for confirmed users. */
export const router = createBrowserRouter([
  {
    Component: RouteGuard,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to={ROUTES.home} replace /> },
      {
        path: ROUTES.login,
        handle: visit('login'),
        lazy: page(() => import('../areas/access/login-page.tsx'), 'LoginPage'),
      },
      {
        path: ROUTES.oauthRedirect,
        lazy: page(() => import('../areas/access/oauth-redirect-page.tsx'), 'OAuthRedirectPage'),
      },
      {
        // Open to everyone, signed in or not (BITV 2.0 § 12a); not a page type of spec 01 §7, so not tracked.
        path: ROUTES.barrierefreiheit,
        lazy: page(() => import('../areas/accessibility/accessibility-page.tsx'), 'AccessibilityPage'),
      },
      {
        path: ROUTES.approvalPending,
        handle: visit('approval-pending'),
        lazy: page(() => import('../areas/access/approval-page.tsx'), 'ApprovalPage'),
      },
      {
        // The back office (issue 16), with /admin/users, /admin/analytics and /admin/portal-updates inside:
        // its own layout and chunk, for editors and admins; anyone else gets the not-found page in the shell.
        path: `${ROUTES.backoffice}/*`,
        lazy: page(() => import('../areas/backoffice/backoffice-route.tsx'), 'BackofficeRoute'),
      },
      {
        lazy: page(() => import('./shell/shell.tsx'), 'Shell'),
        children: [
          {
            // Errors of a page show inside the shell, so the navigation stays usable.
            ErrorBoundary: RouteError,
            children: [
              {
                path: ROUTES.home,
                handle: visit('home'),
                lazy: page(() => import('../areas/shell/home-page.tsx'), 'HomePage'),
              },
              {
                path: '/service-area/:serviceAreaId',
                handle: visit('service-area'),
                lazy: page(() => import('../areas/content/service-area-page.tsx'), 'ServiceAreaPage'),
              },
              {
                path: '/service-area/:serviceAreaId/service/:serviceId',
                handle: visit('service'),
                lazy: page(() => import('../areas/content/service-page.tsx'), 'ServicePage'),
              },
              {
                path: '/service-area/:serviceAreaId/service/:serviceId/sub-service/:subServiceId',
                handle: visit('sub-service'),
                lazy: page(() => import('../areas/content/sub-service-page.tsx'), 'SubServicePage'),
              },
              {
                path: ROUTES.about,
                handle: visit('about'),
                lazy: page(() => import('../areas/content/about-page.tsx'), 'AboutPage'),
              },
              {
                path: '/newcompany-detail/:newCompanyId',
                handle: visit('newCompanyDetail'),
                lazy: page(() => import('../areas/content/new-company-page.tsx'), 'NewCompanyPage'),
              },
              {
                path: ROUTES.faq,
                handle: visit('faq'),
                lazy: page(() => import('../areas/content/faq-page.tsx'), 'FaqPage'),
              },

              {
                path: ROUTES.news,
                handle: visit('news'),
                lazy: page(() => import('../areas/news/news-page.tsx'), 'NewsPage'),
              },
              {
                path: '/news-detail/:newsId',
                handle: visit('newsDetail'),
                lazy: page(() => import('../areas/news/news-detail-page.tsx'), 'NewsDetailPage'),
              },
              {
                path: '/press-detail/:pressId',
                handle: visit('pressDetail'),
                lazy: page(() => import('../areas/news/press-detail-page.tsx'), 'PressDetailPage'),
              },
              {
                path: ROUTES.magazin,
                handle: visit('magazin'),
                lazy: page(() => import('../areas/news/magazin-page.tsx'), 'MagazinPage'),
              },
              {
                // Hidden in the education portal (spec 01 §2), and closed when the municipal portal is hidden.
                Component: RequireMunicipalPortal,
                children: [
                  {
                    path: ROUTES.constructionsMap,
                    handle: visit('constructions-map'),
                    lazy: page(
                      () => import('../areas/content/constructions-map-page.tsx'),
                      'ConstructionsMapPage',
                    ),
                  },
                  {
                    path: ROUTES.funds,
                    handle: visit('funds'),
                    lazy: page(() => import('../areas/funds/funds-page.tsx'), 'FundsPage'),
                  },
                  {
                    path: '/funds/:id',
                    handle: visit('fund-details'),
                    lazy: page(() => import('../areas/funds/fund-detail-page.tsx'), 'FundDetailPage'),
                  },
                ],
              },
              {
                // The education portal (spec 02 §2): education users, users without the municipal portal, admins.
                Component: RequireEducationPortal,
                children: [
                  {
                    path: '/bildungsmaterial-list/:id',
                    lazy: page(() => import('../areas/education/material-list-page.tsx'), 'MaterialListPage'),
                  },
                  {
                    path: '/bildungsmaterial/:id',
                    lazy: page(
                      () => import('../areas/education/material-detail-page.tsx'),
                      'MaterialDetailPage',
                    ),
                  },
                  {
                    path: ROUTES.sponsoring,
                    lazy: page(() => import('../areas/education/sponsoring-page.tsx'), 'SponsoringPage'),
                  },
                  {
                    path: ROUTES.bildungsportalContact,
                    lazy: page(() => import('../areas/education/contact-page.tsx'), 'EducationContactPage'),
                  },
                ],
              },
              {
                path: '/search',
                handle: visit('search'),
                lazy: page(() => import('../areas/search/search-page.tsx'), 'SearchPage'),
              },
              {
                path: ROUTES.notificationConfig,
                lazy: page(
                  () => import('../areas/notifications/notification-config-page.tsx'),
                  'NotificationConfigPage',
                ),
              },
              {
                Component: requireFlag('EnableKommunalrabatt'),
                children: [
                  {
                    path: ROUTES.kommunalrabatt,
                    lazy: page(() => import('../areas/rabatt/overview-page.tsx'), 'KommunalrabattPage'),
                  },
                  {
                    path: ROUTES.lieferstellen,
                    lazy: page(() => import('../areas/rabatt/list-page.tsx'), 'LieferstellenPage'),
                  },
                ],
              },
              {
                Component: requireFlag('EnableKommunenDashboard'),
                children: [
                  {
                    path: ROUTES.communeDashboard,
                    lazy: page(
                      () => import('../areas/commune-dashboard/commune-dashboard-page.tsx'),
                      'CommuneDashboardPage',
                    ),
                  },
                ],
              },
              {
                Component: requireFlag('EnableVertragsuebersicht'),
                children: [
                  {
                    path: ROUTES.vertragsuebersicht,
                    lazy: page(() => import('../areas/contracts/contracts-page.tsx'), 'ContractsPage'),
                  },
                ],
              },
              {
                Component: requireFlag('EnableKonzessionssachstaende'),
                children: [
                  {
                    path: ROUTES.konzessionsthemen,
                    lazy: page(() => import('../areas/concessions/topics-page.tsx'), 'ConcessionTopicsPage'),
                  },
                ],
              },
              {
                Component: requireFlag('EnableTestate'),
                children: [
                  {
                    path: ROUTES.konzessionsabgaben,
                    lazy: page(() => import('../areas/concessions/documents-page.tsx'), 'DocumentsPage'),
                  },
                ],
              },
              {
                Component: requireFlag('EnableWaermeplanung'),
                children: [
                  {
                    path: ROUTES.waermeplanung,
                    lazy: page(
                      () => import('../areas/heat-planning/heat-planning-page.tsx'),
                      'HeatPlanningPage',
                    ),
                  },
                  {
                    path: ROUTES.waermeplanungFaq,
                    lazy: page(() => import('../areas/heat-planning/heat-faq-page.tsx'), 'HeatFaqPage'),
                  },
                ],
              },
              {
                Component: requireFlag('EnableMoments'),
                children: [
                  {
                    path: ROUTES.newErleben,
                    lazy: page(() => import('../areas/moments/moments-page.tsx'), 'MomentsPage'),
                  },
                ],
              },
              {
                Component: requireFlag('EnableVerbrauchsdaten'),
                children: [
                  {
                    path: ROUTES.verbrauchsdaten,
                    lazy: page(() => import('../areas/consumption/consumption-page.tsx'), 'ConsumptionPage'),
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
