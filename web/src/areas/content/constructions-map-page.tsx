import type { ConstructionProject } from '@kp/contract/content';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { usePortalConfig } from '../../app/portal-config.ts';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useInView } from '../../ui/use-in-view.ts';
import { constructionProjectsQuery } from './constructions-api.ts';
import { groupByCommune, hasPosition, projectPeriod } from './constructions-format.ts';
import type { ProjectMapHandle } from './constructions-leaflet-map.tsx';
import styles from './constructions-map-page.module.css';
import { PlaceIcon } from './icons.tsx';

// Leaflet and its stylesheet load with this page only, and the list does not wait for them.
const ConstructionsLeafletMap = lazy(() =>
  import('./constructions-leaflet-map.tsx').then((module) => ({ default: module.ConstructionsLeafletMap })),
);

const TITLE = 'Bauprojekte';
const MAP_SKELETON = <span aria-hidden="true" className={`${skeleton.skeleton} ${styles.mapHeight}`} />;

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
    <div>
      <h1 className={`${text.h1} ${styles.title}`}>{TITLE}</h1>
      <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>
        Hier sehen Sie die aktuellen Baumaßnahmen der NEW in den Kommunen. Wählen Sie ein Projekt auf der
        Karte oder in der Liste, um Details zu sehen.
      </p>
      <div className={styles.layout}>
        <div ref={mapAreaRef} className={styles.mapArea}>
          {mapInView ? (
            <Suspense fallback={MAP_SKELETON}>
              <ConstructionsLeafletMap
                ref={mapHandle}
                className={styles.mapHeight}
                projects={projects ?? NO_PROJECTS}
                tileUrl={config?.mapTileUrl ?? null}
                tileAttribution={config?.mapTileAttribution ?? ''}
                onActiveChange={setActiveId}
              />
            </Suspense>
          ) : (
            MAP_SKELETON
          )}
          <p className={`${text.body2} ${text.secondary} ${styles.keys}`}>
            Tastatur: Pfeiltasten verschieben die Karte, Plus und Minus zoomen, Tab wählt die Markierungen.
          </p>
        </div>
        <ProjectList
          projects={projects}
          isPending={isPending}
          isError={isError}
          activeId={activeId}
          onChoose={showOnMap}
        />
      </div>
    </div>
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
    <section aria-labelledby={headingId} className={styles.list}>
      <h2 id={headingId} className={`${text.h2} ${styles.listHeading}`}>
        Alle Bauprojekte{projects ? ` (${projects.length})` : ''}
      </h2>
      {isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Bauprojekte werden geladen …"
          className={styles.loading}
        >
          {[1, 2, 3, 4].map((n) => (
            <span key={n} aria-hidden="true" className={`${skeleton.skeleton} ${styles.loadingRow}`} />
          ))}
        </div>
      ) : isError || !projects ? (
        <p className={`${text.body1} ${styles.message}`}>Die Bauprojekte konnten nicht geladen werden.</p>
      ) : projects.length === 0 ? (
        <p className={`${text.body1} ${styles.message}`}>Derzeit sind keine Bauprojekte eingetragen.</p>
      ) : (
        groups.map((group) => (
          <div key={group.commune}>
            <h3 className={styles.commune}>
              {group.commune} ({group.projects.length})
            </h3>
            <ul className={styles.projects}>
              {group.projects.map((project) => (
                <li key={project.id}>
                  <ProjectEntry project={project} active={project.id === activeId} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
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
  const pin = [styles.pin, active ? styles.active : placed && styles.placed].filter(Boolean).join(' ');
  const content = (
    <>
      <PlaceIcon size="small" className={pin} />
      <span className={styles.words}>
        <span className={styles.projectTitle}>{project.title}</span>
        <span className={`${text.body2} ${text.secondary} ${styles.line}`}>
          {[project.street, project.sparte].filter((part) => part.trim()).join(' · ')}
        </span>
        <span className={`${text.body2} ${text.secondary} ${styles.line}`}>
          {projectPeriod(project)}
          {!placed && ' · ohne Kartenposition'}
        </span>
      </span>
    </>
  );
  if (!placed) return <div className={styles.entry}>{content}</div>;
  return (
    <button
      type="button"
      onClick={() => onChoose(project.id)}
      aria-current={active ? 'true' : undefined}
      className={styles.entry}
    >
      {content}
    </button>
  );
}

export default ConstructionsMapPage;
