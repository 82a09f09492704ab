import { type DemoImage, image } from './media.ts';

export interface DemoAbout {
  title: string;
  content1: string;
  content2: string;
  images: readonly DemoImage[];
  video: string;
}

/** The about page: one row. The video is a placeholder embed on an allowed host (VIDEO_EMBED_HOSTS). */
export const DEMO_ABOUT: DemoAbout = {
  title: 'Über die NEW',
  content1: `Die NEW ist der regionale Energie- und Wasserversorger am Niederrhein. Rund 2.000 Mitarbeitende sorgen in Mönchengladbach, im Kreis Viersen, im Kreis Heinsberg und im Rhein-Kreis Neuss dafür, dass Strom, Gas, Wärme und Trinkwasser zuverlässig ankommen – bei mehreren hunderttausend Haushalten, bei Unternehmen und in den Einrichtungen unserer 18 Partnerkommunen.

Zur NEW-Gruppe gehören Netzgesellschaften, Vertrieb, Wasserversorgung, der öffentliche Nahverkehr in Mönchengladbach und mehrere Bäder. Die Kommunen der Region sind über ihre Beteiligungen eng mit der NEW verbunden: Ein großer Teil unserer Gewinne fließt in die kommunalen Haushalte zurück und finanziert dort Schulen, Straßen und Sportstätten.

**Was uns ausmacht:**

- Versorgung aus einer Hand: Strom, Gas, Wasser, Wärme und Mobilität
- Kurze Wege: persönliche Kommunalbetreuung für jede Partnerkommune
- Verantwortung: klimaneutrale NEW-Gruppe bis 2040`,
  content2: `### Partner der Kommunen

Für jede Partnerkommune gibt es eine Kommunalbetreuung und eine Regionalleitung, die Anliegen bündeln und Projekte begleiten – von der Straßenbeleuchtung bis zur kommunalen Wärmeplanung. Dieses Portal ist unser gemeinsamer Arbeitsplatz: Hier finden Sie Ansprechpersonen, Verträge, Verbrauchsdaten, Fördermöglichkeiten und aktuelle Nachrichten.

### Unsere Region

Vom Selfkant an der niederländischen Grenze bis nach Grevenbroich im Rheinischen Revier reicht unser Versorgungsgebiet. Es umfasst Großstadt und Dörfer, Industrie und Landwirtschaft, Naturparks und den Strukturwandel nach der Braunkohle. Diese Vielfalt prägt unsere Arbeit: Wir suchen Lösungen, die vor Ort passen.

### Die NEW-Gruppe im Überblick

Die Gesellschaften der Gruppe stellen sich unten einzeln vor. Mit einem Klick auf eine Gesellschaft erfahren Sie mehr über ihre Aufgaben und Ihre Ansprechpersonen.`,
  images: [
    image('office', 'Hauptverwaltung der NEW in Mönchengladbach.'),
    image('wind', 'Windpark der NEW am Niederrhein.'),
    image('waterworks', 'Eines der Wasserwerke der NEW-Gruppe.'),
  ],
  video:
    '<iframe src="https://www.youtube-nocookie.com/embed/NEWdemo2026" title="Die NEW-Gruppe in zwei Minuten (Demo-Video)" allowfullscreen></iframe>',
};

export interface DemoCompany {
  title: string;
  content1: string;
  images: readonly DemoImage[];
  persons: readonly string[];
}

/** The group companies of the about page, in display order. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    title: 'NEW AG',
    content1: `Die NEW AG mit Sitz in Mönchengladbach ist die Muttergesellschaft der NEW-Gruppe. Sie steuert die Tochtergesellschaften, verantwortet Strategie, Finanzen und Personal und ist Ansprechpartnerin der kommunalen Gesellschafter.

Unter dem Dach der NEW AG arbeiten Netz, Vertrieb, Wasser, Erzeugung und Mobilität eng zusammen. Für die Partnerkommunen organisiert die NEW AG die Kommunalbetreuung, das Konzessionsmanagement und die Fördermittelberatung.

### Aufgaben

- Strategie und Beteiligungsmanagement der Gruppe
- Kommunalbetreuung und Regionalleitungen
- Ausbau der erneuerbaren Erzeugung in der Region
- Nachhaltigkeitsmanagement und Klimaschutzberichte`,
    images: [
      image('office', 'Die Hauptverwaltung der NEW AG.'),
      image('meeting', 'Jahresgespräch mit den kommunalen Gesellschaftern.'),
    ],
    persons: ['tobias-beckers', 'sandra-derichs'],
  },
  {
    title: 'NEW Netz GmbH',
    content1: `Die NEW Netz GmbH betreibt die Strom- und Gasverteilnetze der NEW-Gruppe. Tausende Kilometer Leitungen, hunderte Ortsnetzstationen und mehrere Umspannwerke sorgen dafür, dass Energie sicher bei Haushalten, Unternehmen und kommunalen Einrichtungen ankommt.

Als regulierter Netzbetreiber behandelt die NEW Netz GmbH alle Lieferanten gleich und stellt Netzanschlüsse diskriminierungsfrei bereit. Der Ausbau für Wärmepumpen, Ladepunkte und Photovoltaik ist ihre größte Aufgabe der kommenden Jahre.

### Aufgaben

- Betrieb und Ausbau der Strom- und Gasnetze
- Netzanschlüsse und Einspeisemanagement
- Entstörungsdienst an 365 Tagen rund um die Uhr
- Messstellenbetrieb und Smart-Meter-Rollout`,
    images: [
      image('substation', 'Umspannwerk der NEW Netz GmbH.'),
      image('construction', 'Kabelarbeiten im Mittelspannungsnetz.'),
    ],
    persons: ['andreas-kamps', 'melanie-thelen'],
  },
  {
    title: 'NEW Niederrhein Energie und Wasser GmbH',
    content1: `Die NEW Niederrhein Energie und Wasser GmbH ist die Vertriebsgesellschaft der Gruppe. Sie beliefert Privatkunden, Gewerbe und Kommunen mit Strom, Erdgas, Wärme und Trinkwasser und bietet Energiedienstleistungen wie Photovoltaik, Wärmepumpen und Ladelösungen an.

Für kommunale Kunden bündelt sie Lieferverträge, Sammelrechnungen und den Kommunalrabatt. Die Kundenzentren in Mönchengladbach, Viersen, Geilenkirchen und Grevenbroich sind persönlich erreichbar.

### Aufgaben

- Energie- und Wasserlieferung für alle Kundengruppen
- Energiedienstleistungen und Contracting
- Kundenservice und Kundenzentren in der Region`,
    images: [image('solar-roof', 'Photovoltaik-Komplettpaket für ein Gewerbedach.')],
    persons: ['oliver-esser', 'tobias-beckers'],
  },
  {
    title: 'NEW mobil und aktiv Mönchengladbach GmbH',
    content1: `Die NEW mobil und aktiv Mönchengladbach GmbH betreibt den Busverkehr in Mönchengladbach und mehrere Bäder. Jeden Tag sind ihre Busse auf Dutzenden Linien unterwegs; die Flotte wird Schritt für Schritt auf Elektroantrieb umgestellt.

In den Hallen- und Freibädern lernen Kinder schwimmen, trainieren Vereine und erholen sich Familien. Schulschwimmen und Vereinszeiten stimmt die Gesellschaft jedes Jahr mit Schulträgern und Sportbund ab.

### Aufgaben

- Öffentlicher Nahverkehr in Mönchengladbach im VRR
- Umstellung der Busflotte auf Elektrobusse
- Betrieb von Hallen- und Freibädern`,
    images: [
      image('ebus', 'Elektrobus der NEW mobil und aktiv.'),
      image('pool', 'Sportbecken in einem Hallenbad der Gesellschaft.'),
    ],
    persons: ['lisa-baumanns', 'dirk-tillmanns'],
  },
  {
    title: 'NEW Niederrhein Wasser GmbH',
    content1: `Die NEW Niederrhein Wasser GmbH gewinnt, bereitet auf und verteilt das Trinkwasser der Region. Aus Grundwasserbrunnen gefördert, wird das Wasser in mehreren Wasserwerken schonend aufbereitet und über ein weit verzweigtes Leitungsnetz verteilt.

Schutz der Wassergewinnungsgebiete, ein eigenes Labor und Verbundleitungen zwischen den Versorgungsgebieten sichern Qualität und Menge – auch in trockenen Sommern. Für viele Partnerkommunen betreibt die Gesellschaft zusätzlich Abwasseranlagen.

### Aufgaben

- Wassergewinnung, Aufbereitung und Verteilung
- Trinkwasseranalytik im eigenen Labor
- Löschwasserversorgung gemeinsam mit den Feuerwehren
- Betriebsführung von Kanalnetzen und Pumpwerken`,
    images: [
      image('waterworks', 'Wasserwerk der NEW Niederrhein Wasser GmbH.'),
      image('water-lab', 'Probenanalyse im Trinkwasserlabor.'),
    ],
    persons: ['christian-mertens', 'birgit-scholten'],
  },
  {
    title: 'Kreiswerke Grevenbroich GmbH',
    content1: `Die Kreiswerke Grevenbroich versorgen Grevenbroich und Nachbargemeinden im Rhein-Kreis Neuss mit Trinkwasser und betreiben Ladeinfrastruktur und Wärmeprojekte. Als Beteiligungsgesellschaft verbinden sie die Nähe eines örtlichen Versorgers mit dem Know-how der NEW-Gruppe.

Im Rheinischen Revier begleiten die Kreiswerke den Strukturwandel: Sie entwickeln Wärmenetze für Neubaugebiete, bauen Photovoltaik auf ehemaligen Tagebauflächen und unterstützen Kommunen bei Förderprojekten.

### Aufgaben

- Trinkwasserversorgung im südlichen Rhein-Kreis Neuss
- Wärme- und Energieprojekte im Strukturwandel
- Ladeinfrastruktur für Kommunen und Gewerbe`,
    images: [image('heat-network', 'Wärmenetz für ein Neubaugebiet im Rheinischen Revier.')],
    persons: ['sabine-kuepper', 'julia-hermanns'],
  },
];
