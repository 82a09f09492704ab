import {
  ALL_COMMUNES,
  ALL_DOCUMENTS,
  ALL_YEARS,
  DOCUMENT_TYPES,
  FILTER_HIDE,
  FILTER_SHOW,
} from '@kp/contract/concessions-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
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

const TITLE = 'Konzessionsabgaben';

/** 1 column on xs, 2 on sm, 3 from md (spec 02 §9). */
// The list shows once the documents are there: its cards and pager load after the first paint.
const afterList = loadAfterPaint(() => import('./documents-list.tsx'));
const DocumentsList = afterList.part((module) => module.DocumentsList);

/**
 * The concession-fee documents (/konzessionsabgaben, spec 02 §2): filters for commune (employees),
 * document type and year, below 960 px behind a toggle; cards with a download link; server-side pages.
 * Filters and page live in the URL.
 */
export function DocumentsPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const isEmployee = user.isNewEmployee;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
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
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 800 }}>
        Hier finden Sie die Dokumente zu den Konzessionsabgaben
        {isEmployee ? ' der Kommunen' : user.commune ? ` von ${user.commune.name}` : ''}: Jahresrechnungen,
        Schlussrechnungen und Vorauszahlungen sowie die Testate der Wirtschaftsprüfer, je Kommune, Jahr und
        Sparte (Strom, Gas, Wasser). Alle Dokumente stehen als PDF zum Herunterladen bereit.
      </Typography>

      {!wide && (
        <Button
          variant="outlined"
          startIcon={<FilterListIcon aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          onClick={() => setFiltersOpen((open) => !open)}
          sx={{ mb: 2 }}
        >
          {filtersOpen ? FILTER_HIDE : FILTER_SHOW}
        </Button>
      )}
      {(wide || filtersOpen) && (
        <Box
          id={filtersId}
          role="group"
          aria-label="Filter"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            alignItems: { xs: 'stretch', sm: 'flex-end' },
            gap: 2,
            mb: 3,
          }}
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
            sx={{ minWidth: 260 }}
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
            sx={{ minWidth: 160 }}
          >
            <option value="">{ALL_YEARS}</option>
            {yearOptions(data?.years ?? [], view.jahr).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
        </Box>
      )}

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
            wide={wide}
            onPage={changePage}
          />
        </Suspense>
      )}
    </Box>
  );
}

export default DocumentsPage;
