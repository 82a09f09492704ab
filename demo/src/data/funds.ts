import { DEMO_PEOPLE, personEmail, personPhone, personSlug } from './contact-people.ts';
import { type DemoImage, image } from './media.ts';

/** The abstract mark of a funder's committed placeholder logo (assets/funders). */
type FunderMark = 'stripes' | 'ring' | 'arc' | 'bars' | 'wave' | 'grid' | 'leaf';

export interface DemoTopic {
  titel: string;
  image: DemoImage;
}

/** Funding topics (Foerderthemen) in chip order. */
export const DEMO_TOPICS = [
  {
    titel: 'Klimaschutz',
    image: image('trees', 'Förderthema Klimaschutz: Baumpflanzung und erneuerbare Energie.'),
  },
  { titel: 'E-Mobilität', image: image('charging', 'Förderthema E-Mobilität: öffentliche Ladesäule.') },
  { titel: 'Wärme', image: image('heat-network', 'Förderthema Wärme: Wärmenetz mit Hausanschlüssen.') },
  { titel: 'Digitalisierung', image: image('sensor', 'Förderthema Digitalisierung: vernetzte Sensoren.') },
  { titel: 'Wasser', image: image('river', 'Förderthema Wasser: Gewässer und Pegel.') },
  {
    titel: 'Energieeffizienz',
    image: image('solar-roof', 'Förderthema Energieeffizienz: Solardach einer Schule.'),
  },
] as const satisfies readonly DemoTopic[];
export type TopicTitle = (typeof DEMO_TOPICS)[number]['titel'];

export interface DemoFunder {
  titel: string;
  link: string;
  short: string;
  line: string;
  mark: FunderMark;
  colors: readonly [string, string];
}

/** Funding providers; their logos are neutral placeholders, committed under assets/funders. */
export const DEMO_FUNDERS = {
  bund: {
    titel: 'Bundesrepublik Deutschland',
    link: 'https://www.foerderdatenbank.de',
    short: 'Bund',
    line: 'Förderprogramme des Bundes',
    mark: 'stripes',
    colors: ['#1b1b1b', '#c8102e'],
  },
  nki: {
    titel: 'Nationale Klimaschutzinitiative',
    link: 'https://www.klimaschutz.de',
    short: 'NKI',
    line: 'Klimaschutz in Kommunen',
    mark: 'leaf',
    colors: ['#2e7d32', '#c5e1a5'],
  },
  bafa: {
    titel: 'Bundesamt für Wirtschaft und Ausfuhrkontrolle (BAFA)',
    link: 'https://www.bafa.de',
    short: 'BAFA',
    line: 'Energie und Effizienz',
    mark: 'bars',
    colors: ['#1f4e79', '#8fb3d9'],
  },
  kfw: {
    titel: 'KfW Bankengruppe',
    link: 'https://www.kfw.de',
    short: 'KfW',
    line: 'Förderkredite und Zuschüsse',
    mark: 'arc',
    colors: ['#00558c', '#7fb8dc'],
  },
  landNrw: {
    titel: 'Land Nordrhein-Westfalen',
    link: 'https://www.land.nrw',
    short: 'Land NRW',
    line: 'Landesförderung',
    mark: 'wave',
    colors: ['#2b7a3d', '#d5a021'],
  },
  progres: {
    titel: 'progres.nrw',
    link: 'https://www.bezreg-arnsberg.nrw.de',
    short: 'progres.nrw',
    line: 'Rationelle Energieverwendung',
    mark: 'grid',
    colors: ['#006e7f', '#f0a500'],
  },
  eu: {
    titel: 'Europäische Union – EFRE/JTF-Programm NRW',
    link: 'https://ec.europa.eu/regional_policy/',
    short: 'EU',
    line: 'EFRE/JTF NRW 2021–2027',
    mark: 'ring',
    colors: ['#1d3f8f', '#f4c430'],
  },
  nrwbank: {
    titel: 'NRW.BANK',
    link: 'https://www.nrwbank.de',
    short: 'NRW.BANK',
    line: 'Förderbank für Nordrhein-Westfalen',
    mark: 'bars',
    colors: ['#8a1538', '#e4a3b5'],
  },
} as const satisfies Record<string, DemoFunder>;
export type FunderKey = keyof typeof DEMO_FUNDERS;

export interface DemoFund {
  foerdertitel: string;
  untertitel: string;
  /** yyyy-mm-dd or null for open-ended programmes. */
  frist: string | null;
  aufruf: string;
  foerderthema: TopicTitle;
  themen: readonly TopicTitle[];
  antragsberechtigt: readonly string[];
  beihilfekategorie: string;
  foerdergegenstaende: readonly string[];
  foerderhoehe: readonly string[];
  hinweis: string;
  /** Blocks separated by exactly three line breaks. */
  ansprechpartner: string;
  links: readonly { Url: string; Titel: string }[];
  geber: readonly FunderKey[];
  /** AngebotDerNew: slugs of contact people, titles of services and sub-services. */
  persons: readonly string[];
  services: readonly string[];
  subServices: readonly string[];
  /** ISO timestamp. */
  createdAt: string;
}

/** A contact block for the Ansprechpartner text: the NEW person with title, phone and e-mail. */
function newContact(slug: string): string {
  const person = DEMO_PEOPLE.find((p) => personSlug(p) === slug);
  if (!person) throw new Error(`Demo-Daten: Ansprechperson '${slug}' fehlt.`);
  return [
    `NEW AG – ${person.customTitle}`,
    `${person.firstname} ${person.lastname}`,
    `Telefon ${personPhone(person)}`,
    `E-Mail ${personEmail(person)}`,
  ].join('\n');
}

const blocks = (...parts: string[]): string => parts.join('\n\n\n');

const NOTE =
  'Angaben ohne Gewähr; maßgeblich sind die jeweils gültige Richtlinie und der aktuelle Förderaufruf.';

/** Funding programmes; names follow real programmes, the details are simplified demo content. */
export const DEMO_FUNDS: readonly DemoFund[] = [
  {
    foerdertitel: 'Kommunalrichtlinie – Investive Klimaschutzmaßnahmen',
    untertitel: 'Zuschüsse für LED-Beleuchtung, Lüftung, Radverkehr und Mobilitätsstationen',
    frist: '2027-12-31',
    aufruf: 'Dauerhaft geöffnetes Antragsfenster der Nationalen Klimaschutzinitiative bis 31.12.2027.',
    foerderthema: 'Klimaschutz',
    themen: ['Klimaschutz', 'Energieeffizienz', 'E-Mobilität'],
    antragsberechtigt: [
      'Städte, Gemeinden und Landkreise',
      'Zusammenschlüsse von Kommunen',
      'Unternehmen mit mindestens 50,1 Prozent kommunaler Beteiligung',
      'Gemeinnützige Sportvereine und Religionsgemeinschaften (ausgewählte Förderschwerpunkte)',
    ],
    beihilfekategorie: 'Keine Beihilfe bei nichtwirtschaftlicher Tätigkeit; sonst De-minimis oder AGVO',
    foerdergegenstaende: [
      'Sanierung von Außen- und Straßenbeleuchtung mit LED und Regelungstechnik',
      'Einbau raumlufttechnischer Anlagen mit Wärmerückgewinnung',
      'Radverkehrsinfrastruktur und Radabstellanlagen',
      'Mobilitätsstationen mit Ladeinfrastruktur',
      'Sanierung von Rechenzentren',
    ],
    foerderhoehe: [
      'Zuschuss in der Regel 25 bis 40 Prozent der förderfähigen Ausgaben',
      'Erhöhte Quoten für finanzschwache Kommunen',
      'Mindestzuwendung 5.000 Euro',
    ],
    hinweis: `Mit dem Vorhaben darf erst nach Bewilligung begonnen werden. Eine LED-Sanierung ist nur förderfähig, wenn die Treibhausgasemissionen um mindestens 50 Prozent sinken. ${NOTE}`,
    ansprechpartner: blocks(
      'Projektträger Zukunft – Umwelt – Gesellschaft (ZUG) gGmbH\nService Kommunalrichtlinie\nwww.klimaschutz.de',
      newContact('hendrik-bongartz'),
      newContact('sebastian-engels'),
    ),
    links: [
      { Url: 'https://www.klimaschutz.de', Titel: 'Nationale Klimaschutzinitiative' },
      { Url: 'https://www.foerderdatenbank.de', Titel: 'Förderdatenbank des Bundes' },
    ],
    geber: ['bund', 'nki'],
    persons: ['hendrik-bongartz', 'sebastian-engels'],
    services: ['LED-Umrüstung', 'Öffentliche Ladeinfrastruktur'],
    subServices: ['Standortkonzept Ladeinfrastruktur'],
    createdAt: '2025-02-03T09:15:00.000Z',
  },
  {
    foerdertitel: 'Kommunalrichtlinie – Klimaschutzmanagement',
    untertitel: 'Personal für Klimaschutzkonzept und Umsetzung',
    frist: '2026-12-31',
    aufruf: 'Anträge laufend im Antragsfenster 2026; Bewilligung für Erstvorhaben über 24 Monate.',
    foerderthema: 'Klimaschutz',
    themen: ['Klimaschutz'],
    antragsberechtigt: ['Städte, Gemeinden und Landkreise', 'Zusammenschlüsse von Kommunen'],
    beihilfekategorie: 'Keine Beihilfe (hoheitliche Aufgabe)',
    foerdergegenstaende: [
      'Personalausgaben für eine Klimaschutzmanagerin oder einen Klimaschutzmanager',
      'Erstellung eines integrierten Klimaschutzkonzepts',
      'Begleitende Öffentlichkeitsarbeit und Beteiligung',
      'Ausgewählte Maßnahme aus dem Konzept (Anschlussvorhaben)',
    ],
    foerderhoehe: [
      'Erstvorhaben: Zuschuss bis zu 70 Prozent',
      'Finanzschwache Kommunen: bis zu 90 Prozent',
      'Anschlussvorhaben: bis zu 40 Prozent',
    ],
    hinweis: `Die Stelle muss beim Antragsteller angesiedelt sein. Die NEW stellt für das Konzept Energie- und CO₂-Daten bereit. ${NOTE}`,
    ansprechpartner: blocks(
      'Projektträger Zukunft – Umwelt – Gesellschaft (ZUG) gGmbH\nService Kommunalrichtlinie\nwww.klimaschutz.de',
      newContact('petra-reiners'),
    ),
    links: [{ Url: 'https://www.klimaschutz.de', Titel: 'Nationale Klimaschutzinitiative' }],
    geber: ['bund', 'nki'],
    persons: ['petra-reiners', 'hendrik-bongartz'],
    services: ['Energie- und CO₂-Bilanzen'],
    subServices: [],
    createdAt: '2025-03-11T08:40:00.000Z',
  },
  {
    foerdertitel: 'progres.nrw – Emissionsarme Mobilität',
    untertitel: 'Ladeinfrastruktur, Lastenräder und Mobilitätskonzepte',
    frist: '2027-06-30',
    aufruf: 'Förderaufruf 2026 des Landes NRW; Bewilligung in der Reihenfolge des Antragseingangs.',
    foerderthema: 'E-Mobilität',
    themen: ['E-Mobilität', 'Klimaschutz'],
    antragsberechtigt: [
      'Kommunen und kommunale Unternehmen',
      'Unternehmen der gewerblichen Wirtschaft',
      'Vereine und Verbände',
    ],
    beihilfekategorie: 'De-minimis (für Unternehmen); Kommunen im nichtwirtschaftlichen Bereich beihilfefrei',
    foerdergegenstaende: [
      'Nicht öffentlich zugängliche Ladeinfrastruktur für Fuhrparks',
      'Netzanschluss und Lastmanagement',
      'Elektrische Lastenfahrräder',
      'Betriebliche und kommunale Mobilitätskonzepte',
    ],
    foerderhoehe: [
      'Ladepunkte: Zuschuss bis zu 40 Prozent, höchstens 1.500 Euro je Ladepunkt',
      'Lastenräder: bis zu 30 Prozent',
      'Mobilitätskonzepte: bis zu 50 Prozent',
    ],
    hinweis: `Die Ladepunkte müssen mit Strom aus erneuerbaren Energien betrieben werden. ${NOTE}`,
    ansprechpartner: blocks(
      'Bezirksregierung Arnsberg\nprogres.nrw – Emissionsarme Mobilität\nwww.bezreg-arnsberg.nrw.de',
      newContact('lisa-baumanns'),
    ),
    links: [
      { Url: 'https://www.bezreg-arnsberg.nrw.de', Titel: 'Bezirksregierung Arnsberg' },
      { Url: 'https://www.energieagentur.nrw', Titel: 'Energieagentur NRW' },
    ],
    geber: ['landNrw', 'progres'],
    persons: ['lisa-baumanns', 'hendrik-bongartz'],
    services: ['Elektromobilität im kommunalen Fuhrpark', 'Öffentliche Ladeinfrastruktur'],
    subServices: ['Schnellladeparks'],
    createdAt: '2026-03-26T10:05:00.000Z',
  },
  {
    foerdertitel: 'BEW – Bundesförderung effiziente Wärmenetze',
    untertitel: 'Machbarkeitsstudien, Neubau und Transformation von Wärmenetzen',
    frist: '2027-09-30',
    aufruf: 'Antragstellung laufend beim BAFA; Modul 1 vor Modul 2 beantragen.',
    foerderthema: 'Wärme',
    themen: ['Wärme', 'Klimaschutz'],
    antragsberechtigt: [
      'Kommunen und kommunale Eigenbetriebe',
      'Energieversorgungsunternehmen und Stadtwerke',
      'Contractoren und eingetragene Genossenschaften',
    ],
    beihilfekategorie: 'AGVO Art. 46 (energieeffiziente Fernwärme und Fernkälte)',
    foerdergegenstaende: [
      'Modul 1: Machbarkeitsstudien und Transformationspläne',
      'Modul 2: Neubau und Transformation von Wärmenetzen (systemische Förderung)',
      'Modul 3: Einzelmaßnahmen in bestehenden Netzen',
      'Modul 4: Betriebskostenförderung für Wärmepumpen und Solarthermie',
    ],
    foerderhoehe: [
      'Modul 1: 50 Prozent der förderfähigen Ausgaben',
      'Module 2 und 3: bis zu 40 Prozent',
      'Modul 4: Betriebskostenzuschuss je erzeugter MWh über zehn Jahre',
    ],
    hinweis: `Neue Netze müssen zu mindestens 75 Prozent aus erneuerbaren Energien und Abwärme gespeist werden. ${NOTE}`,
    ansprechpartner: blocks(
      'Bundesamt für Wirtschaft und Ausfuhrkontrolle (BAFA)\nReferat Wärmenetze\nwww.bafa.de',
      newContact('julia-hermanns'),
      newContact('hendrik-bongartz'),
    ),
    links: [
      { Url: 'https://www.bafa.de', Titel: 'BAFA – Bundesförderung effiziente Wärmenetze' },
      { Url: 'https://www.kww-halle.de', Titel: 'Kompetenzzentrum Kommunale Wärmewende' },
      { Url: '/waermeplanung', Titel: 'Kommunale Wärmeplanung im Portal' },
    ],
    geber: ['bund', 'bafa'],
    persons: ['julia-hermanns', 'martin-vogels', 'hendrik-bongartz'],
    services: ['Nah- und Fernwärme', 'Quartiersentwicklung'],
    subServices: [],
    createdAt: '2025-04-22T07:55:00.000Z',
  },
  {
    foerdertitel: 'BEG – Bundesförderung für effiziente Gebäude: Nichtwohngebäude der Kommunen',
    untertitel: 'Sanierung und Neubau kommunaler Gebäude auf Effizienzhaus-Niveau',
    frist: null,
    aufruf: 'Programm ohne Stichtag; Anträge vor Beginn des Vorhabens über die KfW stellen.',
    foerderthema: 'Energieeffizienz',
    themen: ['Energieeffizienz', 'Wärme'],
    antragsberechtigt: ['Kommunale Gebietskörperschaften', 'Kommunale Zweckverbände und Eigenbetriebe'],
    beihilfekategorie: 'Keine Beihilfe bei nichtwirtschaftlicher Nutzung',
    foerdergegenstaende: [
      'Sanierung zum Effizienzgebäude (Stufen 40 bis 70)',
      'Neubau klimafreundlicher Nichtwohngebäude',
      'Fachplanung und Baubegleitung durch Energieeffizienz-Expertinnen und -Experten',
    ],
    foerderhoehe: [
      'Zuschuss je nach Effizienzstufe als Prozentsatz der förderfähigen Kosten',
      'Bonus für erneuerbare Energien und Nachhaltigkeitszertifizierung',
      'Fachplanung und Baubegleitung: 50 Prozent',
    ],
    hinweis: `Für Einzelmaßnahmen an der Gebäudehülle oder Anlagentechnik ist das BAFA zuständig. ${NOTE}`,
    ansprechpartner: blocks('KfW Bankengruppe\nInfocenter Kommunen\nwww.kfw.de', newContact('oliver-esser')),
    links: [
      { Url: 'https://www.kfw.de', Titel: 'KfW – Förderung für Kommunen' },
      { Url: 'https://www.dena.de', Titel: 'Deutsche Energie-Agentur' },
    ],
    geber: ['bund', 'kfw'],
    persons: ['oliver-esser'],
    services: ['Energie-Contracting', 'Energiemanagement für Liegenschaften'],
    subServices: ['Wärmecontracting für Schulen und Sporthallen'],
    createdAt: '2025-06-02T11:20:00.000Z',
  },
  {
    foerdertitel: 'progres.nrw – Klimaschutztechnik: Photovoltaik und Batteriespeicher',
    untertitel: 'Speicher und Solaranlagen auf kommunalen Dächern',
    frist: '2026-06-30',
    aufruf: 'Förderaufruf 2026, Antragsfrist 30.06.2026 (abgelaufen); ein neuer Aufruf wird erwartet.',
    foerderthema: 'Energieeffizienz',
    themen: ['Energieeffizienz', 'Klimaschutz'],
    antragsberechtigt: [
      'Kommunen und kommunale Unternehmen',
      'Kleine und mittlere Unternehmen',
      'Gemeinnützige Organisationen',
    ],
    beihilfekategorie: 'De-minimis oder AGVO Art. 41 (erneuerbare Energien)',
    foerdergegenstaende: [
      'Batteriespeicher in Verbindung mit einer neuen Photovoltaikanlage',
      'Photovoltaik auf Parkplätzen und Gewässern (besondere Solaranlagen)',
      'Mess- und Steuertechnik für den Eigenverbrauch',
    ],
    foerderhoehe: [
      'Batteriespeicher: Zuschuss je kWh nutzbarer Kapazität',
      'Besondere Solaranlagen: Zuschuss je kWp',
    ],
    hinweis: `Auftragsvergabe erst nach Bewilligung. Eine Kombination mit der EEG-Vergütung ist möglich. ${NOTE}`,
    ansprechpartner: blocks(
      'Bezirksregierung Arnsberg\nprogres.nrw – Klimaschutztechnik\nwww.bezreg-arnsberg.nrw.de',
      newContact('elena-kowalski'),
    ),
    links: [{ Url: 'https://www.bezreg-arnsberg.nrw.de', Titel: 'Bezirksregierung Arnsberg' }],
    geber: ['landNrw', 'progres'],
    persons: ['elena-kowalski'],
    services: ['Photovoltaik auf kommunalen Dächern'],
    subServices: ['Solarpacht für Schulen und Bauhöfe'],
    createdAt: '2026-01-19T09:30:00.000Z',
  },
  {
    foerdertitel: 'Gigabitförderung des Bundes mit Kofinanzierung NRW',
    untertitel: 'Glasfaserausbau in unterversorgten Gebieten',
    frist: '2027-03-31',
    aufruf: 'Förderaufruf 2026/27; Markterkundungsverfahren muss vor Antragstellung abgeschlossen sein.',
    foerderthema: 'Digitalisierung',
    themen: ['Digitalisierung'],
    antragsberechtigt: ['Gemeinden, Städte und Landkreise', 'Zweckverbände'],
    beihilfekategorie: 'Gigabit-Rahmenregelung des Bundes (genehmigte Beihilferegelung)',
    foerdergegenstaende: [
      'Wirtschaftlichkeitslückenförderung für Netzbetreiber',
      'Betreibermodell: passive Infrastruktur in kommunalem Eigentum',
      'Beratungsleistungen für Planung und Ausschreibung',
    ],
    foerderhoehe: [
      'Bund: 50 Prozent der förderfähigen Kosten',
      'Land NRW: Kofinanzierung bis zu 40 Prozent',
      'Beratungsleistungen: pauschal bis 200.000 Euro',
    ],
    hinweis: `Förderfähig sind Adressen ohne gigabitfähige Versorgung und ohne Ausbauplanung eines Anbieters. ${NOTE}`,
    ansprechpartner: blocks(
      'Gigabitbüro des Bundes\ngigabitbuero.de',
      'Gigabitgeschäftsstelle NRW\nbeim Ministerium für Wirtschaft, Industrie, Klimaschutz und Energie',
      newContact('jessica-classen'),
    ),
    links: [
      { Url: 'https://gigabitbuero.de', Titel: 'Gigabitbüro des Bundes' },
      { Url: 'https://gigabitgrundbuch.bund.de', Titel: 'Gigabit-Grundbuch' },
    ],
    geber: ['bund', 'landNrw'],
    persons: ['jessica-classen'],
    services: ['Glasfaser für öffentliche Einrichtungen'],
    subServices: ['Mitverlegung von Leerrohren'],
    createdAt: '2025-09-15T12:00:00.000Z',
  },
  {
    foerdertitel: 'FöRL HWRM/WRRL – Hochwasserrisikomanagement und Starkregenvorsorge',
    untertitel: 'Starkregengefahrenkarten, Handlungskonzepte und bauliche Maßnahmen',
    frist: '2027-01-31',
    aufruf: 'Anträge für Maßnahmen ab 2027 bis 31.01.2027 bei der zuständigen Bezirksregierung.',
    foerderthema: 'Wasser',
    themen: ['Wasser', 'Klimaschutz'],
    antragsberechtigt: ['Gemeinden und Gemeindeverbände', 'Wasserverbände', 'Deichverbände'],
    beihilfekategorie: 'Keine Beihilfe (Daseinsvorsorge)',
    foerdergegenstaende: [
      'Starkregengefahrenkarten und Risikoanalysen',
      'Kommunale Starkregen-Handlungskonzepte',
      'Bauliche Maßnahmen wie Notwasserwege und Rückhalteflächen',
      'Renaturierung von Gewässern nach Wasserrahmenrichtlinie',
    ],
    foerderhoehe: ['Konzepte und Karten: bis zu 50 Prozent', 'Bauliche Maßnahmen: bis zu 80 Prozent'],
    hinweis: `Karten müssen der Arbeitshilfe Starkregen des Landes NRW entsprechen, um förderfähig zu sein. ${NOTE}`,
    ansprechpartner: blocks(
      'Bezirksregierung Düsseldorf bzw. Köln\nDezernat Wasserwirtschaft',
      newContact('birgit-scholten'),
    ),
    links: [
      { Url: 'https://www.flussgebiete.nrw.de', Titel: 'Flussgebiete NRW' },
      { Url: 'https://www.niersverband.de', Titel: 'Niersverband' },
    ],
    geber: ['landNrw'],
    persons: ['birgit-scholten', 'hendrik-bongartz'],
    services: ['Starkregenvorsorge'],
    subServices: ['Starkregengefahrenkarten', 'Pegelmessung an Bächen'],
    createdAt: '2025-11-03T08:10:00.000Z',
  },
  {
    foerdertitel: 'NRW.BANK – Förderkredit für kommunale Klimaschutzinvestitionen',
    untertitel: 'Zinsgünstige Darlehen für Gebäude, Wärme und Erneuerbare',
    frist: '2027-12-31',
    aufruf: 'Programmlaufzeit bis 31.12.2027; Antrag über die NRW.BANK.',
    foerderthema: 'Energieeffizienz',
    themen: ['Energieeffizienz', 'Wärme', 'Klimaschutz'],
    antragsberechtigt: ['Kommunen in NRW', 'Kommunale Unternehmen und Zweckverbände'],
    beihilfekategorie: 'Keine Beihilfe für Kommunen; kommunale Unternehmen nach De-minimis',
    foerdergegenstaende: [
      'Energetische Sanierung kommunaler Gebäude',
      'Wärmeerzeugung aus erneuerbaren Energien',
      'Photovoltaik und Speicher',
      'Ladeinfrastruktur für kommunale Fuhrparks',
    ],
    foerderhoehe: ['Darlehen bis zu 100 Prozent der förderfähigen Kosten', 'Zinsbindung bis zu 20 Jahre'],
    hinweis: `Kombinierbar mit Zuschüssen aus Bundesprogrammen. ${NOTE}`,
    ansprechpartner: blocks(
      'NRW.BANK\nKommunalkunden-Service\nwww.nrwbank.de',
      newContact('hendrik-bongartz'),
    ),
    links: [{ Url: 'https://www.nrwbank.de', Titel: 'NRW.BANK – Kommunen' }],
    geber: ['nrwbank'],
    persons: ['hendrik-bongartz', 'oliver-esser'],
    services: ['Energie-Contracting', 'Photovoltaik auf kommunalen Dächern'],
    subServices: [],
    createdAt: '2025-07-07T10:45:00.000Z',
  },
  {
    foerdertitel: 'JTF NRW – Klimaneutrale Kommunen im Rheinischen Revier',
    untertitel: 'Strukturwandel mit Wärmenetzen und erneuerbaren Quartieren',
    frist: '2026-12-15',
    aufruf:
      'Projektaufruf 2026 für Kommunen im Rheinischen Revier; Einreichung von Projektskizzen bis 15.12.2026.',
    foerderthema: 'Wärme',
    themen: ['Wärme', 'Klimaschutz', 'Energieeffizienz'],
    antragsberechtigt: [
      'Kommunen im Rheinischen Revier (u. a. Jüchen, Grevenbroich, Erkelenz)',
      'Kommunale Unternehmen',
      'Kooperationen aus Kommunen und Energieversorgern',
    ],
    beihilfekategorie: 'AGVO Art. 46 bzw. Art. 56 (lokale Infrastruktur)',
    foerdergegenstaende: [
      'Wärmenetze mit erneuerbaren Energien und Abwärme',
      'Energiezentralen für Quartiere',
      'Planungs- und Beteiligungsprozesse',
    ],
    foerderhoehe: ['Zuschuss bis zu 80 Prozent', 'Eigenanteil mindestens 10 Prozent'],
    hinweis: `Projekte werden in einem zweistufigen Verfahren ausgewählt: Skizze, dann Vollantrag. ${NOTE}`,
    ansprechpartner: blocks(
      'Geschäftsstelle EFRE/JTF NRW\nbeim Wirtschaftsministerium des Landes',
      newContact('sabine-kuepper'),
      newContact('julia-hermanns'),
    ),
    links: [
      { Url: 'https://ec.europa.eu/regional_policy/', Titel: 'EU-Regionalpolitik' },
      { Url: 'https://www.rhein-kreis-neuss.de', Titel: 'Rhein-Kreis Neuss' },
    ],
    geber: ['eu', 'landNrw'],
    persons: ['sabine-kuepper', 'julia-hermanns'],
    services: ['Quartiersentwicklung', 'Nah- und Fernwärme'],
    subServices: [],
    createdAt: '2026-05-12T09:00:00.000Z',
  },
  {
    foerdertitel: 'Förderaufruf „Digitale Kommune NRW“ – Smart-City-Anwendungen',
    untertitel: 'Sensorik, Datenplattformen und digitale Daseinsvorsorge',
    frist: '2026-09-30',
    aufruf: 'Förderaufruf 2026, Einreichung bis 30.09.2026 (abgelaufen).',
    foerderthema: 'Digitalisierung',
    themen: ['Digitalisierung', 'Wasser'],
    antragsberechtigt: ['Kommunen in NRW', 'Kommunale Verbünde'],
    beihilfekategorie: 'Keine Beihilfe (hoheitliche Aufgabe)',
    foerdergegenstaende: [
      'Sensorik für Klimaanpassung, etwa Pegel und Bodenfeuchte',
      'Urbane Datenplattformen mit offenen Schnittstellen',
      'Pilotprojekte mit anschließender Übertragbarkeit',
    ],
    foerderhoehe: ['Zuschuss bis zu 70 Prozent', 'Höchstbetrag 500.000 Euro je Vorhaben'],
    hinweis: `Ergebnisse sollen anderen Kommunen als Open Source zur Verfügung gestellt werden. ${NOTE}`,
    ansprechpartner: blocks('Land NRW\nReferat Digitale Verwaltung', newContact('kerstin-pohlen')),
    links: [
      { Url: 'https://www.smart-city-dialog.de', Titel: 'Smart City Dialog' },
      { Url: 'https://lora-alliance.org', Titel: 'LoRa Alliance' },
    ],
    geber: ['landNrw'],
    persons: ['kerstin-pohlen'],
    services: ['LoRaWAN-Sensorik', 'Urbane Datenplattform'],
    subServices: ['Pegelmessung an Bächen', 'Bodenfeuchte für Stadtbäume'],
    createdAt: '2026-02-09T13:25:00.000Z',
  },
  {
    foerdertitel: 'Bundesprogramm Anpassung urbaner und ländlicher Räume an den Klimawandel',
    untertitel: 'Grün-blaue Infrastruktur gegen Hitze und Starkregen',
    frist: '2025-10-15',
    aufruf: 'Projektaufruf 2025, Einreichung von Projektskizzen bis 15.10.2025 (abgelaufen).',
    foerderthema: 'Wasser',
    themen: ['Wasser', 'Klimaschutz'],
    antragsberechtigt: ['Städte und Gemeinden'],
    beihilfekategorie: 'Keine Beihilfe',
    foerdergegenstaende: [
      'Entsiegelung und Begrünung von Plätzen und Schulhöfen',
      'Regenwassermanagement nach dem Schwammstadt-Prinzip',
      'Trinkwasserbrunnen und Verschattung',
    ],
    foerderhoehe: [
      'Zuschuss bis zu 85 Prozent (Haushaltsnotlage bis 90 Prozent)',
      'Mindestvolumen 1 Million Euro',
    ],
    hinweis: `Projekte sollten überdurchschnittliche Wirkung für Klimaanpassung und Biodiversität nachweisen. ${NOTE}`,
    ansprechpartner: blocks(
      'Bundesinstitut für Bau-, Stadt- und Raumforschung (BBSR)\nProjektaufruf Klimaanpassung',
      newContact('petra-reiners'),
      newContact('christian-mertens'),
    ),
    links: [{ Url: 'https://www.umweltbundesamt.de', Titel: 'Umweltbundesamt – Klimafolgen und Anpassung' }],
    geber: ['bund'],
    persons: ['petra-reiners', 'christian-mertens'],
    services: ['Trinkwasserqualität', 'Grundstücksentwässerung'],
    subServices: [],
    createdAt: '2025-05-19T08:00:00.000Z',
  },
];
