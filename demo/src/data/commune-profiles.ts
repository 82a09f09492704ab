import type { COMMUNE_NAMES } from '@kp/contract/shell';
import type { PortraitStyle } from './contact-people.ts';

type CommuneName = (typeof COMMUNE_NAMES)[number];

export interface DemoMayor {
  commune: CommuneName;
  firstname: string;
  lastname: string;
  style: PortraitStyle;
  position: 'Bürgermeisterin' | 'Bürgermeister' | 'Oberbürgermeister' | 'Oberbürgermeisterin';
  party: string | null;
  birthday: string;
  /** As the town hall gave it: with or without scheme (the page adds https:// where it is missing). */
  website: string;
}

/**
 * Fictional mayors of the 18 communes; any likeness to real office holders is coincidental. The websites
 * are the communes' real addresses, written with and without scheme as editors type them.
 */
export const DEMO_MAYORS: readonly DemoMayor[] = [
  {
    commune: 'Brüggen',
    firstname: 'Ralf',
    lastname: 'Weyers',
    style: 'm',
    position: 'Bürgermeister',
    party: 'CDU',
    birthday: '1971-05-14',
    website: 'www.brueggen.de',
  },
  {
    commune: 'Schwalmtal',
    firstname: 'Simone',
    lastname: 'Kox',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'parteilos',
    birthday: '1975-09-02',
    website: 'https://www.schwalmtal.de',
  },
  {
    commune: 'Tönisvorst',
    firstname: 'Matthias',
    lastname: 'Bovenschen',
    style: 'm',
    position: 'Bürgermeister',
    party: 'SPD',
    birthday: '1968-11-23',
    website: 'www.toenisvorst.de',
  },
  {
    commune: 'Viersen',
    firstname: 'Karin',
    lastname: 'Lemmen',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'CDU',
    birthday: '1966-03-08',
    website: 'www.viersen.de',
  },
  {
    commune: 'Mönchengladbach',
    firstname: 'Georg',
    lastname: 'Wienands',
    style: 'm',
    position: 'Oberbürgermeister',
    party: 'SPD',
    birthday: '1979-07-19',
    website: 'https://www.moenchengladbach.de',
  },
  {
    commune: 'Korschenbroich',
    firstname: 'Peter',
    lastname: 'Hülsmann',
    style: 'm',
    position: 'Bürgermeister',
    party: 'FDP',
    birthday: '1973-01-30',
    website: 'www.korschenbroich.de',
  },
  {
    commune: 'Jüchen',
    firstname: 'Ute',
    lastname: 'Dreesen',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'CDU',
    birthday: '1969-06-11',
    website: 'https://www.juechen.de',
  },
  {
    commune: 'Grevenbroich',
    firstname: 'Rainer',
    lastname: 'Schiffers',
    style: 'm',
    position: 'Bürgermeister',
    party: 'SPD',
    birthday: '1964-10-05',
    website: 'www.grevenbroich.de',
  },
  {
    commune: 'Erkelenz',
    firstname: 'Claudia',
    lastname: 'Hennes',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'CDU',
    birthday: '1977-02-17',
    website: 'https://www.erkelenz.de/',
  },
  {
    commune: 'Wegberg',
    firstname: 'Ulrich',
    lastname: 'Kremers',
    style: 'm',
    position: 'Bürgermeister',
    party: 'parteilos',
    birthday: '1970-08-28',
    website: 'www.wegberg.de',
  },
  {
    commune: 'Niederkrüchten',
    firstname: 'Nadine',
    lastname: 'Peulen',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'Bündnis 90/Die Grünen',
    birthday: '1982-04-03',
    website: 'www.niederkruechten.de',
  },
  {
    commune: 'Wassenberg',
    firstname: 'Jürgen',
    lastname: 'Cremers',
    style: 'm',
    position: 'Bürgermeister',
    party: 'CDU',
    birthday: '1962-12-12',
    website: 'https://www.wassenberg.de',
  },
  {
    commune: 'Hückelhoven',
    firstname: 'Volker',
    lastname: 'Rademacher',
    style: 'm',
    position: 'Bürgermeister',
    party: 'SPD',
    birthday: '1967-03-27',
    website: 'www.hueckelhoven.de',
  },
  {
    commune: 'Geilenkirchen',
    firstname: 'Monika',
    lastname: 'Frenken',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'parteilos',
    birthday: '1974-05-21',
    website: 'https://www.geilenkirchen.de',
  },
  {
    commune: 'Übach-Palenberg',
    firstname: 'Achim',
    lastname: 'Lausberg',
    style: 'm',
    position: 'Bürgermeister',
    party: 'SPD',
    birthday: '1972-09-09',
    website: 'www.uebach-palenberg.de',
  },
  {
    commune: 'Waldfeucht',
    firstname: 'Josef',
    lastname: 'Hensen',
    style: 'm',
    position: 'Bürgermeister',
    party: 'CDU',
    birthday: '1960-01-15',
    website: 'http://www.waldfeucht.de',
  },
  {
    commune: 'Gangelt',
    firstname: 'Anja',
    lastname: 'Corsten',
    style: 'f',
    position: 'Bürgermeisterin',
    party: 'CDU',
    birthday: '1980-10-30',
    website: 'www.gangelt.de',
  },
  {
    commune: 'Selfkant',
    firstname: 'Wilfried',
    lastname: 'Vergoossen',
    style: 'm',
    position: 'Bürgermeister',
    party: null,
    birthday: '1965-07-04',
    website: 'https://www.selfkant.de',
  },
];

/**
 * 'Aktuelle Fördermöglichkeiten' beside the consumption data: services the commune's service areas offer,
 * tried in this order; the first three the commune has are shown. The order turns by commune, so
 * neighbours do not all show the same three cards.
 */
export const FUNDING_SERVICE_CHOICES = [
  'Photovoltaik auf kommunalen Dächern',
  'Öffentliche Ladeinfrastruktur',
  'LED-Umrüstung',
  'Energie- und CO₂-Bilanzen',
  'Nah- und Fernwärme',
  'Elektromobilität im kommunalen Fuhrpark',
] as const;
export const FUNDING_SERVICES_PER_COMMUNE = 3;

/** When the consumption figures of each commune were last loaded (commune_profiles). */
export const CONSUMPTION_IMPORT_DAYS = ['2026-03-16', '2026-03-18', '2026-04-02'] as const;

export interface DemoConsultationRequest {
  /** A demo account of the commune (users.ts); the request counts for the account's commune. */
  username: string;
  requestType: 'call' | 'mail';
  phone: string;
  message: string;
  /** Callback date and time as the dialog sends them (empty for mail). */
  date: string;
  time: string;
  /** When it was sent, Berlin wall-clock time. */
  sentOn: string;
  sentAt: string;
}

/**
 * Quartiersentwicklung requests, so the dashboard shows a commune with requests (Viersen, Brüggen) next to
 * the others without any.
 */
export const DEMO_CONSULTATION_REQUESTS: readonly DemoConsultationRequest[] = [
  {
    username: 'kommune.viersen',
    requestType: 'mail',
    phone: '02162 101-412',
    message:
      'Für das Quartier rund um den Remigiusplatz planen wir ein integriertes Entwicklungskonzept. Wir möchten wissen, wie die NEW uns bei der Wärmeversorgung und bei Ladepunkten unterstützen kann.',
    date: '',
    time: '',
    sentOn: '2026-05-12',
    sentAt: '10:42',
  },
  {
    username: 'kommune.viersen',
    requestType: 'call',
    phone: '02162 101-412',
    message:
      'Bitte rufen Sie uns zum Neubaugebiet in Dülken an: Wir prüfen ein Nahwärmenetz mit Wärmepumpe und PV auf den Dächern der Kita und der Grundschule.',
    date: '2026-11-19',
    time: '10:00',
    sentOn: '2026-11-17',
    sentAt: '14:05',
  },
  {
    username: 'kommune.brueggen',
    requestType: 'call',
    phone: '02163 5701-230',
    message:
      'Wir möchten die Sanierung der Burgschule mit dem angrenzenden Wohnquartier verbinden. Gibt es Beispiele aus anderen Kommunen?',
    date: '2025-10-14',
    time: '09:30',
    sentOn: '2025-10-08',
    sentAt: '08:51',
  },
];
