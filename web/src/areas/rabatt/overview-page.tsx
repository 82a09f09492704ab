import { RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../app/session.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadingStatus } from '../../ui/query-states.tsx';
import { withParam } from '../../ui/search-params.ts';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { rabattDashboardQuery } from './api.ts';
import styles from './overview-page.module.css';
import shared from './rabatt.module.css';
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
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.title}`}>{RABATT_TEXTS.title}</h1>
      <SmallScreenNotice />
      <YearStartActions />
      <Overview />
    </div>
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
        role="alert"
        severity="error"
        action={
          <Button className={shared.inherit} onClick={() => dashboard.refetch()}>
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
  return <LoadingStatus text={RABATT_TEXTS.loading} className={shared.loading} />;
}

export default KommunalrabattPage;
