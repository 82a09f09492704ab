import type { COMMUNE_NAMES } from '@kp/contract/shell';

export type Sparte = 'Strom' | 'Gas' | 'Wasser' | 'Glasfaser' | 'Fernwärme';

export interface DemoConstruction {
  title: string;
  description: string;
  sparte: Sparte;
  commune: (typeof COMMUNE_NAMES)[number];
  street: string;
  /** yyyy-mm-dd; endDate null while the end is not yet scheduled. */
  startDate: string;
  endDate: string | null;
  /** Close to the commune's own coordinates (communes.ts), within a few kilometres. */
  latitude: number;
  longitude: number;
}

/** One construction project per partner commune, in the order of COMMUNE_NAMES. */
export const DEMO_CONSTRUCTIONS: readonly DemoConstruction[] = [
  {
    title: 'Glasfaser-Ausbau Ortskern Brüggen',
    description:
      'Verlegung von Mikrorohren und Glasfaser-Hausanschlüssen im Ortskern. Halbseitige Sperrung abschnittsweise, Zufahrt zu den Geschäften bleibt frei.',
    sparte: 'Glasfaser',
    commune: 'Brüggen',
    street: 'Klosterstraße',
    startDate: '2026-08-17',
    endDate: '2026-12-18',
    latitude: 51.2408,
    longitude: 6.1829,
  },
  {
    title: 'Erneuerung der Gasleitung in Waldniel',
    description:
      'Austausch von 850 Metern Gasversorgungsleitung aus den 1960er-Jahren einschließlich 42 Hausanschlüssen. Einbahnstraßenregelung während der Bauzeit.',
    sparte: 'Gas',
    commune: 'Schwalmtal',
    street: 'Hauptstraße',
    startDate: '2026-04-13',
    endDate: '2026-10-30',
    latitude: 51.2131,
    longitude: 6.2714,
  },
  {
    title: 'Kabelverstärkung St. Tönis',
    description:
      'Neue 10-kV-Kabel und zwei Ortsnetzstationen für das wachsende Wohngebiet. Arbeiten überwiegend im Gehweg.',
    sparte: 'Strom',
    commune: 'Tönisvorst',
    street: 'Hochstraße',
    startDate: '2026-09-07',
    endDate: '2027-02-26',
    latitude: 51.3211,
    longitude: 6.4921,
  },
  {
    title: 'Trinkwasser-Transportleitung Viersen',
    description:
      'Neubau einer Transportleitung DN 300 zwischen Hochbehälter und Innenstadt als Verbundleitung. Bau in vier Abschnitten.',
    sparte: 'Wasser',
    commune: 'Viersen',
    street: 'Gladbacher Straße',
    startDate: '2026-03-02',
    endDate: '2027-05-28',
    latitude: 51.2551,
    longitude: 6.3946,
  },
  {
    title: 'Fernwärme-Anbindung Großwärmepumpe Neuwerk',
    description:
      'Verbindungsleitung vom Klärwerk zum Fernwärmenetz für die neue Abwasser-Großwärmepumpe. Vollsperrung in den Sommerferien 2027 geplant.',
    sparte: 'Fernwärme',
    commune: 'Mönchengladbach',
    street: 'Krefelder Straße',
    startDate: '2026-11-23',
    endDate: '2028-09-29',
    latitude: 51.2041,
    longitude: 6.4433,
  },
  {
    title: 'Wasserleitung Korschenbroich-Mitte',
    description:
      'Erneuerung der Versorgungsleitung im Zuge der Fahrbahnsanierung durch die Stadt; Leerrohre für Glasfaser werden mitverlegt.',
    sparte: 'Wasser',
    commune: 'Korschenbroich',
    street: 'Steinstraße',
    startDate: '2026-05-04',
    endDate: '2026-09-25',
    latitude: 51.1913,
    longitude: 6.5132,
  },
  {
    title: 'Netzanbindung Solarpark Jüchen-Ost',
    description:
      'Verlegung eines 20-kV-Kabels über 3,2 Kilometer vom Solarpark zum Umspannwerk, überwiegend in Feldwegen.',
    sparte: 'Strom',
    commune: 'Jüchen',
    street: 'Odenkirchener Straße',
    startDate: '2026-10-05',
    endDate: '2027-03-19',
    latitude: 51.1012,
    longitude: 6.5015,
  },
  {
    title: 'Wärmenetz Grevenbroich-Süd, 1. Bauabschnitt',
    description:
      'Vor- und Rücklaufleitungen vom Gewerbegebiet zu Schulzentrum und Sporthalle. Förderung aus dem JTF-Programm NRW.',
    sparte: 'Fernwärme',
    commune: 'Grevenbroich',
    street: 'Bahnstraße',
    startDate: '2027-03-01',
    endDate: null,
    latitude: 51.0878,
    longitude: 6.5893,
  },
  {
    title: 'Wärmenetz Erkelenz-Nord, 3. Bauabschnitt',
    description:
      'Letzter Abschnitt der 4,2 Kilometer langen Trasse mit Anschluss von Hallenbad und Wohnquartier.',
    sparte: 'Fernwärme',
    commune: 'Erkelenz',
    street: 'Nordstraße',
    startDate: '2026-06-15',
    endDate: '2026-12-11',
    latitude: 51.0832,
    longitude: 6.3168,
  },
  {
    title: 'Gasleitung Wegberg Innenstadt',
    description:
      'Umlegung der Gasleitung für den Neubau des Rathausplatzes. Abstimmung mit dem städtischen Bauprogramm.',
    sparte: 'Gas',
    commune: 'Wegberg',
    street: 'Rathausplatz',
    startDate: '2026-02-09',
    endDate: '2026-06-26',
    latitude: 51.1423,
    longitude: 6.2795,
  },
  {
    title: 'Hausanschlüsse Wasser in Elmpt',
    description:
      'Erneuerung von 65 Wasserhausanschlüssen aus Blei- und Stahlrohr. Kurze Versorgungsunterbrechungen werden angekündigt.',
    sparte: 'Wasser',
    commune: 'Niederkrüchten',
    street: 'Dorfstraße',
    startDate: '2026-09-21',
    endDate: '2026-12-04',
    latitude: 51.2118,
    longitude: 6.1531,
  },
  {
    title: 'Glasfaser Wassenberg-Orsbeck',
    description: 'Glasfaser für das Quartier Orsbeck im Zusammenhang mit dem neuen Quartierskonzept.',
    sparte: 'Glasfaser',
    commune: 'Wassenberg',
    street: 'Roermonder Straße',
    startDate: '2026-10-19',
    endDate: '2027-04-30',
    latitude: 51.1015,
    longitude: 6.1526,
  },
  {
    title: 'Ortsnetzstation Hückelhoven-Ratheim',
    description:
      'Neubau einer Ortsnetzstation und Kabelverbindungen für Wärmepumpen und Ladepunkte im Wohngebiet.',
    sparte: 'Strom',
    commune: 'Hückelhoven',
    street: 'Parkhofstraße',
    startDate: '2026-07-06',
    endDate: '2026-11-27',
    latitude: 51.0552,
    longitude: 6.2204,
  },
  {
    title: 'Ladepark Bahnhof Geilenkirchen, 2. Ausbaustufe',
    description:
      'Netzanschluss für vier weitere Schnellladepunkte am Bahnhof. Parkplätze zeitweise gesperrt.',
    sparte: 'Strom',
    commune: 'Geilenkirchen',
    street: 'Bahnhofstraße',
    startDate: '2026-11-09',
    endDate: '2027-01-29',
    latitude: 50.9654,
    longitude: 6.1207,
  },
  {
    title: 'Glasfaser Gewerbegebiet Zechenstraße',
    description: 'Anschluss von rund 120 Gewerbebetrieben; Restarbeiten an Hausanschlüssen.',
    sparte: 'Glasfaser',
    commune: 'Übach-Palenberg',
    street: 'Zechenstraße',
    startDate: '2026-01-12',
    endDate: '2026-11-13',
    latitude: 50.9236,
    longitude: 6.0778,
  },
  {
    title: 'Gasleitung Waldfeucht-Haaren',
    description: 'Erneuerung der Gasleitung und Prüfung der Hausanschlüsse im Ortsteil Haaren.',
    sparte: 'Gas',
    commune: 'Waldfeucht',
    street: 'Lambertusstraße',
    startDate: '2027-02-15',
    endDate: '2027-07-09',
    latitude: 51.0658,
    longitude: 6.0324,
  },
  {
    title: 'Glasfaser Gewerbegebiet Gangelt',
    description:
      'Glasfaser für das Gewerbegebiet an der Sittarder Straße mit Mitverlegung in bestehende Leerrohre.',
    sparte: 'Glasfaser',
    commune: 'Gangelt',
    street: 'Sittarder Straße',
    startDate: '2026-12-07',
    endDate: '2027-05-14',
    latitude: 50.9953,
    longitude: 6.0008,
  },
  {
    title: 'Verbundleitung Wasser Selfkant–Gangelt',
    description:
      'Neue Verbundleitung zwischen den Versorgungsgebieten Selfkant und Gangelt für mehr Versorgungssicherheit in Trockenperioden.',
    sparte: 'Wasser',
    commune: 'Selfkant',
    street: 'Dechant-Brock-Straße',
    startDate: '2026-04-20',
    endDate: '2027-03-26',
    latitude: 51.0241,
    longitude: 5.9163,
  },
];
