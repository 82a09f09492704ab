import type { ConstructionProject } from '@kp/contract/content';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { usePortalConfig } from '../../app/portal-config.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useInView } from '../../ui/use-in-view.ts';
import { constructionProjectsQuery } from './constructions-api.ts';
import { groupByCommune, hasPosition, projectPeriod } from './constructions-format.ts';
import type { ProjectMapHandle } from './constructions-leaflet-map.tsx';

// Leaflet and its stylesheet load with this page only, and the list does not wait for them.
const ConstructionsLeafletMap = lazy(() =>
  import('./constructions-leaflet-map.tsx').then((module) => ({ default: module.ConstructionsLeafletMap })),
);

const TITLE = 'Bauprojekte';
const mapHeight = { xs: 360, sm: 440, md: 'max(480px, calc(100vh - 280px))' };
const MAP_SKELETON = <Skeleton variant="rounded" sx={{ height: mapHeight }} />;

/**
 * The construction map (spec 01 §2): a Leaflet map with a marker and popup per project, and beside it (below
 * it under 960 px) the same projects as a list by commune, so everything works with keyboard and screen reader
 * and without map tiles.
 */
export function ConstructionsMapPage() {
  useDocumentTitle(TITLE);
  const { data: projects, isPending, isError } = useQuery(constructionProjectsQuery());
  const { data: config } = usePortalConfig();
  const [activeId, setActiveId] = useState<number | null>(null);
  const mapHandle = useRef<ProjectMapHandle>(null);
  const mapAreaRef = useRef<HTMLDivElement>(null);
  // Leaflet (about 44 kB gzip) loads when the map comes into view, which is after the page's first paint.
  const mapInView = useInView(mapAreaRef);

  const showOnMap = (projectId: number) => {
    mapHandle.current?.show(projectId);
    setActiveId(projectId);
    // Below 960 px the map is above the list: bring it back into view when it was scrolled away.
    const area = mapAreaRef.current;
    if (area && area.getBoundingClientRect().top < 0) area.scrollIntoView({ block: 'start' });
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 900 }}>
        Hier sehen Sie die aktuellen Baumaßnahmen der NEW in den Kommunen. Wählen Sie ein Projekt auf der
        Karte oder in der Liste, um Details zu sehen.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 340px',
            xl: 'minmax(0, 1fr) 400px',
          },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box ref={mapAreaRef} sx={{ scrollMarginTop: 80 }}>
          {mapInView ? (
            <Suspense fallback={MAP_SKELETON}>
              <ConstructionsLeafletMap
                ref={mapHandle}
                height={mapHeight}
                projects={projects ?? NO_PROJECTS}
                tileUrl={config?.mapTileUrl ?? null}
                tileAttribution={config?.mapTileAttribution ?? ''}
                onActiveChange={setActiveId}
              />
            </Suspense>
          ) : (
            MAP_SKELETON
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Tastatur: Pfeiltasten verschieben die Karte, Plus und Minus zoomen, Tab wählt die Markierungen.
          </Typography>
        </Box>
        <ProjectList
          projects={projects}
          isPending={isPending}
          isError={isError}
          activeId={activeId}
          onChoose={showOnMap}
        />
      </Box>
    </Box>
  );
}

const NO_PROJECTS: ConstructionProject[] = [];

function ProjectList({
  projects,
  isPending,
  isError,
  activeId,
  onChoose,
}: {
  projects: ConstructionProject[] | undefined;
  isPending: boolean;
  isError: boolean;
  activeId: number | null;
  onChoose: (projectId: number) => void;
}) {
  const headingId = useId();
  const groups = useMemo(() => groupByCommune(projects ?? []), [projects]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        maxHeight: { md: mapHeight.md },
        overflowY: { md: 'auto' },
      }}
    >
      <Typography
        id={headingId}
        variant="h2"
        sx={{
          fontSize: '1.25rem',
          px: 2,
          py: 1.5,
          position: { md: 'sticky' },
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        Alle Bauprojekte{projects ? ` (${projects.length})` : ''}
      </Typography>
      {isPending ? (
        <Box role="status" aria-busy="true" aria-label="Bauprojekte werden geladen …" sx={{ p: 2 }}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} variant="rounded" height={64} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : isError || !projects ? (
        <Typography sx={{ p: 2 }}>Die Bauprojekte konnten nicht geladen werden.</Typography>
      ) : projects.length === 0 ? (
        <Typography sx={{ p: 2 }}>Derzeit sind keine Bauprojekte eingetragen.</Typography>
      ) : (
        groups.map((group) => (
          <Box key={group.commune}>
            <Typography
              component="h3"
              variant="subtitle2"
              sx={{
                px: 2,
                pt: 1.5,
                pb: 0.5,
                color: 'text.secondary',
                textTransform: 'uppercase',
                letterSpacing: 0.5,
              }}
            >
              {group.commune} ({group.projects.length})
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.projects.map((project) => (
                <li key={project.id}>
                  <ProjectEntry project={project} active={project.id === activeId} onChoose={onChoose} />
                </li>
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}

function ProjectEntry({
  project,
  active,
  onChoose,
}: {
  project: ConstructionProject;
  active: boolean;
  onChoose: (projectId: number) => void;
}) {
  const placed = hasPosition(project);
  const content = (
    <>
      <PlaceIcon
        aria-hidden
        fontSize="small"
        sx={{
          mt: '2px',
          flexShrink: 0,
          color: active ? 'accent.main' : placed ? 'primary.main' : 'text.disabled',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.35 }}>
          {project.title}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {[project.street, project.sparte].filter((part) => part.trim()).join(' · ')}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {projectPeriod(project)}
          {!placed && ' · ohne Kartenposition'}
        </Typography>
      </Box>
    </>
  );
  const sx = {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    gap: 1.25,
    width: '100%',
    px: 2,
    py: 1.25,
    textAlign: 'left',
    font: 'inherit',
    color: 'text.primary',
  } as const;
  if (!placed) return <Box sx={sx}>{content}</Box>;
  return (
    <ButtonBase
      onClick={() => onChoose(project.id)}
      aria-current={active ? 'true' : undefined}
      sx={{
        ...sx,
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {content}
    </ButtonBase>
  );
}

export default ConstructionsMapPage;
