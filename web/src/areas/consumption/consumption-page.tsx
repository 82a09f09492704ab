import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useUser } from '../../app/session.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Alert } from '../../ui/alert.tsx';
import { Chip } from '../../ui/chip.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { withParam } from '../../ui/search-params.ts';
import skeleton from '../../ui/skeleton.module.css';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { communeNamesQuery, verbrauchsdatenQuery } from './api.ts';
import { columnSeries, communeTotals } from './consumption-figures.ts';
import { ConsumptionFilters } from './consumption-filters.tsx';
import { headerFacts } from './consumption-format.ts';
import styles from './consumption-page.module.css';
import { chartReady, initialSelection, selectionHint, selectionReducer } from './consumption-selection.ts';

const TITLE = 'Verbrauchsdaten';
const LOADING_TEXT = 'Verbrauchsdaten werden geladen …';

// What shows only with the figures loads after the first paint (decision 008); until both the figures
// and this code are there, the page shows its loading status.
const afterFigures = loadAfterPaint(() => import('./figure-parts.ts'));
const ColumnChart = afterFigures.part((parts) => parts.ColumnChart);
const ExportMenu = afterFigures.part((parts) => parts.ExportMenu);
const CommuneColumn = afterFigures.part((parts) => parts.CommuneColumn);
const EnergySections = afterFigures.part((parts) => parts.EnergySections);
/** The commune dashboard links here with `?commune=`. */
const COMMUNE_PARAM = 'commune';

/**
 * Consumption and feed-in data (spec 02 §2, §4, §6): employees choose any commune (preselected by
 * `?commune=`), commune users see their own. Everything below the filters is computed on the client from
 * one call per commune.
 */
export function ConsumptionPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  if (user.isNewEmployee) return <EmployeeConsumption />;
  const own = user.commune?.name ?? null;
  if (!own) {
    return (
      <PageFrame>
        <Alert severity="info" role="alert">
          Ihrem Konto ist keine Kommune zugeordnet.
        </Alert>
      </PageFrame>
    );
  }
  return <ConsumptionView communes={[own]} commune={own} own />;
}

function EmployeeConsumption() {
  const names = useQuery({ ...communeNamesQuery(), meta: { silent: true } });
  const [params, setParams] = useSearchParams();
  if (names.isPending) {
    return (
      <PageFrame>
        <LoadingStatus text="Kommunen werden geladen …" />
      </PageFrame>
    );
  }
  if (names.isError) {
    return (
      <PageFrame>
        <LoadFailed
          error={names.error}
          text="Die Kommunen konnten nicht geladen werden."
          onRetry={() => void names.refetch()}
        />
      </PageFrame>
    );
  }
  const requested = params.get(COMMUNE_PARAM);
  const commune = requested && names.data.includes(requested) ? requested : null;
  return (
    <ConsumptionView
      communes={names.data}
      commune={commune}
      own={false}
      onCommune={(value) =>
        setParams((current) => withParam(current, COMMUNE_PARAM, value), {
          replace: true,
          preventScrollReset: true,
        })
      }
    />
  );
}

function ConsumptionView({
  communes,
  commune,
  own,
  onCommune,
}: {
  communes: readonly string[];
  commune: string | null;
  /** A commune user: the own commune through GET /verbrauchsdaten, no choice. */
  own: boolean;
  onCommune?: (commune: string | null) => void;
}) {
  afterFigures.usePreload();
  const [selection, dispatch] = useReducer(selectionReducer, commune, initialSelection);
  // The URL (or the account) names the commune; a change there is a commune change (§4).
  useEffect(() => dispatch({ type: 'commune', commune }), [commune]);

  const query = useQuery({
    ...verbrauchsdatenQuery(own ? { own: true } : { own: false, name: selection.commune ?? '' }),
    enabled: selection.commune !== null,
    meta: { silent: true },
  });
  const { awaitingData } = selection;
  useEffect(() => {
    if (query.data && awaitingData) dispatch({ type: 'loaded', data: query.data });
  }, [query.data, awaitingData]);

  const data = query.data && query.data.commune === selection.commune ? query.data : undefined;
  const ready = chartReady(selection, data);
  const chart = useMemo(
    () => (data && ready ? columnSeries(data, selection) : { years: [], series: [] }),
    [data, ready, selection],
  );
  const totals = useMemo(
    () => (data ? communeTotals(data, selection.years) : { feedIn: 0, consumption: 0 }),
    [data, selection.years],
  );

  const loading = selection.commune !== null && (query.isPending || selection.awaitingData) && !query.isError;
  const facts = data ? headerFacts(data.importDate, data.einwohner) : [];

  return (
    <PageFrame facts={facts} factsLoading={loading}>
      <div className={styles.layout}>
        <div className={styles.filters}>
          <ConsumptionFilters
            communes={communes}
            communeFixed={own}
            selection={selection}
            available={data}
            onCommune={(value) => onCommune?.(value)}
            dispatch={dispatch}
          />
        </div>
        <div className={styles.content}>
          <div className={styles.figures}>
            {query.isError ? (
              <LoadFailed
                error={query.error}
                text="Die Verbrauchsdaten konnten nicht geladen werden."
                onRetry={() => void query.refetch()}
              />
            ) : loading ? (
              <FiguresLoading />
            ) : (
              <Suspense fallback={<FiguresLoading />}>
                <ChartSection
                  commune={selection.commune ?? ''}
                  ready={ready}
                  hint={selectionHint(selection)}
                  {...chart}
                />
                {data && <EnergySections data={data} selection={selection} />}
              </Suspense>
            )}
          </div>
          {/* Below the figures on narrow screens: shown with them, so it does not jump down when they arrive. */}
          {selection.commune !== null && !loading && (
            <aside aria-label={`Über ${selection.commune}`} className={styles.aside}>
              <Suspense fallback={null}>
                <CommuneColumn
                  commune={selection.commune}
                  totals={totals}
                  years={selection.years}
                  einwohner={data?.einwohner ?? null}
                />
              </Suspense>
            </aside>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

/**
 * A screen high, as the figures are: the footer stays below the fold and does not jump down when they
 * arrive (layout shift 0.115 at 412 px).
 */
function FiguresLoading() {
  return <LoadingStatus text={LOADING_TEXT} className={styles.figuresLoading} />;
}

/**
 * The heading with the header chip (Stand, EWZ) once a commune's data is there; while they load, a
 * stand-in of the chip's size keeps its line, so the page below does not move down when it comes.
 */
function PageFrame({
  facts = [],
  factsLoading = false,
  children,
}: {
  facts?: string[];
  factsLoading?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <div className={styles.head}>
        <h1 className={text.h1}>{TITLE}</h1>
        {facts.length > 0 ? (
          <Chip color="primary" variant="outlined" label={facts.join(' · ')} />
        ) : (
          factsLoading && (
            <span aria-hidden="true" className={`${skeleton.skeleton} ${styles.factsSkeleton}`} />
          )
        )}
      </div>
      {children}
    </div>
  );
}

function ChartSection({
  commune,
  ready,
  hint,
  years,
  series,
}: {
  commune: string;
  ready: boolean;
  hint: string | null;
} & ReturnType<typeof columnSeries>) {
  const headingId = useId();
  const chartBox = useRef<HTMLDivElement>(null);
  return (
    <section aria-labelledby={headingId} className={`${surface.outlined} ${styles.chartSection}`}>
      <div className={styles.chartHead}>
        <h2 id={headingId} className={styles.chartHeading}>
          Verbrauch nach Energieträgern
        </h2>
        <ExportMenu
          commune={commune}
          years={years}
          series={series}
          disabled={!ready}
          chartWidth={() => chartBox.current?.clientWidth ?? 800}
        />
      </div>
      <div ref={chartBox}>
        {ready ? (
          <ColumnChart commune={commune} years={years} series={series} />
        ) : (
          <Alert severity="info" role="alert">
            {hint ?? 'Bitte wählen Sie die Daten aus.'}
          </Alert>
        )}
      </div>
    </section>
  );
}

export default ConsumptionPage;
