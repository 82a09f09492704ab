import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../app/session.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { withParam } from '../../ui/search-params.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { rabattDashboardQuery } from './api.ts';
import { SmallScreenNotice } from './small-screen-notice.tsx';
import { YearStartActions } from './year-start-actions.tsx';

// The overview for the chosen year (steps, lists, columns, contacts) shows once the dashboard is there: its
// code loads after the first paint, while the dashboard is asked for.
const afterDashboard = loadAfterPaint(() => import('./overview-views.tsx'));
const CommuneOverview = afterDashboard.part((views) => views.CommuneOverview);
const EmployeeOverview = afterDashboard.part((views) => views.EmployeeOverview);

const YEAR_PARAM = 'year';
const COMMUNE_PARAM = 'commune';

/**
 * The yearly Kommunalrabatt overview (spec 02 §2, §4, §6); below 960 px under the spec's notice. Commune users follow their list
 * through five steps; employees see every commune in a column per status and send the chosen one on. Year
 * and commune live in the URL, so reload and the way back from the list keep them.
 */
export function KommunalrabattPage() {
  useDocumentTitle(RABATT_TEXTS.title);
  return (
    <Box sx={{ maxWidth: 1600, minWidth: 0 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {RABATT_TEXTS.title}
      </Typography>
      <SmallScreenNotice />
      <YearStartActions />
      <Overview />
    </Box>
  );
}

function Overview() {
  const user = useUser();
  // The page shows its own error with a retry; no snackbar on top.
  const dashboard = useQuery({ ...rabattDashboardQuery(), meta: { silent: true } });
  const [params, setParams] = useSearchParams();

  const setParam = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: true, preventScrollReset: true });

  afterDashboard.usePreload();

  if (dashboard.isPending) return <OverviewLoading />;
  if (dashboard.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => dashboard.refetch()}>
            Erneut versuchen
          </Button>
        }
      >
        Die Übersicht konnte nicht geladen werden.
      </Alert>
    );
  }

  const year = params.get(YEAR_PARAM);
  const onYear = (value: number) => setParam(YEAR_PARAM, String(value));
  return (
    <Suspense fallback={<OverviewLoading />}>
      {user.isNewEmployee ? (
        <EmployeeOverview
          records={dashboard.data}
          yearParam={year}
          communeParam={params.get(COMMUNE_PARAM)}
          onYear={onYear}
          onCommune={(value) => setParam(COMMUNE_PARAM, value)}
        />
      ) : (
        <CommuneOverview record={dashboard.data[0] ?? null} yearParam={year} onYear={onYear} />
      )}
    </Suspense>
  );
}

function OverviewLoading() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{RABATT_TEXTS.loading}</Typography>
    </Box>
  );
}

export default KommunalrabattPage;
