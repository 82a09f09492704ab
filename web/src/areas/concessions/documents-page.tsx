import {
  ALL_COMMUNES,
  ALL_DOCUMENTS,
  ALL_YEARS,
  DOCUMENT_TYPES,
  FILTER_HIDE,
  FILTER_SHOW,
} from '@kp/contract/concessions-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { documentsQuery } from './api.ts';
import {
  type DocumentView,
  lastPage,
  parseDocumentType,
  parseDocumentView,
  parseYear,
  withDocumentView,
  yearOptions,
} from './document-view.ts';
import styles from './documents-page.module.css';
import { FilterListIcon } from './icons.tsx';

const TITLE = 'Konzessionsabgaben';

// The list shows once the documents are there: its cards and pager load after the first paint.
const afterList = loadAfterPaint(() => import('./documents-list.tsx'));
const DocumentsList = afterList.part((module) => module.DocumentsList);

/**
 * The concession-fee documents (/konzessionsabgaben, spec 02 §2): filters for commune (employees),
 * document type and year, below 960 px behind a toggle (by CSS, so the server's HTML is right at every
 * width); cards with a download link; server-side pages. Filters and page live in the URL.
 */
export function DocumentsPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const isEmployee = user.isNewEmployee;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const [params, setParams] = useSearchParams();
  const view = parseDocumentView(params, isEmployee);
  afterList.usePreload();
  const list = useQuery({ ...documentsQuery(view), meta: { silent: true } });
  const listTop = useRef<HTMLDivElement>(null);
  const data = list.data;

  const changeView = (change: Partial<DocumentView>) =>
    // A changed filter starts at page 1; pages are steps in the history, filter changes are not.
    setParams(
      (current) =>
        withDocumentView(current, { ...parseDocumentView(current, isEmployee), page: 1, ...change }),
      { replace: change.page === undefined, preventScrollReset: true },
    );

  const changePage = (page: number) => {
    changeView({ page });
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < TOP_BAR_HEIGHT) top.scrollIntoView({ block: 'start' });
  };

  // A page behind the end (fewer documents since, an old link): the last page instead.
  const maxPage = data && !list.isPlaceholderData ? lastPage(data.total) : null;
  useEffect(() => {
    if (maxPage !== null && view.page > maxPage) {
      setParams(
        (current) => withDocumentView(current, { ...parseDocumentView(current, isEmployee), page: maxPage }),
        { replace: true },
      );
    }
  }, [maxPage, view.page, setParams, isEmployee]);

  const filtered = view.commune !== null || view.dokumenttyp !== null || view.jahr !== null;

  return (
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.heading}`}>{TITLE}</h1>
      <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>
        Hier finden Sie die Dokumente zu den Konzessionsabgaben
        {isEmployee ? ' der Kommunen' : user.commune ? ` von ${user.commune.name}` : ''}: Jahresrechnungen,
        Schlussrechnungen und Vorauszahlungen sowie die Testate der Wirtschaftsprüfer, je Kommune, Jahr und
        Sparte (Strom, Gas, Wasser). Alle Dokumente stehen als PDF zum Herunterladen bereit.
      </p>

      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? filtersId : undefined}
        onClick={() => setFiltersOpen((open) => !open)}
        className={styles.toggle}
      >
        {filtersOpen ? FILTER_HIDE : FILTER_SHOW}
      </Button>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of filters, not a form's fieldset with a legend */}
      <div
        id={filtersId}
        role="group"
        aria-label="Filter"
        className={filtersOpen ? `${styles.filters} ${styles.open}` : styles.filters}
      >
        {isEmployee && (
          <SelectField
            label="Kommune"
            value={view.commune ?? ''}
            onChange={(value) => changeView({ commune: value || null })}
          >
            <option value="">{ALL_COMMUNES}</option>
            {COMMUNE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label="Dokumenttyp"
          value={view.dokumenttyp ?? ''}
          onChange={(value) => changeView({ dokumenttyp: parseDocumentType(value) })}
          className={styles.typeField}
        >
          <option value="">{ALL_DOCUMENTS}</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Jahr"
          value={view.jahr === null ? '' : String(view.jahr)}
          onChange={(value) => changeView({ jahr: parseYear(value) })}
          className={styles.yearField}
        >
          <option value="">{ALL_YEARS}</option>
          {yearOptions(data?.years ?? [], view.jahr).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>

      {list.isPending ? (
        <LoadingStatus text="Dokumente werden geladen …" />
      ) : !data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Suspense fallback={<LoadingStatus text="Dokumente werden geladen …" />}>
          <DocumentsList
            listTop={listTop}
            data={data}
            page={view.page}
            warning={list.isError ? errorMessage(list.error) : null}
            fetching={list.isFetching}
            filtered={filtered}
            onPage={changePage}
          />
        </Suspense>
      )}
    </div>
  );
}

export default DocumentsPage;
