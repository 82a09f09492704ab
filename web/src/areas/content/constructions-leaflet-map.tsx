import 'leaflet/dist/leaflet.css';
import type { ConstructionProject } from '@kp/contract/content';
import * as L from 'leaflet';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import text from '../../ui/type.module.css';
import { hasPosition, projectPeriod } from './constructions-format.ts';
import styles from './constructions-leaflet-map.module.css';
import { tileAttributionHtml } from './tile-attribution.ts';

export type ProjectMapHandle = {
  /** Pans to the project's marker and opens its popup. */
  show: (projectId: number) => void;
};

type Props = {
  projects: ConstructionProject[];
  /** Gives the map its height; the tile notice goes below it. */
  className: string;
  tileUrl: string | null;
  tileAttribution: string;
  /** The marker whose popup is open, or null when none is. */
  onActiveChange: (projectId: number | null) => void;
  ref?: Ref<ProjectMapHandle>;
};

/** The NEW region (Viersen, Mönchengladbach, Heinsberg) when there is nothing to fit the map to. */
const REGION_CENTER: L.LatLngTuple = [51.17, 6.3];
const REGION_ZOOM = 10;
const DETAIL_ZOOM = 15;

/**
 * The Leaflet map of the construction map page. Markers are plain elements (no marker images), popups are
 * built from text nodes, and the map works without tiles: markers, popups and keyboard use never wait for them.
 */
export function ConstructionsLeafletMap({
  projects,
  className,
  tileUrl,
  tileAttribution,
  onActiveChange,
  ref,
}: Props) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<number, L.Marker>());
  const [tilesFailed, setTilesFailed] = useState(false);
  const onActiveChangeRef = useRef(onActiveChange);
  onActiveChangeRef.current = onActiveChange;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: false, zoomSnap: 0.5 });
    L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
    map.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    map.setView(REGION_CENTER, REGION_ZOOM);
    map.on('popupopen', (event) => {
      const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', 'Popup schließen');
      close?.setAttribute('title', 'Schließen');
    });
    mapRef.current = map;
    // The column changes width with the drawer and the breakpoints; Leaflet must know its size.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    let loaded = false;
    const layer = L.tileLayer(tileUrl, {
      attribution: tileAttributionHtml(tileAttribution),
      maxZoom: 19,
    })
      .on('tileload', () => {
        loaded = true;
        setTilesFailed(false);
      })
      .on('tileerror', () => {
        if (!loaded) setTilesFailed(true);
      })
      .addTo(map);
    return () => {
      layer.remove();
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const markers = markersRef.current;
    markers.clear();
    const placed = projects.filter(hasPosition);
    for (const project of placed) {
      const marker = L.marker([project.latitude, project.longitude], {
        icon: L.divIcon({
          className: 'kp-marker',
          iconSize: [28, 28],
          iconAnchor: [14, 14],
          popupAnchor: [0, -12],
        }),
        keyboard: true,
        title: project.title,
        riseOnHover: true,
      });
      marker.bindPopup(popupContent(project), { maxWidth: 300, minWidth: 220 });
      marker.on('popupopen', () => {
        marker.getElement()?.classList.add('kp-marker-active');
        onActiveChangeRef.current(project.id);
      });
      marker.on('popupclose', () => {
        marker.getElement()?.classList.remove('kp-marker-active');
        onActiveChangeRef.current(null);
      });
      marker.addTo(layer);
      marker.getElement()?.setAttribute('aria-label', `${project.title}, ${project.commune}`);
      markers.set(project.id, marker);
    }
    if (placed.length === 1) {
      map.setView([placed[0].latitude, placed[0].longitude], DETAIL_ZOOM - 1);
    } else if (placed.length > 1) {
      map.fitBounds(L.latLngBounds(placed.map((p) => [p.latitude, p.longitude] as L.LatLngTuple)), {
        padding: [32, 32],
        maxZoom: DETAIL_ZOOM,
      });
    }
    return () => {
      layer.remove();
      markers.clear();
    };
  }, [projects]);

  useImperativeHandle(
    ref,
    () => ({
      show: (projectId) => {
        const map = mapRef.current;
        const marker = markersRef.current.get(projectId);
        if (!map || !marker) return;
        map.setView(marker.getLatLng(), Math.max(map.getZoom(), DETAIL_ZOOM - 1), { animate: false });
        marker.openPopup();
      },
    }),
    [],
  );

  return (
    <>
      <section
        ref={containerRef}
        aria-label="Karte der Bauprojekte"
        className={`${styles.map} ${className}`}
      />
      {tilesFailed && (
        <p role="status" className={`${text.body2} ${styles.notice}`}>
          Der Kartenhintergrund ist gerade nicht erreichbar. Markierungen und Liste funktionieren weiterhin.
        </p>
      )}
    </>
  );
}

function popupContent(project: ConstructionProject): HTMLElement {
  const root = document.createElement('div');
  const line = (content: string, className?: string) => {
    if (!content.trim()) return;
    const p = document.createElement('p');
    if (className) p.className = className;
    p.textContent = content;
    root.append(p);
  };
  line(project.title, 'kp-popup-title');
  line([project.commune, project.street].filter((part) => part.trim()).join(', '), 'kp-popup-meta');
  line(`Sparte: ${project.sparte}`, 'kp-popup-meta');
  line(`Zeitraum: ${projectPeriod(project)}`, 'kp-popup-meta');
  line(project.description);
  return root;
}
