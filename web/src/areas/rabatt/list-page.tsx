import type { Lieferstelle, ListPermissions } from '@kp/contract/rabatt';
import { RABATT_ROUTES, RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { isRefusal, LoadingStatus } from '../../ui/query-states.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { lieferstellenQuery, rabattDashboardQuery } from './api.ts';
import { ExportActions } from './export-actions.tsx';
import { AddIcon } from './icons.tsx';
import { ListFilters } from './list-filters.tsx';
import styles from './list-page.module.css';
import {
  LIST_PARAMS,
  type ListView,
  lastPage,
  parseListView,
  parseYear,
  withListView,
} from './list-params.ts';
import shared from './rabatt.module.css';
import { SmallScreenNotice } from './small-screen-notice.tsx';

// Shown once the list is there: the table (with its checkboxes, chips and pager), the status, the lock
// notice and the process actions load after the first paint, while the list is asked for.
const afterList = loadAfterPaint(() => import('./list-data-parts.tsx'));
const LieferstellenTable = afterList.part((parts) => parts.LieferstellenTable);
const ProcessActions = afterList.part((parts) => parts.ProcessActions);
const ListStatusChip = afterList.part((parts) => parts.ListStatusChip);
const ListLockNotice = afterList.part((parts) => parts.ListLockNotice);

// Loaded when first opened: the edit form, the thread and the picker are not needed to read the list.
const LieferstelleDetails = lazy(() =>
  import('./lieferstelle-details.tsx').then((module) => ({ default: module.LieferstelleDetails })),
);
const UnsavedCommentDialog = lazy(() =>
  import('./unsaved-comment-dialog.tsx').then((module) => ({ default: module.UnsavedCommentDialog })),
);
const NewLieferstelleDialog = lazy(() =>
  import('./new-lieferstelle-dialog.tsx').then((module) => ({ default: module.NewLieferstelleDialog })),
);

/**
 * The delivery-point list of a commune and year (/lieferstellen?commune=&year=, spec 02 §2). Commune users
 * without `commune` see their own commune; employees come from the overview with both set. Below 960 px
 * the notice of spec 02 §2 stands above it and the table reflows (decision 010).
 */
export function LieferstellenPage() {
  const user = useUser();
  const [params] = useSearchParams();
  const commune =
    params.get(LIST_PARAMS.commune) ?? (user.isNewEmployee ? null : (user.commune?.name ?? null));
  const year = parseYear(params.get(LIST_PARAMS.year));
  const title = ['Lieferstellen', commune, year].filter(Boolean).join(' ');
  useDocumentTitle(title);
  return commune ? (
    year ? (
      <ListPage commune={commune} year={year} isEmployee={user.isNewEmployee} />
    ) : (
      <LatestYear commune={commune} />
    )
  ) : (
    <NoCommune isEmployee={user.isNewEmployee} />
  );
}

function NoCommune({ isEmployee }: { isEmployee: boolean }) {
  return (
    <div className={styles.narrowPage}>
      <h1 className={`${text.h1} ${styles.noCommuneTitle}`}>Lieferstellen</h1>
      <Alert role="alert" severity="info">
        {isEmployee
          ? 'Bitte wählen Sie in der Übersicht eine Kommune und ein Jahr.'
          : 'Ihrem Konto ist keine Kommune zugeordnet.'}{' '}
        <Link to={RABATT_ROUTES.overview} className={link.link}>
          Zur Übersicht
        </Link>
      </Alert>
    </div>
  );
}

/** Without a year in the URL: the commune's latest year (spec 02 §9), else the current one. */
function LatestYear({ commune }: { commune: string }) {
  const [, setParams] = useSearchParams();
  const dashboard = useQuery({ ...rabattDashboardQuery(), meta: { silent: true } });
  const latest = dashboard.isPending
    ? null
    : Math.max(
        0,
        ...(dashboard.data?.find((record) => record.commune === commune)?.data.map((entry) => entry.year) ??
          []),
      ) || new Date().getFullYear();

  useEffect(() => {
    if (latest === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(LIST_PARAMS.year, String(latest));
        return next;
      },
      { replace: true },
    );
  }, [latest, setParams]);

  return <Loading />;
}

function Loading() {
  return <LoadingStatus text={RABATT_TEXTS.loading} />;
}

function ListPage({ commune, year, isEmployee }: { commune: string; year: number; isEmployee: boolean }) {
  const [params, setParams] = useSearchParams();
  const view = parseListView(params, isEmployee);
  afterList.usePreload();
  const list = useQuery({
    ...lieferstellenQuery({ commune, year, ...view }),
    meta: { silent: true },
  });
  // The open delivery point as last seen, so its details (and a comment being typed) stay reachable when a
  // change or reload takes it out of the page shown.
  const [openRow, setOpenRow] = useState<Lieferstelle | null>(null);
  const openId = openRow?.id ?? null;
  const [draft, setDraft] = useState('');
  const [blocked, setBlocked] = useState(false);
  const blockedOnce = useRef(false);
  if (blocked) blockedOnce.current = true;
  const [adding, setAdding] = useState(false);
  // The dialog's code loads on the first «Lieferstelle hinzufügen» and stays for its closing animation.
  const [addingOpened, setAddingOpened] = useState(false);
  const commentInput = useRef<HTMLTextAreaElement>(null);
  const data = list.data;
  const openElsewhere = data && openRow && !data.items.some((row) => row.id === openRow.id) ? openRow : null;

  // A page behind the end (fewer rows after a change, an old link): the last page instead.
  const maxPage = data ? lastPage(data.total, data.pageSize) : null;
  useEffect(() => {
    if (maxPage !== null && view.page > maxPage) {
      setParams(
        (current) => withListView(current, { ...parseListView(current, isEmployee), page: maxPage }),
        {
          replace: true,
        },
      );
    }
  }, [maxPage, view.page, setParams, isEmployee]);

  /** Runs what would close the open details, unless a comment is still being typed (spec 02 §4). */
  const unlessCommentPending = (action: () => void) => {
    if (draft.trim() !== '') {
      setBlocked(true);
      return;
    }
    setDraft('');
    action();
  };

  const changeView = (change: Partial<ListView>) =>
    unlessCommentPending(() => {
      setOpenRow(null);
      // A changed filter starts at page 1.
      setParams((current) => withListView(current, { ...view, page: 1, ...change }), {
        replace: change.page === undefined,
        preventScrollReset: true,
      });
    });

  const toggle = (row: Lieferstelle) =>
    unlessCommentPending(() => setOpenRow((current) => (current?.id === row.id ? null : row)));

  const details = (row: Lieferstelle, permissions: ListPermissions) => (
    <Suspense
      fallback={
        <span className={styles.detailsLoading}>
          <Spinner size={24} label="Details werden geladen" />
        </span>
      }
    >
      <LieferstelleDetails
        row={row}
        commune={commune}
        year={year}
        permissions={permissions}
        draft={draft}
        onDraftChange={setDraft}
        commentInputRef={commentInput}
      />
    </Suspense>
  );

  const overviewLink = `${RABATT_ROUTES.overview}?year=${year}`;
  // Without a first answer (another commune, a year without a list) there is nothing to filter or send.
  const failed = !data && list.isError;
  const role = isEmployee ? 'employee' : 'commune';
  const lockId = useId();

  return (
    <div className={styles.page}>
      <Link to={overviewLink} className={`${link.link} ${styles.back}`}>
        <ArrowBackIcon size="small" />
        Zur Übersicht
      </Link>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <h1 className={`${text.h1} ${styles.title}`}>
            Lieferstellen {commune} {year}
          </h1>
          {data && (
            <Suspense fallback={null}>
              <ListStatusChip status={data.status} />
            </Suspense>
          )}
        </div>
        {/* Only with the list's status: before it, the send button would show disabled for a moment. */}
        {data && (
          <Suspense fallback={null}>
            <ProcessActions commune={commune} year={year} status={data.status} />
          </Suspense>
        )}
      </div>
      <SmallScreenNotice />

      {failed ? (
        <Alert
          role="alert"
          severity="error"
          action={
            // Asking again helps after a lost connection, not after a refusal.
            isRefusal(list.error) ? undefined : (
              <Button size="small" className={shared.inherit} onClick={() => void list.refetch()}>
                Erneut versuchen
              </Button>
            )
          }
        >
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <>
          <div className={styles.tools}>
            <ListFilters view={view} isEmployee={isEmployee} onChange={changeView} />
            {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
            <div role="group" aria-label="Aktionen" className={styles.actions}>
              {data?.permissions.canAddLieferstelle && (
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => {
                    setAddingOpened(true);
                    setAdding(true);
                  }}
                >
                  Lieferstelle hinzufügen
                </Button>
              )}
              <ExportActions commune={commune} year={year} filter={view.filter} sparten={view.sparten} />
            </div>
          </div>

          {data && (
            <Suspense fallback={null}>
              <ListLockNotice id={lockId} role={role} status={data.status} />
            </Suspense>
          )}
          {data && list.isError && (
            <Alert role="alert" severity="warning" className={styles.notice}>
              {errorMessage(list.error)}
            </Alert>
          )}
          {data && openElsewhere && (
            <section
              aria-label={`Details zu Marktlokation ${openElsewhere.marktlokation}`}
              className={styles.elsewhere}
            >
              <Alert
                role="alert"
                severity="info"
                action={
                  <Button size="small" className={shared.inherit} onClick={() => toggle(openElsewhere)}>
                    Schließen
                  </Button>
                }
              >
                Marktlokation {openElsewhere.marktlokation} steht nicht mehr auf dieser Seite der Auswahl.
              </Alert>
              {details(openElsewhere, data.permissions)}
            </section>
          )}
          {data ? (
            <Suspense fallback={<Loading />}>
              <LieferstellenTable
                data={data}
                caption={`Lieferstellen ${commune} ${year}`}
                fetching={list.isFetching}
                lock={{ noticeId: lockId, role }}
                openId={openId}
                emptyText={
                  view.sparten.length === 0
                    ? 'Bitte wählen Sie mindestens eine Sparte.'
                    : 'Für diese Auswahl gibt es keine Lieferstellen.'
                }
                onToggle={toggle}
                onPageChange={(page) => changeView({ page })}
                renderDetails={(row) => details(row, data.permissions)}
              />
            </Suspense>
          ) : (
            <Loading />
          )}
        </>
      )}

      {blockedOnce.current && (
        <Suspense fallback={null}>
          <UnsavedCommentDialog
            open={blocked}
            onClose={() => {
              setBlocked(false);
              // Back to where the comment waits for «Hinzufügen» or «Abbrechen».
              window.setTimeout(() => commentInput.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
      {data?.permissions.canAddLieferstelle && addingOpened && (
        <Suspense fallback={null}>
          <NewLieferstelleDialog
            open={adding}
            commune={commune}
            year={year}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

export default LieferstellenPage;
