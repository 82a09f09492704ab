import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import { SELECT_COMMUNE_PROMPT } from '@kp/contract/commune-dashboard-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isPathAvailableFor } from '../../app/pages.ts';
import { useUser } from '../../app/session.ts';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import screenReader from '../../ui/screen-reader-text.module.css';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useInView } from '../../ui/use-in-view.ts';
import { dashboardDataQuery } from './api.ts';
import styles from './commune-dashboard-page.module.css';
import {
  canSelect,
  preselectedCommune,
  selectedCommune,
  toggledCommune,
  withCommune,
} from './commune-selection.ts';
import {
  type CanOpen,
  ConcessionCard,
  ContractsCard,
  MayorCard,
  OverviewCard,
  QuartierCard,
} from './dashboard-cards.tsx';
import { ArrowUpwardIcon } from './icons.tsx';

// The map's shapes (d3-geo and the 62 kB GeoJSON, about 28 kB gzip) load when the map comes into view,
// after the page's first paint: the select field chooses a commune as well. The placeholder keeps the map's size (MAP_VIEWBOX,
// not imported here: that module brings d3-geo with it).
const CommuneMap = lazy(() => import('./commune-map.tsx').then((module) => ({ default: module.CommuneMap })));
const MAP_PLACEHOLDER = <div className={styles.mapPlaceholder} />;

const TITLE = 'Kommunen-Dashboard';
const NO_SELECTION = 'Keine Kommune gewählt';

/**
 * The commune dashboard (/commune-dashboard, spec 02 §2): a Kommune select and the map of the 18
 * communes, kept in sync through `?commune=`; with a commune chosen, its cards. Choosing the chosen
 * commune again on the map deselects it; the select has an empty option for that. Commune users see all
 * communes but may choose only their own, which is chosen when they arrive.
 */
export function CommuneDashboardPage() {
  useDocumentTitle(TITLE);
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const selected = selectedCommune(params, user);
  const data = useQuery({
    ...dashboardDataQuery(selected ?? ''),
    enabled: selected !== null,
    // Going from commune to commune, the cards stay (dimmed) until the next ones are there.
    placeholderData: keepPreviousData,
  });
  const canOpen: CanOpen = (path) => isPathAvailableFor(path, user);
  const isSelectable = (name: string) => canSelect(user, name);
  const showCards = selected !== null && data.isSuccess;

  // From the URL as it is when the choice lands, not as it was rendered (setParams' updater gets the
  // rendered one): two presses before the next render still toggle twice.
  const choose = (next: (current: string | null) => string | null) => {
    const current = new URLSearchParams(window.location.search);
    setParams(withCommune(current, next(selectedCommune(current, user))), {
      replace: true,
      preventScrollReset: true,
    });
  };

  // A commune user arrives with their own commune chosen; only on arrival, so they can deselect it.
  const arrived = useRef(false);
  const mapArea = useRef<HTMLDivElement>(null);
  const mapInView = useInView(mapArea);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const own = preselectedCommune(user);
    if (own && selected === null) choose(() => own);
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.intro}>
        {user.isNewEmployee
          ? 'Wählen Sie eine Kommune auf der Karte oder in der Liste, um ihre Daten zu sehen.'
          : 'Die Daten Ihrer Kommune auf einen Blick.'}
      </p>

      {/* Below 960 px: select, map, then the prompt or the cards in one column (two from 600 px). From
          960 px: the map on the left; beside it the select and the prompt (whose arrows point at both) or
          the first two cards; the other three cards in a row below. */}
      <div className={`${styles.grid} ${showCards ? styles.withCards : styles.withoutCards}`}>
        <div className={styles.select}>
          <SelectField
            label="Kommune"
            value={selected ?? ''}
            onChange={(value) => choose(() => value || null)}
            className={styles.communeField}
          >
            <option value="">{NO_SELECTION}</option>
            {COMMUNE_NAMES.map((name) => (
              <option key={name} value={name} disabled={!isSelectable(name)}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>

        <div ref={mapArea} className={styles.map}>
          {mapInView ? (
            <Suspense fallback={MAP_PLACEHOLDER}>
              <CommuneMap
                selected={selected}
                isSelectable={isSelectable}
                onChoose={(name) => choose((current) => toggledCommune(current, name))}
              />
            </Suspense>
          ) : (
            MAP_PLACEHOLDER
          )}
        </div>

        {selected === null ? (
          <SelectPrompt />
        ) : data.isSuccess ? (
          <CommuneCards data={data.data} busy={data.isPlaceholderData} canOpen={canOpen} />
        ) : data.isPending ? (
          <LoadingStatus text={`Daten von ${selected} werden geladen …`} className={styles.loading} />
        ) : (
          <LoadFailed error={data.error} onRetry={() => void data.refetch()} className={styles.side} />
        )}
      </div>
    </div>
  );
}

function CommuneCards({
  data,
  busy,
  canOpen,
}: {
  data: CommuneDashboardData;
  busy: boolean;
  canOpen: CanOpen;
}) {
  // The commune the data is of: while the next commune loads, the previous one's cards stay (dimmed).
  const commune = data.commune;
  const place = (area: string) => (busy ? `${area} ${styles.busy}` : area);
  return (
    <>
      {/* Names what the cards below are about for screen readers; the select shows it to everyone. */}
      <h2 className={screenReader.hidden}>{`Daten von ${commune}`}</h2>
      <OverviewCard
        commune={commune}
        overview={data.overview}
        canOpen={canOpen}
        className={place(styles.a)}
      />
      <MayorCard mayor={data.mayor} className={place(styles.b)} />
      <ConcessionCard
        commune={commune}
        topics={data.konzessionsthemen}
        canOpen={canOpen}
        className={place(styles.c)}
      />
      <QuartierCard
        requests={data.requests}
        service={data.quartiersentwicklung}
        canOpen={canOpen}
        className={place(styles.d)}
      />
      <ContractsCard
        commune={commune}
        contracts={data.contracts}
        contractCount={data.contractCount}
        canOpen={canOpen}
        className={place(styles.e)}
      />
    </>
  );
}

/** Without a selection: the prompt, with arrows to the select above and the map beside it from md. */
function SelectPrompt() {
  return (
    <div className={styles.prompt}>
      <ArrowUpwardIcon className={`${styles.arrow} ${styles.arrowUp}`} />
      <div className={styles.promptRow}>
        <ArrowBackIcon className={styles.arrow} />
        <p className={styles.promptText}>{SELECT_COMMUNE_PROMPT}</p>
      </div>
    </div>
  );
}

export default CommuneDashboardPage;
