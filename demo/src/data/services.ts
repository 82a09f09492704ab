import { type DemoImage, type DemoPageExtras, image } from './media.ts';
import type { ServiceAreaSlug } from './service-areas.ts';

export type DemoRequiredFlag = 'EnableMoments' | 'EnableWaermeplanung';

export interface DemoServicePage extends DemoPageExtras {
  /** Unique across all services and sub-services: funding programmes refer to pages by title. */
  title: string;
  requiredFlag?: DemoRequiredFlag;
  /** With no persons, the contact column falls back to the regional leader (true) or commune partner. */
  showRegionalLeiter?: boolean;
  /** Slugs of contact people, in display order. */
  persons: readonly string[];
  content1: string;
  content2: string;
  images: readonly DemoImage[];
}

export interface DemoService extends DemoServicePage {
  area: ServiceAreaSlug;
  subServices: readonly DemoServicePage[];
}

/** Services in the order of their area, then in display order within it. */
export const DEMO_SERVICES: readonly DemoService[] = [
  // Strom
  {
    area: 'strom',
    title: 'Netzanschluss Strom',
    persons: ['yusuf-demir', 'andreas-kamps'],
    showRegionalLeiter: true,
    content1: `Ob Rathaus, Kita, Feuerwehrgerätehaus oder ein ganzes Neubaugebiet: Jeder neue Verbraucher braucht einen passenden Netzanschluss. Wir prüfen, wie viel Leistung an Ihrem Standort verfügbar ist, planen die Anschlussleitung und setzen den Zähler.

Immer häufiger ändern sich bestehende Anschlüsse. Wärmepumpen, Ladepunkte für den Fuhrpark und Photovoltaik auf dem Dach verschieben den Bedarf – oft reicht die alte Sicherung nicht mehr aus. Melden Sie solche Vorhaben früh an, dann vermeiden Sie Wartezeiten.

**So beantragen Sie einen Anschluss:**

1. Anfrage mit Lageplan und Leistungsbedarf an Ihre Kommunalbetreuung oder das Netzportal
2. Prüfung der Netzkapazität und Angebot innerhalb von zehn Werktagen
3. Auftrag, Abstimmung der Tiefbauarbeiten mit Ihrem Bauamt
4. Verlegung der Leitung, Zählersetzung und Inbetriebnahme`,
    content2: `### Fristen im Blick

Für Anschlüsse bis 30 kW rechnen Sie nach Auftrag mit vier bis sechs Wochen. Größere Leistungen, etwa für Schulzentren oder Schnellladepunkte, können eine Verstärkung des Ortsnetzes erfordern. Dann planen wir gemeinsam einen Zeitraum von sechs bis zwölf Monaten ein.

### Baugebiete

Für neue Baugebiete stimmen wir die Erschließung mit Ihrer Stadtplanung ab, sobald der Bebauungsplan im Entwurf vorliegt. So können Strom, Wasser, Glasfaser und gegebenenfalls ein Wärmenetz in einem Graben verlegt werden.`,
    images: [
      image('substation', 'Ein Umspannwerk verteilt die Leistung auf die Ortsnetze.'),
      image('construction', 'Tiefbau für einen neuen Hausanschluss im Gehweg.'),
    ],
    downloads: ['merkblattNetzanschluss', 'antragBaustrom'],
    links: ['bundesnetzagentur', 'marktstammdaten', 'constructions'],
    subServices: [
      {
        title: 'Baustrom und Veranstaltungsstrom',
        persons: ['yusuf-demir'],
        content1: `Baustellen, Wochenmärkte, Schützenfeste und Weihnachtsmärkte brauchen Strom nur für eine begrenzte Zeit. Wir stellen dafür Baustromverteiler auf oder öffnen vorhandene Unterflurverteiler im Straßenraum.

Geben Sie im Antrag den Zeitraum, die benötigte Leistung je Anschlusspunkt und eine Ansprechperson vor Ort an. Nach dem Ende der Veranstaltung lesen wir den Zähler ab und rechnen den tatsächlichen Verbrauch ab.`,
        content2: `### Fristen

- Kleine Anschlüsse bis 44 kW: Antrag spätestens vier Wochen vorher
- Großveranstaltungen ab 200 kW: spätestens acht Wochen vorher
- Weihnachtsmärkte: Anmeldung bis zum 15. September

Bitte beachten Sie, dass die Elektroinstallation hinter dem Verteiler durch einen eingetragenen Elektrofachbetrieb erfolgen muss.`,
        images: [image('event', 'Stromverteiler versorgen Bühne und Stände eines Stadtfests.')],
        downloads: ['antragBaustrom'],
        links: [],
      },
      {
        title: 'Anschluss von Erzeugungsanlagen',
        persons: ['yusuf-demir', 'elena-kowalski'],
        content1: `Photovoltaikanlagen auf Schulen, Batteriespeicher am Bauhof oder ein Blockheizkraftwerk im Hallenbad: Jede Erzeugungsanlage muss beim Netzbetreiber angemeldet werden. Anlagen bis 30 kW können in der Regel ohne Netzprüfung angeschlossen werden.

Für größere Anlagen prüfen wir den Netzverknüpfungspunkt und teilen Ihnen mit, ob und wo eingespeist werden kann. Zusätzlich ist die Registrierung im Marktstammdatenregister der Bundesnetzagentur vorgeschrieben – spätestens einen Monat nach Inbetriebnahme.`,
        content2: `### Unterlagen

- Datenblätter von Modulen, Wechselrichter und Speicher
- Einheitenzertifikat bzw. Anlagenzertifikat ab 135 kW
- Übersichtsschaltplan und Lageplan

### Einspeisebeteiligung

In einigen Kommunen können sich Bürgerinnen und Bürger an Anlagen der NEW beteiligen. Ihre Kommunalbetreuung informiert Sie, ob das Modell für Ihre Kommune freigeschaltet ist.`,
        images: [image('solar-roof', 'Photovoltaikanlage auf dem Dach einer Grundschule.')],
        downloads: ['pvDachcheck'],
        links: ['marktstammdaten', 'bundesnetzagentur'],
      },
    ],
  },
  {
    area: 'strom',
    title: 'Netzausbau und Baumaßnahmen',
    persons: ['andreas-kamps'],
    content1: `Bis 2030 investiert die NEW jedes Jahr einen dreistelligen Millionenbetrag in ihre Netze. Neue Ortsnetzstationen, stärkere Kabel und digitale Messtechnik machen das Stromnetz fit für Wärmepumpen, Elektroautos und Photovoltaik.

Viele dieser Maßnahmen finden im öffentlichen Straßenraum Ihrer Kommune statt. Wir stimmen Baustellen deshalb frühzeitig mit dem Straßenbaulastträger ab, bündeln Arbeiten mit anderen Sparten und informieren Anliegerinnen und Anlieger rechtzeitig.`,
    content2: `### Gemeinsame Bauplanung

Einmal im Jahr gleichen wir unser Bauprogramm mit dem Straßenbauprogramm Ihrer Kommune ab. Melden Sie uns geplante Fahrbahnsanierungen möglichst bis Ende November des Vorjahres – dann können wir Leitungserneuerungen vorziehen und eine zweite Baustelle vermeiden.

### Aktuelle Baustellen

Alle größeren Baumaßnahmen der NEW-Gruppe finden Sie auf der Karte *Bauprojekte* dieses Portals, mit Sparte, Zeitraum und Ansprechperson.`,
    images: [
      image('power-lines', 'Eine Freileitung verbindet die Umspannwerke der Region.'),
      image('construction', 'Kabelverlegung im Zuge einer Straßensanierung.'),
      image('substation', 'Neue Ortsnetzstation für ein wachsendes Wohngebiet.'),
    ],
    downloads: ['merkblattLeerrohre'],
    links: ['constructions', 'bundesnetzagentur'],
    subServices: [],
  },
  {
    area: 'strom',
    title: 'Ökostrom und Kommunalrabatt',
    persons: ['tobias-beckers', 'sandra-derichs'],
    content1: `Die NEW beliefert Rathäuser, Schulen, Sporthallen und die Straßenbeleuchtung vieler Partnerkommunen mit Ökostrom. Der Strom stammt zu 100 Prozent aus erneuerbaren Quellen, ein wachsender Anteil aus Wind- und Solarparks in der Region.

Für den Eigenverbrauch der Gemeinde in Niederspannung gewähren wir den Kommunalrabatt nach der Konzessionsabgabenverordnung. Welche Lieferstellen berücksichtigt sind, sehen Sie im Portal unter *Lieferstellen* – dort können Sie auch Änderungen melden.`,
    content2: `### Sammelrechnung und Nachweise

Auf Wunsch fassen wir alle Lieferstellen Ihrer Kommune in einer monatlichen Sammelrechnung zusammen. Für Ihren Klimaschutzbericht erhalten Sie jedes Jahr einen Nachweis über die Herkunft des gelieferten Stroms.

### Ausschreibungen

Schreibt Ihre Kommune die Stromlieferung aus, beteiligen wir uns gern. Unsere Key-Account-Betreuung beantwortet Fragen zu Lastgängen, Laufzeiten und Preisgleitklauseln.`,
    images: [image('wind', 'Windpark am Niederrhein, aus dem ein Teil des Ökostroms stammt.')],
    downloads: ['produktblattOekostrom', 'kommunalrabatt'],
    links: ['lieferstellen', 'konzessionsabgaben', 'umweltbundesamt'],
    subServices: [],
  },
  // Gas
  {
    area: 'gas',
    title: 'Gasnetzanschluss und Stilllegung',
    persons: ['melanie-thelen'],
    content1: `Wer ein kommunales Gebäude neu an das Gasnetz anschließen möchte, sollte vorher prüfen, welche Rolle das Gasnetz an diesem Standort langfristig spielt. Der kommunale Wärmeplan gibt darauf eine Antwort – und wir beraten Sie, solange er noch in Arbeit ist.

Umgekehrt stellen immer mehr Liegenschaften auf Wärmepumpen oder Fernwärme um. Dann wird der Gasanschluss gesperrt oder dauerhaft getrennt. Wir erklären Ihnen die Unterschiede und übernehmen die Arbeiten im öffentlichen Straßenraum.`,
    content2: `### Ablauf einer Trennung

1. Auftrag durch die Eigentümerin bzw. den Eigentümer
2. Ausbau des Gaszählers durch die NEW Netz GmbH
3. Trennung der Anschlussleitung an der Versorgungsleitung
4. Wiederherstellung der Oberfläche

Planen Sie für eine dauerhafte Trennung sechs bis acht Wochen Vorlauf ein. Eine Sperrung ist kurzfristiger möglich.`,
    images: [image('gas-pipe', 'Hausanschlüsse zweigen von der Gasversorgungsleitung ab.')],
    downloads: ['merkblattGasanschluss'],
    links: ['dvgw', 'geg'],
    subServices: [],
  },
  {
    area: 'gas',
    title: 'Gasnetz-Transformationsplan',
    persons: ['melanie-thelen', 'martin-vogels'],
    content1: `Bis 2045 soll die Wärmeversorgung in Deutschland klimaneutral sein. Für das Gasnetz heißt das: Manche Leitungen werden stillgelegt, andere transportieren künftig Biomethan oder Wasserstoff. Welche das sind, beschreibt der Gasnetz-Transformationsplan.

Wir erarbeiten den Plan für unser Netz und gleichen ihn Straße für Straße mit den Wärmeversorgungsgebieten Ihres Wärmeplans ab. So erhalten Hauseigentümerinnen und -eigentümer verlässliche Informationen für ihre Heizungsentscheidung.`,
    content2: `### Was der Plan enthält

- Zustand, Alter und Auslastung der Leitungen
- Gebiete mit Weiterbetrieb, Umstellung oder Stilllegung
- Zeitplan mit Meilensteinen bis 2045
- Auswirkungen auf Netzentgelte und Kunden

### Beteiligung

Die Ergebnisse stellen wir in Ihrem Rat oder Fachausschuss vor. Für Bürgerveranstaltungen liefern wir Karten und verständliche Steckbriefe.`,
    images: [
      image('map', 'Karte mit Gebieten für Weiterbetrieb und Umstellung des Gasnetzes.'),
      image('meeting', 'Vorstellung der Zwischenergebnisse im Fachausschuss.'),
    ],
    downloads: ['faktenblattGasnetz'],
    links: ['waermeplanung', 'dvgw', 'kww'],
    subServices: [],
  },
  // Trinkwasser
  {
    area: 'trinkwasser',
    title: 'Trinkwasserqualität',
    persons: ['christian-mertens'],
    content1: `Trinkwasser ist das am besten kontrollierte Lebensmittel in Deutschland. Unser Labor untersucht jedes Jahr mehrere tausend Proben aus Brunnen, Wasserwerken und dem Leitungsnetz – von der Härte über Nitrat bis zur Mikrobiologie.

Kommunen fragen uns besonders häufig nach Härtegraden für Spülmaschinen in Schulküchen, nach Werten für Kitas und nach Untersuchungen bei Sanierungen. Die aktuellen Mittelwerte finden Sie im Download, Detailwerte für einzelne Ortsteile auf Anfrage.`,
    content2: `### Trinkwasserbrunnen

Öffentliche Trinkwasserbrunnen helfen in Hitzeperioden. Wir beraten zu Standorten, übernehmen Anschluss und Hygieneüberwachung und stellen die Brunnen im Winter ab.

### Wenn etwas auffällt

Verfärbtes Wasser nach Bauarbeiten ist meist harmlos und verschwindet nach kurzem Laufenlassen. Melden Sie Auffälligkeiten in öffentlichen Gebäuden trotzdem – wir nehmen bei Bedarf noch am selben Tag eine Probe.`,
    images: [
      image('water-lab', 'Im Labor werden Proben aus dem Versorgungsnetz untersucht.'),
      image('waterworks', 'Wasserwerk mit Filterbecken und Wasserturm.'),
    ],
    downloads: ['trinkwasseranalyse'],
    links: ['umweltbundesamt', 'dvgw'],
    subServices: [
      {
        title: 'Trinkwasseranalysen',
        persons: ['christian-mertens'],
        content1: `Die Trinkwasserverordnung legt fest, welche Parameter wie oft untersucht werden. Wir veröffentlichen die Ergebnisse jährlich als Mittelwerte je Versorgungsgebiet.

Für kommunale Einrichtungen erstellen wir auf Anfrage Einzelanalysen, etwa wenn eine Schule saniert wurde oder eine neue Kita eröffnet. Die Probenahme übernimmt unser akkreditiertes Labor.`,
        content2: `### Härtebereiche

- weich: bis 8,4 °dH
- mittel: 8,4 bis 14 °dH
- hart: über 14 °dH

Die meisten Versorgungsgebiete am Niederrhein liegen im mittleren Härtebereich.`,
        images: [image('water-lab', 'Probengläser für die mikrobiologische Untersuchung.')],
        downloads: ['trinkwasseranalyse'],
        links: ['umweltbundesamt'],
      },
    ],
  },
  {
    area: 'trinkwasser',
    title: 'Löschwasser und Hydranten',
    persons: ['christian-mertens'],
    content1: `Die Feuerwehr muss sich im Einsatz darauf verlassen können, dass genug Wasser aus dem Hydranten kommt. Wir stimmen deshalb mit Ihrer Feuerwehr ab, welche Löschwassermengen in welchen Gebieten bereitstehen, und warten die Hydranten regelmäßig.

Für neue Baugebiete und Gewerbeflächen bescheinigen wir die verfügbare Löschwassermenge nach DVGW-Arbeitsblatt W 405. Reicht das Trinkwassernetz nicht aus, planen wir gemeinsam Löschwasserbehälter oder -brunnen.`,
    content2: `### Standrohre

Für Straßenreinigung, Baustellen oder Veranstaltungen verleihen wir Standrohre mit geeichtem Wasserzähler. Die Entnahme ohne Standrohr ist aus hygienischen Gründen nicht erlaubt.

### Hydrantenpläne

Die Lage aller Hydranten stellen wir Ihrer Feuerwehr und der Kreisleitstelle als Geodaten bereit und aktualisieren sie jährlich.`,
    images: [image('hydrant', 'Überflurhydrant am Straßenrand mit Feuerwehrfahrzeug.')],
    downloads: ['merkblattHydranten'],
    links: ['dvgw'],
    subServices: [],
  },
  {
    area: 'trinkwasser',
    title: 'Wasserhausanschluss',
    persons: [],
    showRegionalLeiter: true,
    content1: `Neue kommunale Gebäude erhalten ihren Wasseranschluss von uns – von der Versorgungsleitung in der Straße bis zur Wasserzähleranlage im Hausanschlussraum. Wir planen die Leitung frostfrei, setzen den Zähler und prüfen die Anlage vor der Inbetriebnahme.

Den Antrag stellt die Eigentümerin oder der Eigentümer, bei kommunalen Gebäuden meist die Gebäudewirtschaft. Wir benötigen Lageplan, Kellergrundriss und den erwarteten Spitzenbedarf.`,
    content2: `### Mehrspartenanschluss

Strom, Wasser, Glasfaser und gegebenenfalls Gas können über eine gemeinsame Hauseinführung verlegt werden. Das spart Tiefbaukosten und Platz im Keller.

### Bauwasser

Für die Bauphase stellen wir einen Bauwasseranschluss mit Zähler bereit. Bitte beantragen Sie ihn mindestens drei Wochen vor Baubeginn.`,
    images: [image('construction', 'Verlegung einer neuen Wasserleitung zum Hausanschluss.')],
    downloads: ['merkblattWasseranschluss'],
    links: ['dvgw'],
    subServices: [],
  },
  // Abwasser
  {
    area: 'abwasser',
    title: 'Kanalbetrieb und Inspektion',
    persons: ['birgit-scholten'],
    content1: `Für mehrere Partnerkommunen betreiben wir Kanalnetze, Pumpwerke und Regenbecken. Dazu gehören die regelmäßige Reinigung, die TV-Inspektion nach der Selbstüberwachungsverordnung Abwasser und die Beseitigung von Störungen rund um die Uhr.

Aus den Inspektionsdaten erstellen wir eine Zustandsbewertung aller Haltungen und leiten daraus einen Sanierungsplan ab. So setzen Sie die Mittel dort ein, wo das Risiko am größten ist.`,
    content2: `### Sanierungsverfahren

Viele Schäden lassen sich ohne Aufgraben beheben: mit Schlauchlinern, Robotern oder Kurzlinern. Das ist schneller, günstiger und belastet den Verkehr weniger als eine offene Bauweise.

### Abwasserbeseitigungskonzept

Die Ergebnisse fließen in das Abwasserbeseitigungskonzept ein, das Kommunen alle sechs Jahre fortschreiben. Wir bereiten die Unterlagen für die Untere Wasserbehörde und Ihren Rat vor.`,
    images: [
      image('sewer', 'Querschnitt durch Straße, Schacht und Mischwasserkanal.'),
      image('construction', 'Grabenlose Sanierung eines Kanalabschnitts.'),
    ],
    downloads: [],
    links: ['dwa', 'niersverband'],
    subServices: [],
  },
  {
    area: 'abwasser',
    title: 'Starkregenvorsorge',
    persons: ['birgit-scholten', 'kerstin-pohlen'],
    content1: `Starkregen kann jede Kommune treffen – auch fernab von Flüssen. Wenn der Kanal das Wasser nicht mehr fasst, fließt es über Straßen und Grundstücke ab und sammelt sich in Senken, Unterführungen und Kellern.

Wir erstellen für Ihre Kommune Starkregengefahrenkarten, analysieren die Risiken für Schulen, Kitas, Pflegeheime und kritische Infrastruktur und entwickeln ein Handlungskonzept mit Notwasserwegen und Rückhalteflächen.`,
    content2: `### Förderung

Das Land NRW fördert Starkregenrisikomanagement. Unsere Fördermittelberatung prüft mit Ihnen den passenden Aufruf und übernimmt auf Wunsch die Antragsunterlagen.

### Information der Bevölkerung

Gefahrenkarten nützen nur, wenn sie bekannt sind. Wir unterstützen Sie bei Bürgerinformationen, Pressearbeit und einer Online-Karte für Ihre Website.`,
    images: [
      image('heavy-rain', 'Nach einem Starkregen steht das Wasser auf der Straße.'),
      image('map', 'Ausschnitt einer Starkregengefahrenkarte mit Fließwegen.'),
    ],
    downloads: ['leitfadenStarkregen'],
    links: ['flussgebiete', 'niersverband', 'erftverband', 'funds'],
    subServices: [
      {
        title: 'Starkregengefahrenkarten',
        persons: ['birgit-scholten'],
        content1: `Starkregengefahrenkarten zeigen, wo sich Wasser bei einem seltenen (100-jährlichen) und einem extremen Regenereignis sammelt und wie tief es steht. Grundlage sind ein hochauflösendes Geländemodell und unser Kanalnetzmodell.

Die Karten erstellen wir nach der Arbeitshilfe des Landes NRW, damit sie förderfähig und mit anderen Kommunen vergleichbar sind. Die Bearbeitung dauert je nach Gemeindegröße sechs bis neun Monate.`,
        content2: `### Ergebnisse

- Überflutungstiefen und Fließgeschwindigkeiten
- Fließwege und Senken
- Liste besonders betroffener Objekte

Sie erhalten die Karten als Geodaten, als PDF und als Web-Karte zur Veröffentlichung.`,
        images: [image('map', 'Überflutungstiefen in einem Ortsteil, farbig abgestuft.')],
        downloads: ['leitfadenStarkregen'],
        links: ['flussgebiete'],
      },
    ],
  },
  {
    area: 'abwasser',
    title: 'Grundstücksentwässerung',
    persons: ['birgit-scholten'],
    content1: `Private Abwasserleitungen und Rückstausicherungen liegen in der Verantwortung der Eigentümerinnen und Eigentümer – auch bei kommunalen Gebäuden. Viele Keller laufen bei Starkregen voll, weil eine Rückstausicherung fehlt oder nicht gewartet wurde.

Wir beraten Ihre Gebäudewirtschaft zu Rückstauschutz, Dichtheitsprüfung und Regenwassernutzung und beantworten Fragen, die Bürgerinnen und Bürger an Ihre Verwaltung richten.`,
    content2: `### Abkopplung von Regenwasser

Jeder Quadratmeter, der nicht mehr in den Kanal entwässert, entlastet das Netz bei Starkregen. Versickerungsmulden, Gründächer und Zisternen sind sinnvolle Bausteine – bitte stimmen Sie Versickerungen mit der Unteren Wasserbehörde ab.

### Satzung

Fristen für Dichtheitsprüfungen in Wasserschutzgebieten legt Ihre Kommune per Satzung fest. Wir stellen Ihnen eine Mustersatzung zur Verfügung.`,
    images: [image('sewer', 'Hausanschlussleitungen führen zum öffentlichen Kanal.')],
    downloads: ['merkblattGrundstuecksentwaesserung'],
    links: ['verbraucherzentrale', 'dwa'],
    subServices: [],
  },
  // Straßenbeleuchtung
  {
    area: 'strassenbeleuchtung',
    title: 'LED-Umrüstung',
    persons: ['sebastian-engels'],
    content1: `Die Umrüstung auf LED ist eine der wirtschaftlichsten Klimaschutzmaßnahmen einer Kommune. Eine moderne LED-Leuchte braucht bis zu 70 Prozent weniger Strom als eine alte Natriumdampflampe, hält länger und lässt sich nachts dimmen.

Wir erfassen alle Lichtpunkte in einem Kataster, bewerten Zustand und Verbrauch und schlagen einen Umrüstungsplan über mehrere Jahre vor – mit Wirtschaftlichkeitsberechnung und Fördermöglichkeiten. Warmweißes Licht mit höchstens 3.000 Kelvin schützt zusätzlich Insekten.`,
    content2: `### Förderung

Die Kommunalrichtlinie des Bundes fördert die Sanierung von Außen- und Straßenbeleuchtung, wenn die Treibhausgasemissionen deutlich sinken. Wir erstellen die technischen Unterlagen für Ihren Antrag.

### Beispielrechnung

Wie sich die Umrüstung für eine Kommune mit 3.000 Lichtpunkten rechnet, zeigt unsere Beispielrechnung im Download.`,
    images: [
      image('streetlights', 'LED-Leuchten mit warmweißem Licht in einer Wohnstraße.'),
      image('dashboard', 'Auswertung des Verbrauchs vor und nach der Umrüstung.'),
    ],
    downloads: ['beispielLed'],
    links: ['lichtDe', 'klimaschutz', 'funds'],
    subServices: [],
  },
  {
    area: 'strassenbeleuchtung',
    title: 'Störungsmeldung Straßenbeleuchtung',
    persons: ['sebastian-engels'],
    content1: `Eine dunkle Laterne ist schnell gemeldet: Bürgerinnen und Bürger nutzen dafür das Online-Formular der NEW, Ihre Verwaltung kann Störungen auch gesammelt übermitteln. Die Nummer auf dem Mast hilft, die Leuchte eindeutig zu finden.

Wir beheben einzelne Ausfälle in der Regel innerhalb von fünf Werktagen. Fällt ein ganzer Straßenzug aus oder besteht Gefahr – etwa durch einen beschädigten Mast –, sind wir rund um die Uhr erreichbar.`,
    content2: `### Sammelmeldungen

Bauhöfe und Ordnungsämter können Störungen per Liste melden. Sie erhalten eine Rückmeldung, sobald die Leuchte wieder brennt.

### Statistik

Auf Wunsch erhalten Sie einen Quartalsbericht mit Anzahl, Ursache und Bearbeitungsdauer aller Störungen in Ihrer Kommune.`,
    images: [image('streetlights', 'Straßenlaternen in der Abenddämmerung.')],
    downloads: [],
    links: ['new'],
    subServices: [],
  },
  {
    area: 'strassenbeleuchtung',
    title: 'Weihnachts- und Sonderbeleuchtung',
    persons: ['sebastian-engels'],
    content1: `Lichterketten in der Fußgängerzone, ein beleuchteter Tannenbaum auf dem Marktplatz oder eine Illumination zum Stadtjubiläum: Sonderbeleuchtung kann an geeignete Masten der Straßenbeleuchtung angeschlossen werden.

Wir prüfen Statik und Anschlussleistung jedes Mastes, geben die Montage frei und rechnen den Strom pauschal ab. Die Montage selbst übernehmen Ihr Bauhof, die Werbegemeinschaft oder eine beauftragte Firma.`,
    content2: `### Fristen

- Anmeldung für die Adventszeit bis zum **15. September**
- Montage ab dem 1. November
- Demontage bis zum 31. Januar

Für Veranstaltungen außerhalb der Adventszeit gilt eine Vorlaufzeit von sechs Wochen.`,
    images: [image('event', 'Festbeleuchtung bei einem Abendmarkt in der Innenstadt.')],
    downloads: ['formularSonderbeleuchtung'],
    links: [],
    subServices: [],
  },
  // Mobilität
  {
    area: 'mobilitaet',
    title: 'Öffentliche Ladeinfrastruktur',
    persons: ['lisa-baumanns', 'yusuf-demir'],
    content1: `Öffentliche Ladepunkte gehören dorthin, wo Menschen ohnehin parken: an Rathaus, Bahnhof, Supermarkt, Sportplatz und in Wohnquartieren ohne eigene Stellplätze. Die NEW plant, baut und betreibt Normal- und Schnellladepunkte in Ihrer Kommune.

Sie stellen die Fläche über einen Gestattungsvertrag zur Verfügung, wir kümmern uns um Netzanschluss, Bau, Wartung, Störungsdienst und Abrechnung. Alle Ladepunkte sind bei der Bundesnetzagentur gemeldet und in den gängigen Lade-Apps sichtbar.`,
    content2: `### Wunschladesäulen

Auf der Wunschladesäulen-Karte im Bereich Mobilität schlagen Bürgerinnen und Bürger Standorte vor. Wir werten die Vorschläge jedes Quartal gemeinsam mit Ihrer Verwaltung aus.

### Ausbaustand

In den Partnerkommunen betreibt die NEW derzeit über 600 öffentliche Ladepunkte. Bis 2028 sollen weitere 400 hinzukommen, davon ein Drittel Schnellladepunkte.`,
    images: [
      image('charging', 'Ladesäule am Straßenrand mit angeschlossenem Elektroauto.'),
      image('charging-hub', 'Ladepark mit Solardach an einem Pendlerparkplatz.'),
    ],
    downloads: ['checklisteLadeinfrastruktur'],
    links: ['leitstelle', 'bundesnetzagentur', 'funds'],
    subServices: [
      {
        title: 'Standortkonzept Ladeinfrastruktur',
        persons: ['lisa-baumanns'],
        content1: `Ein Standortkonzept zeigt, wie viele Ladepunkte Ihre Kommune bis 2030 braucht und wo sie am meisten nützen. Wir verbinden dafür Zulassungszahlen, Pendlerströme, Bebauungsstruktur und die Kapazität unseres Stromnetzes.

Das Ergebnis ist eine priorisierte Liste von Standorten mit Netzanschlusskosten, Flächenbedarf und Zeitplan. Viele Kommunen nutzen das Konzept als Grundlage für einen Ratsbeschluss.`,
        content2: `### Dauer

Ein Standortkonzept entsteht in etwa drei Monaten. Ihre Verwaltung bringt Flächeninformationen und Planungen ein, wir liefern Daten und Analysen.

### Beteiligung

Die Vorschläge der Wunschladesäulen-Karte fließen direkt in das Konzept ein.`,
        images: [image('map', 'Karte mit vorgeschlagenen Ladestandorten.')],
        downloads: ['checklisteLadeinfrastruktur'],
        links: ['leitstelle'],
      },
      {
        title: 'Schnellladeparks',
        persons: ['lisa-baumanns'],
        content1: `Schnellladepunkte mit 150 kW und mehr laden ein Elektroauto in 20 bis 30 Minuten. Sie eignen sich für Standorte an Hauptverkehrsstraßen, Autobahnzubringern und Einkaufszentren.

Ein Schnellladepark braucht einen Mittelspannungsanschluss mit eigener Trafostation. Wir prüfen die Netzanbindung, planen den Park und kombinieren ihn auf Wunsch mit einem Solardach und einem Batteriespeicher.`,
        content2: `### Flächenbedarf

Für einen Park mit sechs Ladepunkten benötigen Sie etwa 600 Quadratmeter einschließlich Zufahrt und Trafostation.

### Betrieb

Die NEW betreibt die Ladepunkte mit Ad-hoc-Bezahlung per Karte, wie es die Ladesäulenverordnung vorschreibt.`,
        images: [image('charging-hub', 'Schnellladepark mit überdachten Ladeplätzen.')],
        downloads: [],
        links: ['leitstelle', 'bundesnetzagentur'],
      },
    ],
  },
  {
    area: 'mobilitaet',
    title: 'Elektromobilität im kommunalen Fuhrpark',
    persons: ['lisa-baumanns'],
    content1: `Bauhöfe, Ordnungsämter und soziale Dienste legen täglich viele kurze Strecken zurück – ideale Bedingungen für Elektrofahrzeuge. Wir analysieren Ihren Fuhrpark anhand der Fahrtenbücher und zeigen, welche Fahrzeuge sich sofort ersetzen lassen.

Auf dem Betriebshof installieren wir Wallboxen mit Lastmanagement, damit der Netzanschluss nicht verstärkt werden muss. Mit einer Photovoltaikanlage auf dem Dach laden die Fahrzeuge tagsüber mit eigenem Solarstrom.`,
    content2: `### Vorgehen

1. Fuhrparkanalyse auf Basis von Fahrtenbüchern oder Telematikdaten
2. Konzept für Ladeinfrastruktur und Lastmanagement
3. Installation, Inbetriebnahme und Schulung
4. Abrechnung und Auswertung über ein Lademanagement-Portal

### Dienstfahrzeuge zu Hause laden

Für Mitarbeitende mit Dienstwagen bieten wir Wallboxen mit getrennter Abrechnung an.`,
    images: [image('charging-hub', 'Ladeplätze für kommunale Fahrzeuge auf dem Betriebshof.')],
    downloads: ['checklisteLadeinfrastruktur'],
    links: ['leitstelle', 'energieagentur'],
    subServices: [],
  },
  {
    area: 'mobilitaet',
    title: 'ÖPNV und Mobilstationen',
    persons: ['lisa-baumanns'],
    content1: `Die NEW mobil und aktiv Mönchengladbach GmbH betreibt den Busverkehr in Mönchengladbach und stellt die Flotte Schritt für Schritt auf Elektrobusse um. Für die Partnerkommunen planen wir Mobilstationen, an denen Bus, Fahrrad, Carsharing und Ladepunkte zusammenkommen.

Eine Mobilstation macht den Umstieg leicht: sichere Fahrradbügel, ein Leihrad-Angebot, Ladepunkte für Elektroautos und eine gut erreichbare Haltestelle an einem Ort.`,
    content2: `### Förderung

Mobilstationen werden vom Land NRW und vom Verkehrsverbund gefördert. Das Zukunftsnetz Mobilität NRW berät Kommunen kostenfrei zu Planung und Gestaltung.

### Elektrobusse

Bis 2030 soll mehr als die Hälfte der Busflotte elektrisch fahren. Geladen wird nachts im Betriebshof und tagsüber an Endhaltestellen.`,
    images: [
      image('ebus', 'Elektrobus an einer Mobilstation mit Leihrädern.'),
      image('charging', 'Ladepunkt an einer Mobilstation.'),
    ],
    downloads: [],
    links: ['vrr', 'zukunftsnetz'],
    subServices: [],
  },
  // Nachhaltigkeit
  {
    area: 'nachhaltigkeit',
    title: 'Energie- und CO₂-Bilanzen',
    persons: ['petra-reiners'],
    content1: `Ein Klimaschutzkonzept beginnt mit einer ehrlichen Bilanz: Wie viel Energie verbraucht die Kommune, und wie viel CO₂ entsteht dabei? Die NEW liefert die Netzdaten dafür – aggregiert, anonymisiert und nach Sektoren aufgeteilt.

Die Daten folgen dem BISKO-Standard und lassen sich direkt in gängige Bilanzierungswerkzeuge übernehmen. So vergleichen Sie Ihre Entwicklung über die Jahre und mit anderen Kommunen.`,
    content2: `### Welche Daten wir bereitstellen

- Strom- und Gasabsatz nach Haushalten, Gewerbe und Industrie
- Einspeisung aus Photovoltaik, Wind und Kraft-Wärme-Kopplung
- Zahl der Wärmepumpen und Ladepunkte

Die Daten für das Vorjahr stehen jeweils bis zum 30. April bereit. Ihre Verbrauchsentwicklung sehen Sie auch im Bereich *Verbrauchsdaten*.`,
    images: [image('dashboard', 'Auswertung der Energiebilanz nach Sektoren.')],
    downloads: ['co2Bilanz'],
    links: ['verbrauchsdaten', 'klimaschutz', 'energieagentur'],
    subServices: [],
  },
  {
    area: 'nachhaltigkeit',
    title: 'Bürgerbeteiligung an Wind- und Solarparks',
    persons: ['petra-reiners', 'hendrik-bongartz'],
    content1: `Erneuerbare Energien finden mehr Zustimmung, wenn die Menschen vor Ort profitieren. Bei neuen Wind- und Solarparks der NEW können sich Bürgerinnen und Bürger finanziell beteiligen, und Standortkommunen erhalten eine Beteiligung nach § 6 EEG von bis zu 0,2 Cent je eingespeister Kilowattstunde.

Wir informieren früh über Planungen, laden zu Bürgerabenden ein und stimmen Ausgleichsmaßnahmen mit Naturschutzverbänden und Landwirtschaft ab.`,
    content2: `### Beteiligungsmodelle

- Nachrangdarlehen mit fester Verzinsung und Laufzeit
- Anteile an einer Bürgerenergiegesellschaft
- Vergünstigte Stromtarife für Anliegerinnen und Anlieger

### Kommunale Einnahmen

Die Zahlungen nach § 6 EEG fließen direkt in den kommunalen Haushalt und sind nicht zweckgebunden.`,
    images: [
      image('wind', 'Windpark zwischen Feldern und Baumreihen.'),
      image('solar-park', 'Solarpark auf einer ehemaligen Ackerfläche.'),
      image('meeting', 'Bürgerabend zur Planung eines neuen Windparks.'),
    ],
    downloads: [],
    links: ['energieagentur', 'new'],
    subServices: [],
  },
  // Wärme
  {
    area: 'waerme',
    title: 'Quartiersentwicklung',
    persons: ['martin-vogels', 'julia-hermanns'],
    showRegionalLeiter: true,
    content1: `Ein Quartier ist groß genug, um Wärme, Strom und Mobilität gemeinsam zu denken, und klein genug, um schnell ins Handeln zu kommen. Ob Neubaugebiet, Bestandsquartier aus den 1960er-Jahren oder Gewerbegebiet: Wir entwickeln mit Ihnen ein Energiekonzept, das zu Ort und Menschen passt.

Vom ersten Gespräch bis zum laufenden Betrieb begleiten wir Sie durch den ganzen Prozess: Planung, Fördermittel, Beteiligung und Umsetzung aus einer Hand.`,
    content2: '',
    images: [
      image('district', 'Wohnquartier mit Gemeinschaftsflächen und Photovoltaik.'),
      image('meeting', 'Workshop mit Verwaltung, Wohnungsbaugesellschaft und NEW.'),
      image('heat-network', 'Quartierswärmenetz mit Energiezentrale.'),
    ],
    downloads: ['ablaufQuartier'],
    links: ['funds', 'kfw', 'energieagentur'],
    subServices: [],
  },
  {
    area: 'waerme',
    title: 'Kommunale Wärmeplanung',
    requiredFlag: 'EnableWaermeplanung',
    persons: ['martin-vogels'],
    content1: `Das Wärmeplanungsgesetz verpflichtet alle Kommunen zu einem Wärmeplan: Städte mit mehr als 100.000 Einwohnern bis Mitte 2026, alle anderen bis Mitte 2028. Der Plan zeigt, welche Gebiete sich für Wärmenetze eignen und wo Gebäude künftig einzeln, etwa mit Wärmepumpen, versorgt werden.

Die NEW begleitet Sie als Partner mit Daten und Erfahrung: Wir liefern Verbrauchs- und Netzdaten, bewerten Wärmequellen wie Abwärme und Abwasser und rechnen Wärmenetz-Varianten durch. Den Stand Ihrer Wärmeplanung verfolgen Sie im Portal im Bereich *Wärmeplanung*.`,
    content2: `### Die vier Phasen

1. **Bestandsanalyse** – Gebäude, Heizungen, Verbräuche und Netze
2. **Potenzialanalyse** – erneuerbare Wärme, Abwärme, Einsparungen
3. **Zielszenario** – Wärmeversorgungsgebiete für 2030, 2035, 2040 und 2045
4. **Umsetzungsstrategie** – Maßnahmen, Zuständigkeiten und Zeitplan

### Beteiligung

Die Öffentlichkeit, Netzbetreiber und Nachbarkommunen werden beteiligt. Wir liefern Karten und Steckbriefe für Ihre Informationsveranstaltungen.`,
    images: [
      image('map', 'Wärmeversorgungsgebiete im Zielszenario eines Wärmeplans.'),
      image('meeting', 'Lenkungskreis zur kommunalen Wärmeplanung.'),
    ],
    downloads: ['leitfadenWaermeplanung'],
    links: ['waermeplanung', 'wpg', 'kww'],
    subServices: [],
  },
  {
    area: 'waerme',
    title: 'FAQs Wärmeplanung',
    requiredFlag: 'EnableWaermeplanung',
    persons: ['martin-vogels'],
    content1: `Rund um die kommunale Wärmeplanung erreichen uns viele Fragen – aus Verwaltungen, Räten und von Bürgerinnen und Bürgern. Die wichtigsten Antworten haben wir hier gesammelt.

**Muss ich meine Heizung austauschen, wenn der Wärmeplan fertig ist?** Nein. Der Wärmeplan ist eine strategische Planung ohne unmittelbare Pflichten für Eigentümerinnen und Eigentümer. Bestehende Heizungen dürfen weiter betrieben und repariert werden.

**Was bedeutet ein Wärmenetzgebiet?** In diesen Gebieten ist ein Wärmenetz die voraussichtlich wirtschaftlichste Lösung. Ob und wann es gebaut wird, hängt von weiteren Planungen und der Nachfrage ab.`,
    content2: `### Weitere Fragen

**Welche Rolle spielt das Gebäudeenergiegesetz?** Das GEG verlangt für neue Heizungen 65 Prozent erneuerbare Energie. Für Bestandsgebäude greift diese Pflicht in Verbindung mit dem Wärmeplan, spätestens ab Mitte 2028.

**Wer bezahlt den Wärmeplan?** Die Länder erhalten dafür Mittel vom Bund und geben sie an die Kommunen weiter. In NRW regelt das Landeswärmeplanungsgesetz die Finanzierung.

Alle Antworten finden Sie auch im Bereich *FAQs Wärmeplanung*.`,
    images: [],
    downloads: ['leitfadenWaermeplanung'],
    links: ['waermeplanungFaq', 'geg', 'wpg'],
    subServices: [],
  },
  {
    area: 'waerme',
    title: 'Nah- und Fernwärme',
    persons: ['julia-hermanns', 'martin-vogels'],
    content1: `Wärmenetze versorgen viele Gebäude aus einer zentralen Quelle – heute zunehmend aus Abwärme, Großwärmepumpen, Biomasse oder Solarthermie. Die NEW betreibt Fern- und Nahwärmenetze in Mönchengladbach und mehreren Partnerkommunen und baut sie weiter aus.

Ein Wärmenetz lohnt sich dort, wo viele Abnehmer dicht beieinanderliegen oder große Ankerkunden wie Schulen, Hallenbäder und Wohnblöcke vorhanden sind. Wir prüfen die Wirtschaftlichkeit mit einer Machbarkeitsstudie, die die Bundesförderung für effiziente Wärmenetze zur Hälfte fördert.`,
    content2: `### Anschluss kommunaler Gebäude

Liegt Ihr Gebäude an einem bestehenden Netz, ist ein Anschluss meist innerhalb eines Jahres möglich. Die Übergabestation ersetzt den Heizkessel und braucht deutlich weniger Platz.

### Preise

Unsere Wärmepreise bestehen aus Grund-, Arbeits- und Messpreis und werden nach veröffentlichten Indizes angepasst. Die Preisblätter erhalten Sie von Ihrer Kommunalbetreuung.`,
    images: [
      image('heat-network', 'Vor- und Rücklaufleitungen eines Wärmenetzes.'),
      image('construction', 'Bau einer Fernwärmetrasse in der Innenstadt.'),
    ],
    downloads: ['faktenblattWaermenetze'],
    links: ['bafa', 'kww', 'funds'],
    subServices: [
      {
        title: 'Wärmecontracting für Schulen und Sporthallen',
        persons: ['oliver-esser'],
        content1: `Viele Heizungsanlagen in Schulen und Sporthallen sind älter als 25 Jahre. Beim Wärmecontracting planen, finanzieren und betreiben wir die neue Anlage – etwa eine Wärmepumpe mit Spitzenlastkessel oder einen Anschluss an das Wärmenetz.

Ihre Kommune zahlt einen festen Grundpreis und die tatsächlich gelieferte Wärme. Wartung, Störungsdienst und Brennstoffbeschaffung sind enthalten.`,
        content2: `### Vorteile

- Keine eigene Investition im Haushalt
- Feste Ansprechperson und Störungsdienst rund um die Uhr
- Verbrauchsauswertung für Ihr Energiecontrolling

Die Vertragslaufzeit beträgt meist 10 bis 15 Jahre.`,
        images: [image('school', 'Schulzentrum, dessen Heizung im Contracting erneuert wurde.')],
        downloads: ['contractingUeberblick'],
        links: ['energieagentur'],
      },
    ],
  },
  // Breitband & Telekommunikation
  {
    area: 'breitband-telekommunikation',
    title: 'Glasfaser für öffentliche Einrichtungen',
    persons: ['jessica-classen'],
    content1: `Schulen, Rathäuser, Feuerwehren und Krankenhäuser brauchen symmetrische Bandbreiten und eine verlässliche Verbindung. Gemeinsam mit unseren Telekommunikationspartnern schließen wir öffentliche Einrichtungen direkt an das Glasfasernetz an.

Im geförderten Ausbau unterstützen wir Kommunen bei Markterkundung, Ausschreibung und Bauüberwachung. Wo wir ohnehin bauen, verlegen wir Leerrohre mit – so wächst das Glasfasernetz mit jeder Baustelle.`,
    content2: `### Schulanschlüsse

Alle weiterführenden Schulen in unseren Partnerkommunen sind bereits mit Glasfaser angeschlossen; bei den Grundschulen fehlen nur noch wenige Standorte.

### Ausbaustand

Den Versorgungsstand Ihrer Kommune zeigt das Gigabit-Grundbuch des Bundes.`,
    images: [image('fiber', 'Farbige Mikrorohre für Glasfaser im Verbund.')],
    downloads: ['merkblattLeerrohre'],
    links: ['gigabitbuero', 'gigabitgrundbuch'],
    subServices: [
      {
        title: 'Mitverlegung von Leerrohren',
        persons: ['jessica-classen'],
        content1: `Der teuerste Teil des Glasfaserausbaus ist der Tiefbau. Wenn Straßen ohnehin geöffnet werden, kostet ein zusätzliches Leerrohr nur einen Bruchteil. Deshalb prüfen wir bei jeder Baumaßnahme der NEW die Mitverlegung.

Melden Sie uns Ihre Straßenbauprojekte früh, dann stimmen wir Trassen und Termine ab. Das Telekommunikationsgesetz sieht diese Koordinierung ausdrücklich vor.`,
        content2: `### Fristen

- Jahresbauprogramm bis zum 30. November des Vorjahres
- Einzelmaßnahmen spätestens sechs Monate vor Baubeginn

Die mitverlegten Rohre dokumentieren wir im Leitungskataster und stellen sie für den späteren Ausbau bereit.`,
        images: [image('construction', 'Offener Graben mit mitverlegten Leerrohren.')],
        downloads: ['merkblattLeerrohre'],
        links: ['gigabitbuero'],
      },
    ],
  },
  {
    area: 'breitband-telekommunikation',
    title: 'Öffentliches WLAN',
    persons: ['jessica-classen', 'kerstin-pohlen'],
    content1: `Kostenloses WLAN in Fußgängerzonen, Bürgerhäusern, Bibliotheken und Freibädern macht Innenstädte attraktiver. Wir planen die Ausleuchtung, installieren die Zugangspunkte an Gebäuden oder Laternen und betreiben das Netz mit einer einfachen Anmeldeseite.

Die Anmeldung erfolgt ohne Registrierung mit einer Bestätigung der Nutzungsbedingungen. Inhalte werden nicht gespeichert; Jugendschutzfilter sind aktiv.`,
    content2: `### Technik

- Zugangspunkte für den Außenbereich mit Wi-Fi 6
- Anbindung über Glasfaser oder Richtfunk
- Monitoring und Störungsdienst

Die Kosten richten sich nach der Zahl der Zugangspunkte; für Ratssitzungssäle bieten wir ein eigenes, getrenntes Netz an.`,
    images: [image('district', 'Innenstadtplatz mit öffentlichem WLAN.')],
    downloads: [],
    links: ['gigabitbuero'],
    subServices: [],
  },
  // Energiedienstleistungen
  {
    area: 'energiedienstleistungen',
    title: 'Photovoltaik auf kommunalen Dächern',
    persons: ['elena-kowalski', 'oliver-esser'],
    content1: `Kommunale Dächer sind oft groß, gut ausgerichtet und werden tagsüber genutzt – beste Voraussetzungen für Photovoltaik. Schulen, Bauhöfe, Sporthallen und Verwaltungsgebäude verbrauchen den Solarstrom direkt selbst und senken so ihre Stromkosten.

Mit unserem PV-Dachcheck prüfen wir Statik, Dachzustand, Verschattung und Eigenverbrauch. Danach entscheiden Sie, ob Sie die Anlage kaufen oder pachten. Auch Anlagen mit Batteriespeicher und die Kombination mit Ladepunkten sind möglich.`,
    content2: `### Solarpflicht

Das Land NRW schreibt Photovoltaik bei Neubauten und grundlegenden Dachsanierungen öffentlicher Gebäude vor. Planen Sie Dachsanierungen deshalb gemeinsam mit der PV-Anlage.

### Ablauf

1. PV-Dachcheck und Ertragsprognose
2. Angebot für Kauf oder Pacht
3. Bau in der Regel in den Sommerferien
4. Betrieb, Monitoring und jährlicher Ertragsbericht`,
    images: [
      image('solar-roof', 'Photovoltaikanlage auf einem Schuldach.'),
      image('solar-park', 'Freiflächenanlage der NEW in der Region.'),
    ],
    downloads: ['pvDachcheck'],
    links: ['marktstammdaten', 'energieagentur', 'funds'],
    subServices: [
      {
        title: 'Solarpacht für Schulen und Bauhöfe',
        persons: ['elena-kowalski'],
        content1: `Im Pachtmodell plant, finanziert und baut die NEW die Photovoltaikanlage auf Ihrem Dach. Ihre Kommune pachtet die Anlage zu einer festen monatlichen Rate und nutzt den Solarstrom selbst; Überschüsse werden ins Netz eingespeist.

Wartung, Versicherung und Monitoring sind in der Pacht enthalten. Nach Ende der Laufzeit von meist 20 Jahren können Sie die Anlage übernehmen.`,
        content2: `### Rechenbeispiel

Eine 100-kWp-Anlage auf einer Gesamtschule erzeugt rund 90.000 kWh im Jahr. Bei 60 Prozent Eigenverbrauch spart die Schule jährlich etwa 15.000 Euro Stromkosten – abzüglich der Pacht bleibt ein Vorteil ab dem ersten Jahr.`,
        images: [image('solar-roof', 'Pachtanlage auf dem Dach eines Bauhofs.')],
        downloads: ['pvDachcheck'],
        links: [],
      },
    ],
  },
  {
    area: 'energiedienstleistungen',
    title: 'Energiemanagement für Liegenschaften',
    persons: ['oliver-esser'],
    content1: `Wer seine Verbräuche kennt, kann sparen. Mit unserem Energiecontrolling erfassen wir Strom, Wärme und Wasser aller kommunalen Liegenschaften – automatisch über Zählerdaten oder per App bei manueller Ablesung.

Das System erkennt Auffälligkeiten wie Heizungen, die nachts durchlaufen, oder Wasserverluste am Wochenende und meldet sie per E-Mail. Jährlich erhalten Sie einen Energiebericht mit Kennwerten und Maßnahmenvorschlägen.`,
    content2: `### Energiemanagementsystem

Ein kommunales Energiemanagement nach DIN EN ISO 50001 oder dem Kom.EMS-Standard ist Voraussetzung für einige Förderprogramme. Wir begleiten Sie bei Einführung und Zertifizierung.

### Typische Einsparungen

Allein durch Betriebsoptimierung ohne Investitionen sinkt der Wärmeverbrauch erfahrungsgemäß um 5 bis 15 Prozent.`,
    images: [image('dashboard', 'Lastgänge kommunaler Gebäude im Energiecontrolling.')],
    downloads: [],
    links: ['verbrauchsdaten', 'energieagentur', 'dena'],
    subServices: [],
  },
  {
    area: 'energiedienstleistungen',
    title: 'Energie-Contracting',
    persons: ['oliver-esser', 'hendrik-bongartz'],
    content1: `Beim Energie-Contracting übernimmt die NEW Planung, Finanzierung, Bau und Betrieb von Energieanlagen – von der Wärmepumpe über das Blockheizkraftwerk bis zur Lüftungsanlage. Ihre Kommune modernisiert ohne eigene Investition und mit kalkulierbaren Kosten.

Besonders bewährt hat sich Contracting bei Hallenbädern, Schulzentren und Verwaltungsgebäuden, in denen hohe Verbräuche und knappe Personalressourcen zusammenkommen.`,
    content2: `### Einspar-Contracting

Beim Einspar-Contracting garantieren wir eine Einsparung; die Investition refinanziert sich aus den gesparten Energiekosten. Wird die Garantie verfehlt, tragen wir die Differenz.

### Vergaberecht

Contracting-Leistungen sind ausschreibungspflichtig. Wir stellen Ihnen Musterunterlagen zur Verfügung.`,
    images: [image('heat-pump', 'Luft-Wasser-Wärmepumpe an einem Verwaltungsgebäude.')],
    downloads: ['contractingUeberblick'],
    links: ['dena', 'energieagentur'],
    subServices: [],
  },
  // Smart City
  {
    area: 'smart-city',
    title: 'LoRaWAN-Sensorik',
    persons: ['kerstin-pohlen'],
    content1: `LoRaWAN ist ein Funkstandard für Sensoren, die mit wenig Energie über mehrere Kilometer senden. Die NEW betreibt ein solches Netz in ihrem Versorgungsgebiet; eine Batterie hält je nach Sensor fünf bis zehn Jahre.

Kommunen nutzen die Sensorik für ganz unterschiedliche Aufgaben: Pegel an kleinen Bächen, Bodenfeuchte an Stadtbäumen, Füllstände von Glascontainern, freie Parkplätze oder die Temperatur in Klassenräumen. Die Messwerte laufen in einem Dashboard zusammen, das Ihre Fachämter selbst konfigurieren.`,
    content2: `### Pilotprojekt

Starten Sie mit einem Pilotprojekt über drei bis sechs Monate mit bis zu 20 Sensoren. Danach entscheiden Sie, was in den Regelbetrieb geht.

### Offene Schnittstellen

Alle Daten stehen über offene Schnittstellen bereit und gehören Ihrer Kommune. Personenbezogene Daten werden nicht erfasst.`,
    images: [
      image('sensor', 'Gateway und Sensoren im LoRaWAN-Netz der NEW.'),
      image('dashboard', 'Dashboard mit Messwerten der Sensoren.'),
    ],
    downloads: ['steckbriefLorawan'],
    links: ['loraAlliance', 'smartCityDialog'],
    subServices: [
      {
        title: 'Pegelmessung an Bächen',
        persons: ['kerstin-pohlen', 'birgit-scholten'],
        content1: `Kleine Bäche schwellen bei Starkregen innerhalb von Minuten an. Funkpegel an Durchlässen und Brücken messen den Wasserstand alle fünf Minuten und melden kritische Werte per SMS und E-Mail an Bauhof und Feuerwehr.

Die Sensoren arbeiten mit Radar, berühren das Wasser nicht und werden an Brückengeländern oder Masten montiert.`,
        content2: `### Schwellwerte

Gemeinsam mit Ihrer Feuerwehr legen wir Vorwarn- und Alarmstufen fest. Die Verläufe werden gespeichert und helfen bei der Planung von Hochwasserschutzmaßnahmen.`,
        images: [image('river', 'Pegel an einem Bach in der Niersaue.')],
        downloads: ['steckbriefLorawan'],
        links: ['niersverband', 'flussgebiete'],
      },
      {
        title: 'Bodenfeuchte für Stadtbäume',
        persons: ['kerstin-pohlen'],
        content1: `Junge Stadtbäume leiden besonders unter Trockenheit. Bodenfeuchtesensoren in 30 und 60 Zentimetern Tiefe zeigen, wann wirklich gegossen werden muss – und wann nicht.

Bauhöfe planen ihre Gießtouren damit gezielt und sparen Wasser, Fahrten und Arbeitszeit. Bürgerinnen und Bürger mit Baumpatenschaften sehen den Zustand ihres Baums in einer öffentlichen Karte.`,
        content2: `### Ergebnisse aus Pilotprojekten

In einem Pilotprojekt in Viersen sank die Zahl der Gießfahrten um ein Drittel, während weniger Jungbäume ausfielen.`,
        images: [image('trees', 'Junge Straßenbäume mit Bodenfeuchtesensoren.')],
        downloads: [],
        links: ['smartCityDialog'],
      },
    ],
  },
  {
    area: 'smart-city',
    title: 'Urbane Datenplattform',
    persons: ['kerstin-pohlen'],
    content1: `Daten aus Sensoren, Verkehr, Energie und Verwaltung entfalten ihren Wert erst, wenn sie zusammengeführt werden. Unsere urbane Datenplattform sammelt sie an einem Ort, bereitet sie auf und stellt sie Ihren Fachämtern, der Politik und – wo gewünscht – der Öffentlichkeit bereit.

Die Plattform basiert auf offenen Standards und Open-Source-Komponenten. So bleiben Sie unabhängig von einzelnen Anbietern und können Daten mit Nachbarkommunen austauschen.`,
    content2: `### Anwendungen

- Energie- und Klimadashboard für den Rat
- Parkleitsystem für die Innenstadt
- Open-Data-Portal für Bürgerinnen und Bürger

### Betrieb

Die Plattform läuft in Rechenzentren in Deutschland. Zugriffsrechte vergeben Sie selbst.`,
    images: [
      image('dashboard', 'Klimadashboard mit Daten aus der urbanen Datenplattform.'),
      image('map', 'Kartenansicht mit Sensorstandorten.'),
    ],
    downloads: [],
    links: ['smartCityDialog'],
    subServices: [],
  },
  // Bäder & Freizeit
  {
    area: 'baeder-freizeit',
    title: 'Schul- und Vereinsschwimmen',
    persons: ['dirk-tillmanns'],
    content1: `Jedes Kind soll am Ende der Grundschule sicher schwimmen können. Dafür stellen unsere Bäder feste Zeiten für den Schwimmunterricht bereit – in Lehrschwimmbecken mit angehobenem Boden und auf Bahnen im Sportbecken.

Schwimmvereine, DLRG-Ortsgruppen und Rehasportgruppen erhalten Trainingszeiten am frühen Morgen und am Abend. Die Belegungspläne stimmen wir jedes Schuljahr mit den Schulträgern und dem Stadtsportbund ab.`,
    content2: `### Antragsfrist

Wünsche für das kommende Schuljahr nehmen wir bis zum **31. März** entgegen. Die Zusagen versenden wir bis Ende Mai.

### Ferienschwimmkurse

In den Oster- und Sommerferien bieten wir Intensivkurse für Kinder ab fünf Jahren an. Kommunen können Plätze für Kinder aus Familien mit geringem Einkommen reservieren.`,
    images: [image('pool', 'Sportbecken mit Bahnleinen während des Vereinstrainings.')],
    downloads: ['belegungSchulschwimmen'],
    links: ['dlrg'],
    subServices: [],
  },
  {
    area: 'baeder-freizeit',
    title: 'Engagement in der Region',
    persons: ['petra-reiners', 'miriam-straeten'],
    content1: `Die NEW ist in der Region zu Hause. Wir fördern Vereine, unterstützen Veranstaltungen und laden zu Erlebnissen ein, die Menschen zusammenbringen – vom Stadtlauf bis zum Blick hinter die Kulissen eines Wasserwerks.

Für Kommunen sind wir Partner bei Stadtfesten, Sportveranstaltungen und Aktionstagen. Sprechen Sie uns an, wenn Sie eine Veranstaltung planen, bei der wir uns einbringen können.`,
    content2: `### Unsere Formate

- **NEW Erleben:** exklusive Veranstaltungen und Führungen für Kommunen
- **NEW-Vereinsförderung:** Wettbewerb mit Publikums-, Jury- und Kommunalpreisen
- **NEW-Laufserie:** fünf Läufe über 10 km in der Region

Anfragen für Sponsoring richten Sie bitte mindestens drei Monate vor der Veranstaltung an uns.`,
    images: [
      image('running', 'Zieleinlauf bei einem Lauf der NEW-Laufserie.'),
      image('club', 'Vereinsgelände eines geförderten Sportvereins.'),
    ],
    downloads: [],
    links: ['new', 'newErleben'],
    subServices: [
      {
        title: 'NEW Erleben',
        requiredFlag: 'EnableMoments',
        persons: [],
        content1: `Mit NEW Erleben laden wir Vertreterinnen und Vertreter unserer Partnerkommunen zu besonderen Momenten ein: Führungen durch Wasserwerk und Leitstelle, Abende im Stadion, Konzerte und Fachveranstaltungen.

Die Plätze sind begrenzt. Sie melden sich direkt im Portal an und erhalten eine Bestätigung per E-Mail.`,
        content2: `### So funktioniert es

Neue Veranstaltungen erscheinen hier und in Ihren Benachrichtigungen. Wer verhindert ist, sagt bitte rechtzeitig ab, damit der Platz nachrücken kann.`,
        images: [image('event', 'Abendveranstaltung von NEW Erleben.')],
        downloads: [],
        links: ['newErleben'],
      },
      {
        title: 'NEW-Vereinsförderung',
        persons: ['petra-reiners'],
        content1: `Mit der NEW-Vereinsförderung unterstützen wir gemeinnützige Vereine in unserem Versorgungsgebiet. Im Wettbewerb 2025 treten je Region 60 Finalisten in drei Regionen an; die Menschen in der Region stimmen online über ihre Favoriten ab.

Der Publikumspreis ist mit insgesamt 35.000 Euro dotiert, je Verein gibt es zwischen 300 und 2.000 Euro. Dazu vergibt eine Jury zehn Preise zu je 1.000 Euro, und der Kommunalpreis über 15.000 Euro geht mit je 5.000 Euro an eine Kommune pro Region.`,
        content2: `### Abstimmung

In der Qualifikationsrunde kann täglich abgestimmt werden, im Finale einmalig per SMS-Code. Jeder Verein kann bis zu zwei Ansprechpersonen benennen.

Die Teilnahmebedingungen finden Sie im Download.`,
        images: [
          image('club', 'Sportverein auf seinem Vereinsgelände.'),
          image('event', 'Preisverleihung der Vereinsförderung.'),
        ],
        downloads: ['vereinsfoerderung'],
        links: ['new'],
      },
      {
        title: 'NEW-Laufserie',
        persons: ['dirk-tillmanns'],
        content1: `Die NEW-Laufserie verbindet fünf Läufe über jeweils 10 km in Städten und Gemeinden unserer Region. In die Gesamtwertung kommt, wer an mindestens drei Läufen teilnimmt.

Die ersten 50 Angemeldeten erhalten ein Starterpaket. Kommunen können sich als Austragungsort bewerben – wir übernehmen Organisation, Zeitmessung und Sanitätsdienst gemeinsam mit den örtlichen Vereinen.`,
        content2: `### Austragungsort werden

Bewerbungen für die Saison 2027 nehmen wir bis zum 31. Januar 2027 entgegen. Benötigt werden eine verkehrsarme Strecke, ein Start- und Zielbereich mit Stromanschluss und Unterstützung durch Ordnungsamt und Bauhof.`,
        images: [image('running', 'Läuferinnen und Läufer auf der Strecke.')],
        downloads: ['laufserie'],
        links: ['new'],
      },
    ],
  },
];
