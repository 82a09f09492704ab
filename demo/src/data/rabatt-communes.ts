import type { RabattStatus } from '@kp/contract/rabatt-constants';
import type { COMMUNE_NAMES } from '@kp/contract/shell';

/** A part of a commune with its postal code(s); property names carry the part's name. */
export interface Ortsteil {
  name: string;
  plz: readonly string[];
}

export interface RabattCommune {
  name: (typeof COMMUNE_NAMES)[number];
  /** 'Stadt' or 'Gemeinde': the commune's own business partner is e.g. 'Stadt Viersen'. */
  kind: 'Stadt' | 'Gemeinde';
  ortsteile: readonly Ortsteil[];
  /** The 2026 list's status; 2024 and 2025 are closed everywhere. */
  status2026: RabattStatus;
  /** The person who handles the list at the commune: a demo account's username, or just a name. */
  clerk: { username: string } | { name: string };
  /** Years whose list came back once with 'Zurück an NEW' from Freizugeben and was released again. */
  steppedBack?: readonly number[];
}

/**
 * The 18 communes' Kommunalrabatt facts: real postal codes and parts of town, and the 2026 status.
 * Viersen 2026 is 'Neu' (the e2e walks the year from there), Brüggen 2026 'Bei Kommune'; every status has
 * at least two communes.
 */
export const RABATT_COMMUNES: readonly RabattCommune[] = [
  {
    name: 'Brüggen',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Brüggen', plz: ['41379'] },
      { name: 'Bracht', plz: ['41379'] },
      { name: 'Born', plz: ['41379'] },
    ],
    status2026: 'Bei Kommune',
    clerk: { username: 'kommune.brueggen' },
  },
  {
    name: 'Schwalmtal',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Waldniel', plz: ['41366'] },
      { name: 'Amern', plz: ['41366'] },
      { name: 'Lüttelforst', plz: ['41366'] },
    ],
    status2026: 'Gegenprüfung durch NEW',
    clerk: { name: 'Martina Dohmen' },
  },
  {
    name: 'Tönisvorst',
    kind: 'Stadt',
    ortsteile: [
      { name: 'St. Tönis', plz: ['47918'] },
      { name: 'Vorst', plz: ['47918'] },
    ],
    status2026: 'Freizugeben',
    clerk: { name: 'Stefan Kaiser' },
  },
  {
    name: 'Viersen',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Viersen', plz: ['41747', '41748'] },
      { name: 'Dülken', plz: ['41751'] },
      { name: 'Süchteln', plz: ['41749'] },
      { name: 'Boisheim', plz: ['41751'] },
    ],
    status2026: 'Neu',
    clerk: { username: 'kommune.viersen' },
  },
  {
    name: 'Mönchengladbach',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Gladbach', plz: ['41061', '41063'] },
      { name: 'Rheydt', plz: ['41236', '41238'] },
      { name: 'Odenkirchen', plz: ['41199'] },
      { name: 'Wickrath', plz: ['41189'] },
      { name: 'Giesenkirchen', plz: ['41238'] },
      { name: 'Hardt', plz: ['41169'] },
      { name: 'Neuwerk', plz: ['41066'] },
      { name: 'Rheindahlen', plz: ['41179'] },
      { name: 'Holt', plz: ['41069'] },
      { name: 'Eicken', plz: ['41063'] },
      { name: 'Venn', plz: ['41068'] },
      { name: 'Hockstein', plz: ['41239'] },
    ],
    status2026: 'Bei Kommune',
    clerk: { name: 'Dirk Schmitz' },
  },
  {
    name: 'Korschenbroich',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Korschenbroich', plz: ['41352'] },
      { name: 'Kleinenbroich', plz: ['41352'] },
      { name: 'Glehn', plz: ['41352'] },
      { name: 'Pesch', plz: ['41352'] },
      { name: 'Liedberg', plz: ['41352'] },
    ],
    status2026: 'Abgeschlossen',
    clerk: { name: 'Andrea Küppers' },
  },
  {
    name: 'Jüchen',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Jüchen', plz: ['41363'] },
      { name: 'Hochneukirch', plz: ['41363'] },
      { name: 'Otzenrath', plz: ['41363'] },
      { name: 'Gierath', plz: ['41363'] },
    ],
    status2026: 'Neu',
    clerk: { name: 'Markus Offermanns' },
  },
  {
    name: 'Grevenbroich',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Grevenbroich', plz: ['41515'] },
      { name: 'Wevelinghoven', plz: ['41516'] },
      { name: 'Kapellen', plz: ['41516'] },
      { name: 'Elsen', plz: ['41515'] },
      { name: 'Gustorf', plz: ['41517'] },
      { name: 'Frimmersdorf', plz: ['41517'] },
    ],
    status2026: 'Gegenprüfung durch NEW',
    clerk: { name: 'Claudia Mertens' },
    steppedBack: [2025],
  },
  {
    name: 'Erkelenz',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Erkelenz', plz: ['41812'] },
      { name: 'Lövenich', plz: ['41812'] },
      { name: 'Gerderath', plz: ['41812'] },
      { name: 'Granterath', plz: ['41812'] },
      { name: 'Keyenberg', plz: ['41812'] },
    ],
    status2026: 'Freizugeben',
    clerk: { name: 'Thomas Jansen' },
    steppedBack: [2026],
  },
  {
    name: 'Wegberg',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Wegberg', plz: ['41844'] },
      { name: 'Beeck', plz: ['41844'] },
      { name: 'Arsbeck', plz: ['41844'] },
      { name: 'Wildenrath', plz: ['41844'] },
      { name: 'Merbeck', plz: ['41844'] },
    ],
    status2026: 'Bei Kommune',
    clerk: { name: 'Birgit Heinen' },
  },
  {
    name: 'Niederkrüchten',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Niederkrüchten', plz: ['41372'] },
      { name: 'Elmpt', plz: ['41372'] },
      { name: 'Overhetfeld', plz: ['41372'] },
    ],
    status2026: 'Abgeschlossen',
    clerk: { name: 'Guido Peters' },
  },
  {
    name: 'Wassenberg',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Wassenberg', plz: ['41849'] },
      { name: 'Birgelen', plz: ['41849'] },
      { name: 'Myhl', plz: ['41849'] },
      { name: 'Effeld', plz: ['41849'] },
      { name: 'Ophoven', plz: ['41849'] },
    ],
    status2026: 'Abgeschlossen',
    clerk: { name: 'Nicole Frenken' },
  },
  {
    name: 'Hückelhoven',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Hückelhoven', plz: ['41836'] },
      { name: 'Ratheim', plz: ['41836'] },
      { name: 'Baal', plz: ['41836'] },
      { name: 'Brachelen', plz: ['41836'] },
      { name: 'Hilfarth', plz: ['41836'] },
      { name: 'Doveren', plz: ['41836'] },
    ],
    status2026: 'Gegenprüfung durch NEW',
    clerk: { name: 'Ralf Wolters' },
  },
  {
    name: 'Geilenkirchen',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Geilenkirchen', plz: ['52511'] },
      { name: 'Teveren', plz: ['52511'] },
      { name: 'Bauchem', plz: ['52511'] },
      { name: 'Hünshoven', plz: ['52511'] },
      { name: 'Prummern', plz: ['52511'] },
    ],
    status2026: 'Freizugeben',
    clerk: { name: 'Susanne Houben' },
  },
  {
    name: 'Übach-Palenberg',
    kind: 'Stadt',
    ortsteile: [
      { name: 'Übach', plz: ['52531'] },
      { name: 'Palenberg', plz: ['52531'] },
      { name: 'Frelenberg', plz: ['52531'] },
      { name: 'Marienberg', plz: ['52531'] },
      { name: 'Scherpenseel', plz: ['52531'] },
    ],
    status2026: 'Abgeschlossen',
    clerk: { name: 'Jörg Laumen' },
  },
  {
    name: 'Waldfeucht',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Waldfeucht', plz: ['52525'] },
      { name: 'Haaren', plz: ['52525'] },
      { name: 'Braunsrath', plz: ['52525'] },
      { name: 'Brüggelchen', plz: ['52525'] },
    ],
    status2026: 'Gegenprüfung durch NEW',
    clerk: { name: 'Monika Schroeders' },
  },
  {
    name: 'Gangelt',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Gangelt', plz: ['52538'] },
      { name: 'Birgden', plz: ['52538'] },
      { name: 'Langbroich', plz: ['52538'] },
      { name: 'Schierwaldenrath', plz: ['52538'] },
    ],
    status2026: 'Bei Kommune',
    clerk: { name: 'Heinz-Josef Corsten' },
  },
  {
    name: 'Selfkant',
    kind: 'Gemeinde',
    ortsteile: [
      { name: 'Tüddern', plz: ['52538'] },
      { name: 'Höngen', plz: ['52538'] },
      { name: 'Havert', plz: ['52538'] },
      { name: 'Millen', plz: ['52538'] },
      { name: 'Wehr', plz: ['52538'] },
    ],
    status2026: 'Neu',
    clerk: { name: 'Petra Vergoossen' },
  },
];
