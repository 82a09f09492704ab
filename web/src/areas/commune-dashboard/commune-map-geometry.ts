import { type ExtendedFeatureCollection, geoMercator, geoPath } from 'd3-geo';

/** One commune of communes.geojson (see communes.geojson.md): one ring, no holes, RFC 7946 winding. */
export type CommuneFeature = {
  type: 'Feature';
  properties: { name: string; ags: string; lat: number; lon: number };
  geometry: { type: 'Polygon'; coordinates: number[][][] };
};
export type CommuneCollection = { type: 'FeatureCollection'; features: CommuneFeature[] };

/** A commune as drawn: its SVG path and where its label goes, in viewBox units. */
export type CommuneShape = { name: string; label: string; d: string; labelX: number; labelY: number };

/** The map's viewBox; the 18 communes are about 1.18 times as wide as high in Mercator. */
export const MAP_VIEWBOX = { width: 800, height: 680 } as const;
const PADDING = 8;

/** Labels of names too long for their shape at the map's label size; the full name is the aria-label. */
const SHORT_LABELS: Record<string, string> = {
  Mönchengladbach: 'M’gladbach',
  'Übach-Palenberg': 'Übach-P.',
  Niederkrüchten: 'Niederkr.',
  Korschenbroich: 'Korschenbr.',
};

export const shortLabel = (name: string): string => SHORT_LABELS[name] ?? name;

/** Labels moved off the centroid (viewBox units) where they would run into a neighbour's label. */
const LABEL_NUDGES: Record<string, [number, number]> = {
  Grevenbroich: [-24, 14],
};

/**
 * d3-geo reads rings as spherical polygons and wants them clockwise, the opposite of RFC 7946: unreversed,
 * each commune would be the whole globe except itself.
 */
export function withReversedRings(collection: CommuneCollection): CommuneCollection {
  return {
    ...collection,
    features: collection.features.map((feature) => ({
      ...feature,
      geometry: {
        ...feature.geometry,
        coordinates: feature.geometry.coordinates.map((ring) => ring.slice().reverse()),
      },
    })),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The communes projected with Mercator to fill the viewBox (less a small margin), each with its label at
 * its centroid (`lat`/`lon`, which lies inside the commune), a few nudged apart. Coordinates are rounded to 0.1 units to keep
 * the SVG small.
 */
export function communeShapes(collection: CommuneCollection, size = MAP_VIEWBOX): CommuneShape[] {
  const drawable = withReversedRings(collection);
  const projection = geoMercator().fitExtent(
    [
      [PADDING, PADDING],
      [size.width - PADDING, size.height - PADDING],
    ],
    drawable as ExtendedFeatureCollection,
  );
  const path = geoPath(projection).digits(1);
  return drawable.features.map((feature) => {
    const [x, y] = projection([feature.properties.lon, feature.properties.lat]) ?? [0, 0];
    const [dx, dy] = LABEL_NUDGES[feature.properties.name] ?? [0, 0];
    return {
      name: feature.properties.name,
      label: shortLabel(feature.properties.name),
      d: path(feature as ExtendedFeatureCollection['features'][number]) ?? '',
      labelX: round(x + dx),
      labelY: round(y + dy),
    };
  });
}
