// The 18 partner communes (spec: COMMUNE_NAMES) as every environment needs them: name, official municipality
// key (AGS) and the area-weighted centroid of its outline in shared/data/communes.geojson (Verwaltungsgrenzen:
// Geobasis NRW, DVG2 (Stand 12.06.2023), dl-de/zero-2-0), copied once so the server never reads the file.
// Applied by apply.ts.

export interface ReferenceCommune {
  name: string;
  ags: string;
  latitude: number;
  longitude: number;
}

export const REFERENCE_COMMUNES: readonly ReferenceCommune[] = [
  { name: 'Brüggen', ags: '05166004', latitude: 51.2632, longitude: 6.16433 },
  { name: 'Schwalmtal', ags: '05166024', latitude: 51.21832, longitude: 6.27152 },
  { name: 'Tönisvorst', ags: '05166028', latitude: 51.31645, longitude: 6.45245 },
  { name: 'Viersen', ags: '05166032', latitude: 51.2629, longitude: 6.36155 },
  { name: 'Mönchengladbach', ags: '05116000', latitude: 51.16729, longitude: 6.41202 },
  { name: 'Korschenbroich', ags: '05162020', latitude: 51.18571, longitude: 6.5493 },
  { name: 'Jüchen', ags: '05162012', latitude: 51.10256, longitude: 6.50642 },
  { name: 'Grevenbroich', ags: '05162008', latitude: 51.08817, longitude: 6.60826 },
  { name: 'Erkelenz', ags: '05370004', latitude: 51.06776, longitude: 6.33911 },
  { name: 'Wegberg', ags: '05370040', latitude: 51.14277, longitude: 6.24954 },
  { name: 'Niederkrüchten', ags: '05166020', latitude: 51.20492, longitude: 6.15437 },
  { name: 'Wassenberg', ags: '05370036', latitude: 51.1132, longitude: 6.14508 },
  { name: 'Hückelhoven', ags: '05370020', latitude: 51.04317, longitude: 6.23085 },
  { name: 'Geilenkirchen', ags: '05370012', latitude: 50.97331, longitude: 6.13106 },
  { name: 'Übach-Palenberg', ags: '05370028', latitude: 50.92693, longitude: 6.1042 },
  { name: 'Waldfeucht', ags: '05370032', latitude: 51.06456, longitude: 6.01795 },
  { name: 'Gangelt', ags: '05370008', latitude: 51.00302, longitude: 6.01504 },
  { name: 'Selfkant', ags: '05370024', latitude: 51.02061, longitude: 5.92157 },
];
