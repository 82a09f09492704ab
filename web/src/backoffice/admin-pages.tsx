import { ROUTES } from '@kp/contract/shell';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CampaignIcon from '@mui/icons-material/Campaign';
import InsightsIcon from '@mui/icons-material/Insights';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { PageLoader } from '../ui/page-loader.tsx';

const AdminUsersPage = lazy(() =>
  import('../areas/admin/admin-users-page.tsx').then((module) => ({ default: module.AdminUsersPage })),
);
const AnalyticsPage = lazy(() =>
  import('../areas/tracking/analytics-page.tsx').then((module) => ({ default: module.AnalyticsPage })),
);
const PortalUpdatesPage = lazy(() =>
  import('../areas/notifications/portal-updates-page.tsx').then((module) => ({
    default: module.PortalUpdatesPage,
  })),
);

const YearStartScreen = lazy(() =>
  import('../areas/rabatt/backoffice/year-start.tsx').then((module) => ({ default: module.YearStartScreen })),
);
const ImportsScreen = lazy(() =>
  import('../areas/rabatt/backoffice/imports.tsx').then((module) => ({ default: module.ImportsScreen })),
);

/** A block of the content's width: the page's wide tables scroll in their own box, not the window. */
const loaded = (Page: ComponentType) => (
  <Box sx={{ width: '100%', minWidth: 0 }}>
    <Suspense fallback={<PageLoader inline />}>
      <Page />
    </Suspense>
  </Box>
);

/** The portal's admin pages, now inside the back office (admins only); their URLs stay as they were. */
export const ADMIN_PAGES: readonly {
  /** Inside the back office (below /admin). */
  path: string;
  /** The portal's URL, for links from outside the back office. */
  url: string;
  label: string;
  icon: ReactElement<{ color?: 'primary' }>;
  element: ReactElement;
}[] = [
  {
    path: '/users',
    url: ROUTES.adminUsers,
    label: 'Benutzerverwaltung',
    icon: <AdminPanelSettingsIcon />,
    element: loaded(AdminUsersPage),
  },
  {
    path: '/analytics',
    url: ROUTES.adminAnalytics,
    label: 'Auswertung',
    icon: <InsightsIcon />,
    element: loaded(AnalyticsPage),
  },
  {
    path: '/portal-updates',
    url: ROUTES.adminPortalUpdates,
    label: 'Portal-Neuigkeiten',
    icon: <CampaignIcon />,
    element: loaded(PortalUpdatesPage),
  },
  // Decision 020: the Kommunalrabatt year start (employees use it on /kommunalrabatt) and the imports.
  {
    path: '/kommunalrabatt',
    url: `${ROUTES.backoffice}/kommunalrabatt`,
    label: 'Kommunalrabatt-Jahr',
    icon: <NoteAddIcon />,
    element: loaded(YearStartScreen),
  },
  {
    path: '/importe',
    url: `${ROUTES.backoffice}/importe`,
    label: 'Importe',
    icon: <UploadFileIcon />,
    element: loaded(ImportsScreen),
  },
];
