import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { tileAttributionHtml } from '../tile-attribution.ts';
import { roundCoordinate } from './coordinates.ts';

type Props = {
  /** The current position, or null while none is set. */
  position: [number, number] | null;
  /** A click on the map, or the marker dragged to a new place. */
  onPick: (latitude: number, longitude: number) => void;
  tileUrl: string | null;
  tileAttribution: string;
  /** The id of the hint that tells how to use the map and where the typed alternative is. */
  describedBy?: string;
};

/** The NEW region when there is no position yet (as the construction map). */
const REGION_CENTER: L.LatLngTuple = [51.17, 6.3];
const REGION_ZOOM = 10;
const DETAIL_ZOOM = 15;

/**
 * Picks a construction project's position on the map we ship (Leaflet, as the construction map page):
 * a click sets the marker, the marker can be dragged. The fields "Breite" and "Länge" beside it are the
 * keyboard-accessible alternative and show every change; the map follows what is typed there.
 */
export function PositionPicker({ position, onPick, tileUrl, tileAttribution, describedBy }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: false, zoomSnap: 0.5 });
    L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map);
    map.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    map.setView(REGION_CENTER, REGION_ZOOM);
    map.on('click', (event: L.LeafletMouseEvent) => {
      onPickRef.current(roundCoordinate(event.latlng.lat), roundCoordinate(event.latlng.lng));
    });
    mapRef.current = map;
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    let loaded = false;
    const layer = L.tileLayer(tileUrl, { attribution: tileAttributionHtml(tileAttribution), maxZoom: 19 })
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

  const latitude = position?.[0];
  const longitude = position?.[1];
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at: L.LatLngTuple = [latitude, longitude];
    let marker = markerRef.current;
    if (!marker) {
      marker = L.marker(at, {
        icon: L.divIcon({ className: 'kp-marker', iconSize: [28, 28], iconAnchor: [14, 14] }),
        draggable: true,
        // The marker is not a stop of its own: the typed fields are the keyboard's way to move it.
        keyboard: false,
        title: 'Position des Bauprojekts',
      });
      marker.on('dragend', () => {
        const moved = marker?.getLatLng();
        if (moved) onPickRef.current(roundCoordinate(moved.lat), roundCoordinate(moved.lng));
      });
      marker.addTo(map);
      markerRef.current = marker;
      map.setView(at, Math.max(map.getZoom(), DETAIL_ZOOM - 1), { animate: false });
    } else {
      marker.setLatLng(at);
      if (!map.getBounds().contains(at)) map.panTo(at, { animate: false });
    }
  }, [latitude, longitude]);

  return (
    <>
      <Box
        ref={containerRef}
        role="region"
        aria-label="Karte: Position des Bauprojekts wählen"
        aria-describedby={describedBy}
        sx={{
          width: '100%',
          height: { xs: 280, md: 360 },
          borderRadius: 2,
          bgcolor: 'action.hover',
          fontFamily: 'inherit',
          cursor: 'crosshair',
          '&.leaflet-container:focus-visible': {
            outline: 3,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
          },
          '& .kp-marker': {
            borderRadius: '50%',
            bgcolor: 'primary.main',
            border: '3px solid #fff',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.5)',
            cursor: 'grab',
          },
          '& .kp-marker::after': {
            content: '""',
            position: 'absolute',
            inset: '6px',
            borderRadius: '50%',
            bgcolor: '#fff',
          },
          '& .leaflet-control-zoom a:focus-visible, & .leaflet-control-attribution a:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
          '& .leaflet-control-attribution a': { textDecoration: 'underline' },
        }}
      />
      {tilesFailed && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          Der Kartenhintergrund ist gerade nicht erreichbar. Geben Sie die Koordinaten in die Felder ein.
        </Typography>
      )}
    </>
  );
}
