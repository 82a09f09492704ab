// Building blocks of the Kommunalrabatt demo lists: the kinds of municipal property with their supply and
// yearly discount amounts, street names of the Lower Rhine, kita names and the comment texts.

export type StromLevel = 'Niederspannung' | 'Mittelspannung' | 'Umspannung MSP/NSP';
export type GasLevel = 'Niederdruck' | 'Mitteldruck';

/** Who the supply contract of a property runs on. */
/** `traeger` runs a kita for the commune (AWO, Caritas …); its use is not the commune's own. */
export type PartnerKind = 'commune' | 'kita' | 'abwasser' | 'verein' | 'traeger';

export interface PropertyType {
  key: string;
  /** The property's name; `{ort}` is the part of town, `{kita}` a kita name. */
  name: string;
  /** Zuordnung MG: the group the utility files the delivery point under. */
  group: string;
  /** Once per commune (there is one Rathaus); otherwise the property may repeat in each part of town. */
  once: boolean;
  /** How often the kind is drawn among the repeating ones. */
  weight: number;
  /** Yearly discount amount in € for electricity (10 % of the bill), and the voltage levels drawn. */
  strom: { min: number; max: number; levels?: ReadonlyArray<readonly [StromLevel, number]> } | null;
  /** Share of such properties that also take gas, the amount range, and the pressure levels drawn. */
  gas: {
    share: number;
    min: number;
    max: number;
    levels?: ReadonlyArray<readonly [GasLevel, number]>;
  } | null;
  streets: readonly string[];
  partner: PartnerKind | ReadonlyArray<readonly [PartnerKind, number]>;
}

/** Drawn first for every commune, in this order. */
export const FIRST_PROPERTIES = [
  'rathaus',
  'bauhof',
  'pumpwerk',
  'grundschule',
  'kita',
  'feuerwehr',
] as const;

export const PROPERTY_TYPES: readonly PropertyType[] = [
  {
    key: 'rathaus',
    name: 'Rathaus',
    group: 'Verwaltung',
    once: true,
    weight: 0,
    strom: {
      min: 1800,
      max: 3600,
      levels: [
        ['Niederspannung', 0.8],
        ['Umspannung MSP/NSP', 0.2],
      ],
    },
    gas: { share: 1, min: 900, max: 3200 },
    streets: ['Rathausplatz', 'Am Rathaus', 'Marktplatz', 'Rathausmarkt'],
    partner: 'commune',
  },
  {
    key: 'verwaltung',
    name: 'Verwaltungsgebäude {ort}',
    group: 'Verwaltung',
    once: false,
    weight: 3,
    strom: { min: 400, max: 1800 },
    gas: { share: 0.8, min: 300, max: 1400 },
    streets: ['Bahnhofstraße', 'Kirchplatz', 'Poststraße', 'Lindenstraße'],
    partner: 'commune',
  },
  {
    key: 'bauhof',
    name: 'Bauhof',
    group: 'Bauhof',
    once: true,
    weight: 0,
    strom: { min: 450, max: 1600 },
    gas: { share: 0.9, min: 300, max: 1200 },
    streets: ['Industriestraße', 'Gewerbestraße', 'Am Bauhof', 'Robert-Bosch-Straße'],
    partner: 'commune',
  },
  {
    key: 'pumpwerk',
    name: 'Pumpwerk {ort}',
    group: 'Abwasser',
    once: false,
    weight: 5,
    strom: {
      min: 300,
      max: 2100,
      levels: [
        ['Niederspannung', 0.85],
        ['Mittelspannung', 0.15],
      ],
    },
    gas: null,
    streets: ['Am Pumpwerk', 'Niersweg', 'Mühlenweg', 'Bruchweg', 'Schwalmweg'],
    partner: [
      ['commune', 0.7],
      ['abwasser', 0.3],
    ],
  },
  {
    key: 'grundschule',
    name: 'Grundschule {ort}',
    group: 'Schulen',
    once: false,
    weight: 8,
    strom: { min: 600, max: 2400 },
    gas: { share: 0.95, min: 700, max: 2600 },
    streets: ['Schulstraße', 'Am Schulzentrum', 'Jahnstraße', 'Kirchstraße'],
    partner: 'commune',
  },
  {
    key: 'weiterfuehrende-schule',
    name: 'Gesamtschule {ort}',
    group: 'Schulen',
    once: true,
    weight: 0,
    strom: {
      min: 2200,
      max: 3600,
      levels: [
        ['Niederspannung', 0.5],
        ['Mittelspannung', 0.5],
      ],
    },
    gas: {
      share: 1,
      min: 1800,
      max: 3500,
      levels: [
        ['Niederdruck', 0.6],
        ['Mitteldruck', 0.4],
      ],
    },
    streets: ['Am Schulzentrum', 'Schulstraße', 'Bischof-Hermann-Straße'],
    partner: 'commune',
  },
  {
    key: 'kita',
    name: 'Kita {kita}',
    group: 'Kindertagesstätten',
    once: false,
    weight: 8,
    strom: { min: 150, max: 720 },
    gas: { share: 0.8, min: 220, max: 950 },
    streets: ['Gartenstraße', 'Wiesenweg', 'Am Park', 'Blumenstraße', 'Lindenstraße'],
    partner: [
      ['kita', 0.45],
      ['commune', 0.3],
      ['traeger', 0.25],
    ],
  },
  {
    key: 'feuerwehr',
    name: 'Feuerwehrgerätehaus {ort}',
    group: 'Feuerwehr',
    once: false,
    weight: 7,
    strom: { min: 120, max: 900 },
    gas: { share: 0.6, min: 200, max: 900 },
    streets: ['Feuerwehrstraße', 'An der Feuerwache', 'Dorfstraße', 'Hauptstraße'],
    partner: 'commune',
  },
  {
    key: 'sporthalle',
    name: 'Sporthalle {ort}',
    group: 'Sport und Bäder',
    once: false,
    weight: 6,
    strom: { min: 300, max: 1500 },
    gas: { share: 0.9, min: 400, max: 1800 },
    streets: ['Jahnstraße', 'Am Sportplatz', 'Sportparkweg', 'Turnhallenweg'],
    partner: 'commune',
  },
  {
    key: 'sportplatz',
    name: 'Sportplatz {ort}, Flutlicht',
    group: 'Sport und Bäder',
    once: false,
    weight: 4,
    strom: { min: 90, max: 800 },
    gas: null,
    streets: ['Am Sportplatz', 'Sportparkweg', 'Waldstraße'],
    partner: [
      ['commune', 0.5],
      ['verein', 0.5],
    ],
  },
  {
    key: 'friedhof',
    name: 'Friedhofskapelle {ort}',
    group: 'Friedhöfe',
    once: false,
    weight: 5,
    strom: { min: 37, max: 260 },
    gas: { share: 0.3, min: 60, max: 320 },
    streets: ['Friedhofstraße', 'Am Friedhof', 'Kapellenweg'],
    partner: 'commune',
  },
  {
    key: 'beleuchtung',
    name: 'Straßenbeleuchtung Schaltstelle {ort}',
    group: 'Straßenbeleuchtung',
    once: false,
    weight: 6,
    strom: { min: 200, max: 2600 },
    gas: null,
    streets: ['Hauptstraße', 'Ringstraße', 'Bahnhofstraße', 'Kreuzstraße', 'Nordstraße', 'Südstraße'],
    partner: 'commune',
  },
  {
    key: 'ampel',
    name: 'Lichtsignalanlage {ort}',
    group: 'Straßenbeleuchtung',
    once: false,
    weight: 2,
    strom: { min: 40, max: 180 },
    gas: null,
    streets: ['Hauptstraße', 'Kreuzstraße', 'Bahnhofstraße', 'Ringstraße'],
    partner: 'commune',
  },
  {
    key: 'buergerhaus',
    name: 'Bürgerhaus {ort}',
    group: 'Kultur und Soziales',
    once: false,
    weight: 3,
    strom: { min: 250, max: 1200 },
    gas: { share: 0.9, min: 300, max: 1200 },
    streets: ['Kirchplatz', 'Am Markt', 'Dorfstraße', 'Burgstraße'],
    partner: 'commune',
  },
  {
    key: 'hallenbad',
    name: 'Hallenbad {ort}',
    group: 'Sport und Bäder',
    once: true,
    weight: 0,
    strom: { min: 2400, max: 3700, levels: [['Mittelspannung', 1]] },
    gas: { share: 1, min: 2600, max: 3600, levels: [['Mitteldruck', 1]] },
    streets: ['Parkstraße', 'Am Freibad', 'Badstraße'],
    partner: 'commune',
  },
  {
    key: 'freibad',
    name: 'Freibad {ort}',
    group: 'Sport und Bäder',
    once: true,
    weight: 0,
    strom: { min: 600, max: 2200 },
    gas: { share: 0.5, min: 500, max: 1900 },
    streets: ['Am Freibad', 'Badstraße', 'Weiherstraße'],
    partner: [
      ['commune', 0.5],
      ['verein', 0.5],
    ],
  },
  {
    key: 'jugendzentrum',
    name: 'Jugendzentrum {ort}',
    group: 'Kultur und Soziales',
    once: true,
    weight: 0,
    strom: { min: 150, max: 600 },
    gas: { share: 0.8, min: 200, max: 700 },
    streets: ['Bahnhofstraße', 'Mühlenstraße', 'Am Park'],
    partner: 'commune',
  },
  {
    key: 'buecherei',
    name: 'Bücherei {ort}',
    group: 'Kultur und Soziales',
    once: true,
    weight: 0,
    strom: { min: 150, max: 700 },
    gas: { share: 0.7, min: 180, max: 650 },
    streets: ['Kirchstraße', 'Marktplatz', 'Poststraße'],
    partner: 'commune',
  },
  {
    key: 'museum',
    name: 'Heimatmuseum {ort}',
    group: 'Kultur und Soziales',
    once: true,
    weight: 0,
    strom: { min: 120, max: 650 },
    gas: { share: 0.6, min: 150, max: 600 },
    streets: ['Burgstraße', 'Schloßstraße', 'Kirchplatz'],
    partner: [
      ['commune', 0.5],
      ['verein', 0.5],
    ],
  },
  {
    key: 'wertstoffhof',
    name: 'Wertstoffhof',
    group: 'Bauhof',
    once: true,
    weight: 0,
    strom: { min: 100, max: 420 },
    gas: null,
    streets: ['Industriestraße', 'Gewerbestraße', 'Am Bauhof'],
    partner: 'commune',
  },
  {
    key: 'unterkunft',
    name: 'Übergangswohnheim {ort}',
    group: 'Kultur und Soziales',
    once: false,
    weight: 2,
    strom: { min: 200, max: 900 },
    gas: { share: 0.9, min: 300, max: 1100 },
    streets: ['Mühlenweg', 'Feldstraße', 'Heideweg', 'Gartenstraße'],
    partner: 'commune',
  },
];

/** Properties a commune's billing knows that are not on the 2026 list: offered in 'new delivery point'. */
export const AVAILABLE_ONLY_PROPERTIES: readonly {
  name: string;
  group: string;
  streets: readonly string[];
}[] = [
  { name: 'Vereinsheim {ort}', group: 'Sport und Bäder', streets: ['Am Sportplatz', 'Waldstraße'] },
  { name: 'Kiosk am Freibad', group: 'Sport und Bäder', streets: ['Am Freibad', 'Badstraße'] },
  { name: 'Wohnhaus {ort} (vermietet)', group: 'Liegenschaften', streets: ['Gartenstraße', 'Lindenstraße'] },
  { name: 'Garagenhof {ort}', group: 'Liegenschaften', streets: ['Feldstraße', 'Mühlenweg'] },
  { name: 'Schutzhütte {ort}', group: 'Liegenschaften', streets: ['Waldstraße', 'Heideweg'] },
  { name: 'Glascontainer-Beleuchtung {ort}', group: 'Straßenbeleuchtung', streets: ['Marktplatz'] },
  { name: 'Schulpavillon {ort}', group: 'Schulen', streets: ['Schulstraße', 'Am Schulzentrum'] },
  { name: 'Ehemaliges Feuerwehrgerätehaus {ort}', group: 'Feuerwehr', streets: ['Dorfstraße'] },
  { name: 'Mobilstation {ort}', group: 'Verwaltung', streets: ['Bahnhofstraße'] },
  {
    name: 'Dorfgemeinschaftshaus {ort}',
    group: 'Kultur und Soziales',
    streets: ['Dorfstraße', 'Kirchplatz'],
  },
];

/** Free operators of kitas; the kita's contract runs on them. */
export const KITA_OPERATORS = ['AWO', 'Caritas', 'DRK', 'Ev.', 'Kath.'] as const;

export const KITA_NAMES = [
  'Sonnenschein',
  'Regenbogen',
  'Pusteblume',
  'Löwenzahn',
  'Kunterbunt',
  'Sterntaler',
  'Arche Noah',
  'Zwergenland',
  'Schatzkiste',
  'Wirbelwind',
  'Abenteuerland',
  'Sonnenblume',
  'Spatzennest',
  'Märchenwald',
  'Rappelkiste',
  'Villa Kunterbunt',
  'Purzelbaum',
  'Schneckenhaus',
  'Wolkenburg',
  'Kleine Strolche',
] as const;

/** Electricity and gas meter locations, written to Zusatzinfo 2. */
export const METER_PLACES = [
  'Zähler im Keller',
  'Zähler im Hausanschlussraum',
  'Zähler im Heizungsraum',
  'Zählerschrank außen',
  'Zähler im Technikraum',
  'Zähler in der Garage',
] as const;

/** Notes the communes left on delivery points. */
export const NOTES = [
  'Zugang über den Hausmeister',
  'Schlüssel beim Bauhof',
  'Zähler hinter der Bühne',
  'Nur in der Saison in Betrieb',
  'Anmeldung im Sekretariat',
] as const;

/** The part that is let out makes a property not the commune's own use. */
export const LET_OUT_NOTE = 'Gebäude teilweise an Dritte vermietet';

/** How the utility's change of a year-old amount looks: prices rose in 2023 and fell back since. */
export const YEAR_FACTORS: Record<number, number> = {
  2022: 1,
  2023: 1.21,
  2024: 1.12,
  2025: 1.05,
  2026: 1.03,
};
