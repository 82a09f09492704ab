import { ROUTES } from '@kp/contract/shell';
import type { PageType } from '@kp/contract/tracking-constants';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import type { PageKey } from './app/pages.ts';
import { GUARD_ID_PREFIX } from './app/route-ids.ts';

/**
 * The routes of spec 01 §2 (decision 031). A route whose visits are tracked (spec 01 §7) has its page type
 * as its id; a page with a flag or a portal sits behind its guard, a layout route whose id names its row
 * in pages.ts (checked by routes.test.ts).
 */
const page = (path: string, file: string, pageType?: PageType) =>
  pageType ? route(path, file, { id: pageType }) : route(path, file);

const guarded = (key: PageKey, children: RouteConfigEntry[]) =>
  layout('app/page-guard.tsx', { id: `${GUARD_ID_PREFIX}${key}` }, children);

export default [
  index('app/home-redirect.tsx'),
  page(ROUTES.login, 'areas/access/login-page.tsx', 'login'),
  page(ROUTES.oauthRedirect, 'areas/access/oauth-redirect-page.tsx'),
  // Open to everyone, signed in or not (BITV 2.0 § 12a); not a page type of spec 01 §7, so not tracked.
  page(ROUTES.barrierefreiheit, 'areas/accessibility/accessibility-page.tsx'),
  page(ROUTES.approvalPending, 'areas/access/approval-page.tsx', 'approval-pending'),
  // The back office (decision 019): rendered in the browser only, with its own layout and chunk.
  page(`${ROUTES.backoffice}/*`, 'backoffice/backoffice-route.tsx'),
  layout('app/shell/shell.tsx', [
    // Errors of a page show inside the shell, so the navigation stays usable.
    layout('app/page-errors.tsx', [
      page(ROUTES.home, 'areas/shell/home-page.tsx', 'home'),
      page('/service-area/:serviceAreaId', 'areas/content/service-area-page.tsx', 'service-area'),
      page('/service-area/:serviceAreaId/service/:serviceId', 'areas/content/service-page.tsx', 'service'),
      page(
        '/service-area/:serviceAreaId/service/:serviceId/sub-service/:subServiceId',
        'areas/content/sub-service-page.tsx',
        'sub-service',
      ),
      page(ROUTES.about, 'areas/content/about-page.tsx', 'about'),
      page('/newcompany-detail/:newCompanyId', 'areas/content/new-company-page.tsx', 'newCompanyDetail'),
      page(ROUTES.faq, 'areas/content/faq-page.tsx', 'faq'),
      page(ROUTES.news, 'areas/news/news-page.tsx', 'news'),
      page('/news-detail/:newsId', 'areas/news/news-detail-page.tsx', 'newsDetail'),
      page('/press-detail/:pressId', 'areas/news/press-detail-page.tsx', 'pressDetail'),
      page(ROUTES.magazin, 'areas/news/magazin-page.tsx', 'magazin'),
      // Funds and the construction map are hidden in the education portal's navigation (spec 01 §2).
      guarded('constructionsMap', [
        page(ROUTES.constructionsMap, 'areas/content/constructions-map-page.tsx', 'constructions-map'),
      ]),
      guarded('funds', [
        page(ROUTES.funds, 'areas/funds/funds-page.tsx', 'funds'),
        page('/funds/:id', 'areas/funds/fund-detail-page.tsx', 'fund-details'),
      ]),
      guarded('educationMaterials', [
        page('/bildungsmaterial-list/:id', 'areas/education/material-list-page.tsx'),
        page('/bildungsmaterial/:id', 'areas/education/material-detail-page.tsx'),
      ]),
      guarded('sponsoring', [page(ROUTES.sponsoring, 'areas/education/sponsoring-page.tsx')]),
      guarded('bildungsportalContact', [
        page(ROUTES.bildungsportalContact, 'areas/education/contact-page.tsx'),
      ]),
      page('/search', 'areas/search/search-page.tsx', 'search'),
      page(ROUTES.notificationConfig, 'areas/notifications/notification-config-page.tsx'),
      guarded('kommunalrabatt', [page(ROUTES.kommunalrabatt, 'areas/rabatt/overview-page.tsx')]),
      guarded('lieferstellen', [page(ROUTES.lieferstellen, 'areas/rabatt/list-page.tsx')]),
      guarded('communeDashboard', [
        page(ROUTES.communeDashboard, 'areas/commune-dashboard/commune-dashboard-page.tsx'),
      ]),
      guarded('vertragsuebersicht', [page(ROUTES.vertragsuebersicht, 'areas/contracts/contracts-page.tsx')]),
      guarded('konzessionsthemen', [page(ROUTES.konzessionsthemen, 'areas/concessions/topics-page.tsx')]),
      guarded('konzessionsabgaben', [
        page(ROUTES.konzessionsabgaben, 'areas/concessions/documents-page.tsx'),
      ]),
      guarded('waermeplanung', [page(ROUTES.waermeplanung, 'areas/heat-planning/heat-planning-page.tsx')]),
      guarded('waermeplanungFaq', [page(ROUTES.waermeplanungFaq, 'areas/heat-planning/heat-faq-page.tsx')]),
      guarded('newErleben', [page(ROUTES.newErleben, 'areas/moments/moments-page.tsx')]),
      guarded('verbrauchsdaten', [page(ROUTES.verbrauchsdaten, 'areas/consumption/consumption-page.tsx')]),
      page('*', 'ui/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
