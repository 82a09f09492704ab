import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import { SELECT_COMMUNE_PROMPT } from '@kp/contract/commune-dashboard-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isPathAvailableFor } from '../../app/pages.ts';
import { useUser } from '../../app/session.ts';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useInView } from '../../ui/use-in-view.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { dashboardDataQuery } from './api.ts';
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

// The map's shapes (d3-geo and the 62 kB GeoJSON, about 28 kB gzip) load when the map comes into view,
// after the page's first paint: the select field chooses a commune as well. The placeholder keeps the map's size (MAP_VIEWBOX,
// not imported here: that module brings d3-geo with it).
const CommuneMap = lazy(() => import('./commune-map.tsx').then((module) => ({ default: module.CommuneMap })));
const MAP_PLACEHOLDER = <Box sx={{ aspectRatio: '800 / 680', width: '100%', mb: 3.5 }} />;

const TITLE = 'Kommunen-Dashboard';
const NO_SELECTION = 'Keine Kommune gewählt';

/**
 * Where the parts sit. Below md: select, map, then the prompt or the cards in one column (two from sm).
 * From md: the map on the left; beside it the select and the prompt (whose arrows point at both) or the
 * first two cards; the other three cards in a row below.
 */
function layout(withCards: boolean) {
  if (!withCards) {
    return {
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
      gridTemplateAreas: {
        xs: '"select" "map" "side"',
        md: `"map map map map map map map select select select select select"
             "map map map map map map map side side side side side"`,
      },
      gridTemplateRows: { md: 'auto 1fr' },
    };
  }
  return {
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(12, minmax(0, 1fr))',
    },
    gridTemplateAreas: {
      xs: '"select" "map" "a" "b" "c" "d" "e"',
      sm: '"select select" "map map" "a b" "c d" "e ."',
      md: `"map map map map map map map select select select select select"
           "map map map map map map map a a a a a"
           "map map map map map map map b b b b b"
           "c c c c d d d d e e e e"`,
    },
    // The rows beside the map share what the map needs beyond the cards, after the select.
    gridTemplateRows: { md: 'auto auto 1fr auto' },
  };
}

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
    <Box sx={{ maxWidth: 1600, minWidth: 0 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {user.isNewEmployee
          ? 'Wählen Sie eine Kommune auf der Karte oder in der Liste, um ihre Daten zu sehen.'
          : 'Die Daten Ihrer Kommune auf einen Blick.'}
      </Typography>

      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', ...layout(showCards) }}>
        <Box sx={{ gridArea: 'select' }}>
          <SelectField
            label="Kommune"
            value={selected ?? ''}
            onChange={(value) => choose(() => value || null)}
            sx={{ width: { xs: '100%', sm: 320 } }}
          >
            <option value="">{NO_SELECTION}</option>
            {COMMUNE_NAMES.map((name) => (
              <option key={name} value={name} disabled={!isSelectable(name)}>
                {name}
              </option>
            ))}
          </SelectField>
        </Box>

        <Box
          ref={mapArea}
          sx={{
            gridArea: 'map',
            width: '100%',
            maxWidth: { xs: 640, md: 'none' },
            justifySelf: 'center',
            // The map stays in view while the cards beside it scroll.
            position: { md: 'sticky' },
            top: { md: TOP_BAR_HEIGHT + 16 },
          }}
        >
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
        </Box>

        {selected === null ? (
          <SelectPrompt />
        ) : data.isSuccess ? (
          <CommuneCards data={data.data} busy={data.isPlaceholderData} canOpen={canOpen} />
        ) : data.isPending ? (
          <LoadingStatus
            text={`Daten von ${selected} werden geladen …`}
            sx={{ gridArea: 'side', justifyContent: 'flex-start' }}
          />
        ) : (
          <LoadFailed error={data.error} onRetry={() => void data.refetch()} sx={{ gridArea: 'side' }} />
        )}
      </Box>
    </Box>
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
  // The commune the data is of: while the next commune loads, the previous one's cards stay.
  const commune = data.commune;
  const dimmed = { opacity: busy ? 0.5 : 1, transition: 'opacity 150ms' };
  return (
    <>
      {/* Names what the cards below are about for screen readers; the select shows it to everyone. */}
      <Typography component="h2" sx={visuallyHidden}>
        {`Daten von ${commune}`}
      </Typography>
      <OverviewCard
        commune={commune}
        overview={data.overview}
        canOpen={canOpen}
        sx={{ gridArea: 'a', ...dimmed }}
      />
      <MayorCard mayor={data.mayor} sx={{ gridArea: 'b', alignSelf: 'stretch', ...dimmed }} />
      <ConcessionCard
        commune={commune}
        topics={data.konzessionsthemen}
        canOpen={canOpen}
        sx={{ gridArea: 'c', alignSelf: 'stretch', ...dimmed }}
      />
      <QuartierCard
        requests={data.requests}
        service={data.quartiersentwicklung}
        canOpen={canOpen}
        sx={{ gridArea: 'd', alignSelf: 'stretch', ...dimmed }}
      />
      <ContractsCard
        commune={commune}
        contracts={data.contracts}
        contractCount={data.contractCount}
        canOpen={canOpen}
        sx={{ gridArea: 'e', alignSelf: 'stretch', ...dimmed }}
      />
    </>
  );
}

/** Without a selection: the prompt, with arrows to the select above and the map beside it from md. */
function SelectPrompt() {
  const arrow = { display: { xs: 'none', md: 'block' }, color: 'primary.main', fontSize: 36 } as const;
  return (
    <Box
      sx={{
        gridArea: 'side',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 2, sm: 3 },
      }}
    >
      <ArrowUpwardIcon aria-hidden sx={{ ...arrow, mb: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <ArrowBackIcon aria-hidden sx={arrow} />
        <Typography sx={{ fontSize: '1.125rem' }}>{SELECT_COMMUNE_PROMPT}</Typography>
      </Box>
    </Box>
  );
}

export default CommuneDashboardPage;
