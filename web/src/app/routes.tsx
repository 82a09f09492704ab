import { ROUTES } from '@kp/contract/shell';
import type { PageType } from '@kp/contract/tracking-constants';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { requirePage } from './page-guard.tsx';
import type { PageKey } from './pages.ts';
import { RouteError } from './route-error.tsx';
import type { PageVisitHandle } from './tracking.ts';

/** A route whose component is loaded on first visit, so the home route's first load stays small. */
function page<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** A page's routes behind that page's guard. */
const guarded = (page: PageKey, children: RouteObject[]): RouteObject => ({
  Component: requirePage(page),
  children,
});

/** Route handle naming the page type its visits are tracked under (spec 01 §7). */
const visit = (pageType: PageType): PageVisitHandle => ({ pageType });

/**
 * The routes of spec 01 §2 below the routing guard; the shell is a layout route for confirmed users. Pages
 * with a flag or a portal sit behind their guard from pages.ts.
 */
export const routes: RouteObject[] = [
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
    // The back office (decision 019), with /admin/users, /admin/analytics and /admin/portal-updates inside:
    // its own layout and chunk, for editors and admins; anyone else gets the not-found page in the shell.
    path: `${ROUTES.backoffice}/*`,
    lazy: page(() => import('../backoffice/backoffice-route.tsx'), 'BackofficeRoute'),
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
          // Funds and the construction map are hidden in the education portal's navigation (spec 01 §2).
          guarded('constructionsMap', [
            {
              path: ROUTES.constructionsMap,
              handle: visit('constructions-map'),
              lazy: page(() => import('../areas/content/constructions-map-page.tsx'), 'ConstructionsMapPage'),
            },
          ]),
          guarded('funds', [
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
          ]),
          guarded('educationMaterials', [
            {
              path: '/bildungsmaterial-list/:id',
              lazy: page(() => import('../areas/education/material-list-page.tsx'), 'MaterialListPage'),
            },
            {
              path: '/bildungsmaterial/:id',
              lazy: page(() => import('../areas/education/material-detail-page.tsx'), 'MaterialDetailPage'),
            },
          ]),
          guarded('sponsoring', [
            {
              path: ROUTES.sponsoring,
              lazy: page(() => import('../areas/education/sponsoring-page.tsx'), 'SponsoringPage'),
            },
          ]),
          guarded('bildungsportalContact', [
            {
              path: ROUTES.bildungsportalContact,
              lazy: page(() => import('../areas/education/contact-page.tsx'), 'EducationContactPage'),
            },
          ]),
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
          guarded('kommunalrabatt', [
            {
              path: ROUTES.kommunalrabatt,
              lazy: page(() => import('../areas/rabatt/overview-page.tsx'), 'KommunalrabattPage'),
            },
          ]),
          guarded('lieferstellen', [
            {
              path: ROUTES.lieferstellen,
              lazy: page(() => import('../areas/rabatt/list-page.tsx'), 'LieferstellenPage'),
            },
          ]),
          guarded('communeDashboard', [
            {
              path: ROUTES.communeDashboard,
              lazy: page(
                () => import('../areas/commune-dashboard/commune-dashboard-page.tsx'),
                'CommuneDashboardPage',
              ),
            },
          ]),
          guarded('vertragsuebersicht', [
            {
              path: ROUTES.vertragsuebersicht,
              lazy: page(() => import('../areas/contracts/contracts-page.tsx'), 'ContractsPage'),
            },
          ]),
          guarded('konzessionsthemen', [
            {
              path: ROUTES.konzessionsthemen,
              lazy: page(() => import('../areas/concessions/topics-page.tsx'), 'ConcessionTopicsPage'),
            },
          ]),
          guarded('konzessionsabgaben', [
            {
              path: ROUTES.konzessionsabgaben,
              lazy: page(() => import('../areas/concessions/documents-page.tsx'), 'DocumentsPage'),
            },
          ]),
          guarded('waermeplanung', [
            {
              path: ROUTES.waermeplanung,
              lazy: page(() => import('../areas/heat-planning/heat-planning-page.tsx'), 'HeatPlanningPage'),
            },
          ]),
          guarded('waermeplanungFaq', [
            {
              path: ROUTES.waermeplanungFaq,
              lazy: page(() => import('../areas/heat-planning/heat-faq-page.tsx'), 'HeatFaqPage'),
            },
          ]),
          guarded('newErleben', [
            {
              path: ROUTES.newErleben,
              lazy: page(() => import('../areas/moments/moments-page.tsx'), 'MomentsPage'),
            },
          ]),
          guarded('verbrauchsdaten', [
            {
              path: ROUTES.verbrauchsdaten,
              lazy: page(() => import('../areas/consumption/consumption-page.tsx'), 'ConsumptionPage'),
            },
          ]),
          { path: '*', lazy: page(() => import('../ui/not-found.tsx'), 'NotFound') },
        ],
      },
    ],
  },
];
