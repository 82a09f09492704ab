import { type DemoPageExtras, image } from './media.ts';

export const SERVICE_AREA_SLUGS = [
  'strom',
  'gas',
  'trinkwasser',
  'abwasser',
  'strassenbeleuchtung',
  'mobilitaet',
  'nachhaltigkeit',
  'waerme',
  'breitband-telekommunikation',
  'energiedienstleistungen',
  'smart-city',
  'baeder-freizeit',
] as const;
export type ServiceAreaSlug = (typeof SERVICE_AREA_SLUGS)[number];

export interface DemoServiceArea extends DemoPageExtras {
  slug: ServiceAreaSlug;
  title: string;
  /** An icon name of @mui/icons-material. */
  icon: string;
  showRegionalLeiter: boolean;
  /** Slugs of contact people, in display order. */
  persons: readonly string[];
  content1: string;
  content2: string;
}

/** The service areas in navigation order; the first 9 show before 'Alle zeigen'. */
export const DEMO_SERVICE_AREAS: readonly DemoServiceArea[] = [
  {
    slug: 'strom',
    title: 'Strom',
    icon: 'Bolt',
    showRegionalLeiter: true,
    persons: ['andreas-kamps', 'yusuf-demir', 'sandra-derichs'],
    images: [
      image('power-lines', 'Hochspannungsleitung zwischen zwei Umspannwerken am Niederrhein.'),
      image('substation', 'Umspannwerk der NEW Netz GmbH.'),
      image('solar-roof', 'Immer mehr Dächer speisen Solarstrom in das Verteilnetz ein.'),
    ],
    downloads: ['merkblattNetzanschluss', 'kommunalrabatt'],
    links: ['bundesnetzagentur', 'konzessionsabgaben', 'constructions'],
    content1: `Die NEW betreibt das Stromverteilnetz in Mönchengladbach, im Kreis Viersen, im Rhein-Kreis Neuss und im Kreis Heinsberg. Als Konzessionsnehmerin tragen wir die Verantwortung dafür, dass in Ihrer Kommune rund um die Uhr sicher Strom fließt – vom Umspannwerk bis zum Hausanschluss.

Gleichzeitig verändert sich das Netz so stark wie nie: Wärmepumpen, Ladepunkte und Photovoltaik auf den Dächern verlangen mehr Leistung und neue Steuerung. Wir planen diesen Ausbau gemeinsam mit Ihnen, damit Baugebiete, Schulen und Gewerbeflächen rechtzeitig angeschlossen sind.

**Unser Angebot für Kommunen:**

- Netzanschlüsse für kommunale Gebäude, Baugebiete und Veranstaltungen
- Abstimmung von Netzbaumaßnahmen mit Ihren Straßenbauprojekten
- Abrechnung und Nachweis der Konzessionsabgaben einschließlich Testat
- Lieferung von Ökostrom für kommunale Liegenschaften und den Kommunalrabatt`,
    content2: `### So läuft ein Netzanschluss

1. Sie stellen die Anfrage über Ihre Kommunalbetreuung oder direkt im Netzportal.
2. Wir prüfen die verfügbare Leistung und melden uns innerhalb von zehn Werktagen mit einem Angebot.
3. Nach Auftragserteilung stimmen wir Tiefbau und Termine mit Ihrem Bauamt ab.
4. Zum vereinbarten Termin setzen wir den Zähler und nehmen den Anschluss in Betrieb.

### Konzessionsabgaben transparent

Die Jahresrechnungen, Vorauszahlungen und Testate zu den Konzessionsabgaben finden Sie im Bereich *Konzessionsabgaben* dieses Portals. Bei Fragen zur Abrechnung hilft Ihnen unser Konzessionsmanagement weiter.`,
  },
  {
    slug: 'gas',
    title: 'Gas',
    icon: 'LocalFireDepartment',
    showRegionalLeiter: true,
    persons: ['melanie-thelen', 'sandra-derichs'],
    images: [image('gas-pipe', 'Gasversorgungsleitung mit Hausanschlüssen.')],
    downloads: ['faktenblattGasnetz'],
    links: ['dvgw', 'waermeplanung'],
    content1: `Unser Gasverteilnetz versorgt Haushalte, Gewerbe und kommunale Einrichtungen am Niederrhein zuverlässig mit Erdgas. Regelmäßige Begehungen, Leckortung und ein 24-Stunden-Entstörungsdienst sorgen dafür, dass das Netz sicher bleibt.

Mit dem Gebäudeenergiegesetz und der kommunalen Wärmeplanung stellt sich die Frage, welche Rolle das Gasnetz künftig spielt. Wir beraten Sie offen dazu, wo ein Umstieg auf Wärmenetze oder Wärmepumpen sinnvoll ist und wo Leitungen für Biomethan oder Wasserstoff weiter genutzt werden können.

**Unser Angebot für Kommunen:**

- Sicherer Betrieb und Instandhaltung des Gasnetzes
- Netzanschlüsse und Stilllegungen für kommunale Gebäude
- Gasnetz-Transformationsplan als Baustein Ihrer Wärmeplanung
- Erdgas- und Biogaslieferung für kommunale Liegenschaften`,
    content2: `### Sicherheit geht vor

Riechen Sie Gas, verlassen Sie das Gebäude und rufen Sie den Entstörungsdienst an – er ist an 365 Tagen rund um die Uhr erreichbar. Betätigen Sie keine elektrischen Schalter und benutzen Sie kein Handy im Gebäude.

### Transformation der Gasnetze

Gemeinsam mit Ihrer Verwaltung prüfen wir Straße für Straße, welche Netzabschnitte langfristig gebraucht werden. Die Ergebnisse fließen direkt in die kommunale Wärmeplanung ein, damit Bürgerinnen und Bürger frühzeitig Planungssicherheit haben.`,
  },
  {
    slug: 'trinkwasser',
    title: 'Trinkwasser',
    icon: 'WaterDrop',
    showRegionalLeiter: true,
    persons: ['christian-mertens'],
    images: [
      image('waterworks', 'Wasserwerk mit Wasserturm und Filterbecken.'),
      image('water-lab', 'Qualitätskontrolle im Trinkwasserlabor.'),
    ],
    downloads: ['trinkwasseranalyse', 'merkblattHydranten'],
    links: ['umweltbundesamt', 'dvgw'],
    content1: `Unser Trinkwasser stammt aus Grundwasser, das in den Wasserwerken der Region gefördert und schonend aufbereitet wird. Es wird täglich kontrolliert und hält die Grenzwerte der Trinkwasserverordnung sicher ein.

Trockene Sommer und steigender Bedarf machen eine vorausschauende Planung wichtiger. Deshalb investieren wir in Leitungserneuerung, Verbundleitungen zwischen den Versorgungsgebieten und den Schutz der Wassergewinnungsgebiete.

**Unser Angebot für Kommunen:**

- Versorgung mit Trinkwasser in geprüfter Qualität
- Löschwasserbereitstellung in Abstimmung mit Ihrer Feuerwehr
- Trinkwasserbrunnen für Innenstädte, Schulhöfe und Parks
- Analysenwerte und Härtegrade für jedes Versorgungsgebiet`,
    content2: `### Wasser sparen im Hitzesommer

In Hitzeperioden kann der Verbrauch zu Spitzenzeiten stark steigen. Wir informieren Sie frühzeitig, wenn wir um sparsames Bewässern bitten, und stellen Ihnen Textvorlagen für Ihre Amtsblätter und Social-Media-Kanäle bereit.

### Besichtigungen für Schulklassen

Über das Bildungsportal können Schulen Führungen durch ein Wasserwerk buchen. Die Schülerinnen und Schüler sehen dort, wie aus Grundwasser Trinkwasser wird.`,
  },
  {
    slug: 'abwasser',
    title: 'Abwasser',
    icon: 'Water',
    showRegionalLeiter: false,
    persons: ['birgit-scholten'],
    images: [image('sewer', 'Querschnitt durch einen Mischwasserkanal.')],
    downloads: ['leitfadenStarkregen'],
    links: ['niersverband', 'wver', 'erftverband'],
    content1: `Im Auftrag mehrerer Kommunen betreibt die NEW die öffentlichen Kanalnetze und Pumpwerke. Wir übernehmen Inspektion, Reinigung und Sanierung, damit Abwasser zuverlässig zu den Kläranlagen gelangt.

Starkregenereignisse nehmen zu. Wir erstellen für Ihre Kommune Starkregengefahrenkarten, zeigen Risikobereiche auf und planen Rückhalteräume, die Straßen und Keller schützen.

**Unser Angebot für Kommunen:**

- Betriebsführung von Kanalnetz, Regenbecken und Pumpwerken
- TV-Inspektion und Sanierungsplanung nach der Selbstüberwachungsverordnung
- Starkregenrisikomanagement und Überflutungsnachweise
- Beratung zu Entsiegelung und wassersensibler Stadtentwicklung`,
    content2: `### Abwasserbeseitigungskonzept

Alle sechs Jahre schreiben Kommunen ihr Abwasserbeseitigungskonzept fort. Wir liefern die technische Grundlage, stimmen Maßnahmen mit der Unteren Wasserbehörde ab und bereiten die Unterlagen für Ihren Rat vor.

### Gebührenkalkulation

Auf Wunsch unterstützen wir Ihre Kämmerei bei der Kalkulation der Abwassergebühren mit belastbaren Kosten- und Mengendaten.`,
  },
  {
    slug: 'strassenbeleuchtung',
    title: 'Straßenbeleuchtung',
    icon: 'Lightbulb',
    showRegionalLeiter: false,
    persons: ['sebastian-engels'],
    images: [image('streetlights', 'LED-Straßenbeleuchtung in der Dämmerung.')],
    downloads: ['beispielLed'],
    links: ['lichtDe', 'funds'],
    content1: `Gute Straßenbeleuchtung schafft Sicherheit und prägt das Ortsbild. Für viele Partnerkommunen betreiben und warten wir die Leuchten, Masten und Schaltstellen – und rüsten sie Schritt für Schritt auf sparsame LED-Technik um.

Eine LED-Leuchte verbraucht bis zu 70 Prozent weniger Strom als eine alte Natriumdampflampe. Mit Dimmprofilen lässt sich nachts zusätzlich Energie sparen, ohne die Verkehrssicherheit zu gefährden. Insektenfreundliches, warmweißes Licht schützt zudem die Natur.

**Unser Angebot für Kommunen:**

- Betrieb, Wartung und Störungsbeseitigung der Straßenbeleuchtung
- LED-Umrüstung mit Förderantrag und Wirtschaftlichkeitsberechnung
- Lichtplanung für neue Baugebiete, Plätze und Radwege
- Online-Störungsmeldung für Bürgerinnen und Bürger`,
    content2: `### Störung melden

Defekte Leuchten können Bürgerinnen und Bürger rund um die Uhr online melden. Die Nummer auf dem Mast hilft, die Leuchte eindeutig zu finden. Wir beheben Störungen in der Regel innerhalb von fünf Werktagen.

### Umrüstungsprogramm

Wir erstellen für Ihre Kommune ein Kataster aller Lichtpunkte und einen mehrjährigen Umrüstungsplan. So sehen Sie auf einen Blick, welche Straßen als Nächstes an der Reihe sind und welche Einsparung zu erwarten ist.`,
  },
  {
    slug: 'mobilitaet',
    title: 'Mobilität',
    icon: 'ElectricCar',
    showRegionalLeiter: false,
    persons: ['lisa-baumanns', 'yusuf-demir'],
    images: [
      image('charging', 'Öffentliche Ladesäule der NEW.'),
      image('ebus', 'Elektrobus an einer Mobilstation.'),
    ],
    downloads: ['checklisteLadeinfrastruktur'],
    links: ['leitstelle', 'zukunftsnetz', 'funds'],
    content1: `Elektromobilität braucht eine Ladeinfrastruktur, die dort ist, wo Menschen parken: am Rathaus, am Bahnhof, am Sportplatz und im Wohnquartier. Wir planen, bauen und betreiben öffentliche Ladepunkte in Ihrer Kommune – vom Standortkonzept bis zur Abrechnung.

Auch der eigene Fuhrpark der Verwaltung lässt sich elektrifizieren. Wir beraten zu Fahrzeugen, Ladelösungen auf dem Betriebshof und zur Einbindung von Photovoltaik.

**Unser Angebot für Kommunen:**

- Standortanalyse und Ladeinfrastrukturkonzept
- Bau und Betrieb öffentlicher Normal- und Schnellladepunkte
- Ladelösungen für kommunale Fuhrparks und Betriebshöfe
- Wunschladesäulen-Karte für Vorschläge aus der Bürgerschaft`,
    content2: `### Wunschladesäulen

Auf der Wunschladesäulen-Karte können Bürgerinnen und Bürger vorschlagen, wo sie sich einen Ladepunkt wünschen. Wir werten die Vorschläge gemeinsam mit Ihrer Verwaltung aus und priorisieren Standorte mit hoher Nachfrage und guter Netzanbindung.

### Förderung

Für Ladeinfrastruktur gibt es regelmäßig Förderaufrufe von Bund und Land. Unsere Fördermittelberatung prüft, welche Programme für Ihre Vorhaben infrage kommen.`,
  },
  {
    slug: 'nachhaltigkeit',
    title: 'Nachhaltigkeit',
    icon: 'EnergySavingsLeaf',
    showRegionalLeiter: false,
    persons: ['petra-reiners', 'hendrik-bongartz'],
    images: [
      image('solar-park', 'Solarpark mit Schafbeweidung.'),
      image('trees', 'Baumpflanzaktion mit Auszubildenden der NEW.'),
    ],
    downloads: ['co2Bilanz'],
    links: ['klimaschutz', 'energieagentur', 'funds'],
    content1: `Die NEW-Gruppe hat sich verpflichtet, bis 2040 klimaneutral zu werden. Dieses Ziel erreichen wir nur gemeinsam mit den Kommunen, in denen wir Netze betreiben, Energie erzeugen und Wasser liefern.

Wir teilen unsere Erfahrungen aus eigenen Projekten, stellen Daten für Ihre Klimaschutzberichte bereit und entwickeln mit Ihnen Vorhaben, die in der Region Wirkung zeigen – etwa ein klimaneutrales Wohnquartier mit Wärmepumpen, Photovoltaik und Speicher.

**Unser Angebot für Kommunen:**

- Energie- und CO₂-Bilanzen als Grundlage für Klimaschutzkonzepte
- Gemeinsame Leuchtturmprojekte in Quartieren und Gewerbegebieten
- Beteiligungsmodelle an Wind- und Solarparks
- Fördermittelberatung für Klimaschutzmaßnahmen`,
    content2: `### Unsere Ziele

- Klimaneutralität der NEW-Gruppe bis 2040
- Ausbau der erneuerbaren Erzeugung in der Region
- Wasserversorgung, die auch im Klimawandel sicher bleibt

### Mitmachen

Sie planen ein Klimaschutzprojekt oder suchen einen Partner für einen Förderantrag? Sprechen Sie uns an – wir prüfen gern, wie wir Sie unterstützen können.`,
  },
  {
    slug: 'waerme',
    title: 'Wärme',
    icon: 'Thermostat',
    showRegionalLeiter: true,
    persons: ['martin-vogels', 'julia-hermanns'],
    images: [
      image('heat-network', 'Wärmenetz mit Energiezentrale und Hausanschlüssen.'),
      image('heat-pump', 'Wärmepumpe an einem sanierten Einfamilienhaus.'),
    ],
    downloads: ['leitfadenWaermeplanung', 'faktenblattWaermenetze'],
    links: ['kww', 'wpg', 'waermeplanung'],
    content1: `Rund die Hälfte des Energieverbrauchs in Deutschland entfällt auf Wärme. Deshalb ist die Wärmewende der größte Hebel für den Klimaschutz vor Ort. Das Wärmeplanungsgesetz verpflichtet alle Kommunen, bis spätestens Mitte 2028 einen kommunalen Wärmeplan vorzulegen.

Wir begleiten Sie durch alle Schritte: von der Bestandsanalyse mit unseren Netz- und Verbrauchsdaten über die Potenzialanalyse bis zum Zielszenario und der Umsetzungsstrategie. Wo Wärmenetze sinnvoll sind, planen und bauen wir sie.

**Unser Angebot für Kommunen:**

- Unterstützung bei der kommunalen Wärmeplanung
- Planung, Bau und Betrieb von Nah- und Fernwärmenetzen
- Quartierskonzepte mit Wärmepumpen, Abwärme und Solarthermie
- Wärmecontracting für Schulen, Sporthallen und Verwaltungsgebäude`,
    content2: `### Kommunale Wärmeplanung in vier Schritten

1. **Bestandsanalyse:** Gebäude, Baualter, Heizungsarten und vorhandene Netze
2. **Potenzialanalyse:** Abwärme, Geothermie, Umweltwärme und Biomasse
3. **Zielszenario:** Eignungsgebiete für Wärmenetze und dezentrale Versorgung
4. **Umsetzungsstrategie:** konkrete Maßnahmen, Zeitplan und Zuständigkeiten

Die Ergebnisse stellen wir Ihnen in verständlichen Karten und Steckbriefen bereit, die sich für die Beteiligung der Öffentlichkeit eignen.`,
  },
  {
    slug: 'breitband-telekommunikation',
    title: 'Breitband & Telekommunikation',
    icon: 'Router',
    showRegionalLeiter: false,
    persons: ['jessica-classen'],
    images: [image('fiber', 'Glasfaser-Hausanschlüsse in einem Wohngebiet.')],
    downloads: ['merkblattLeerrohre'],
    links: ['gigabitbuero', 'gigabitgrundbuch'],
    content1: `Schnelles Internet ist für Unternehmen, Schulen und Familien so wichtig wie Strom und Wasser. Gemeinsam mit unseren Telekommunikationspartnern bauen wir Glasfasernetze bis ins Gebäude – auch dort, wo sich der Ausbau für andere nicht rechnet.

Beim Bau nutzen wir Synergien: Wenn wir ohnehin Strom- oder Wasserleitungen verlegen, legen wir Leerrohre für Glasfaser gleich mit. Das spart Kosten und schont Straßen und Gehwege.

**Unser Angebot für Kommunen:**

- Glasfaseranschlüsse für Schulen, Rathäuser und Gewerbegebiete
- Mitverlegung von Leerrohren bei Tiefbaumaßnahmen
- Unterstützung bei geförderten Ausbauprojekten (Graue-Flecken-Förderung)
- Öffentliches WLAN für Innenstädte und Bürgerhäuser`,
    content2: `### Gemeinsam planen

Wir gleichen unsere Bauvorhaben mit Ihrem Straßenbauprogramm ab und melden Synergien frühzeitig. So wird eine Straße nur einmal aufgerissen.

### Stand des Ausbaus

Über den aktuellen Ausbaustand in Ihrer Kommune informiert Sie Ihre Kommunalbetreuung gern persönlich.`,
  },
  {
    slug: 'energiedienstleistungen',
    title: 'Energiedienstleistungen',
    icon: 'EngineeringOutlined',
    showRegionalLeiter: false,
    persons: ['oliver-esser', 'elena-kowalski', 'hendrik-bongartz'],
    images: [
      image('solar-roof', 'Photovoltaik auf dem Dach einer Sporthalle.'),
      image('dashboard', 'Energiecontrolling für kommunale Gebäude.'),
    ],
    downloads: ['pvDachcheck', 'contractingUeberblick'],
    links: ['verbrauchsdaten', 'dena', 'energieagentur'],
    content1: `Kommunale Gebäude sind oft alt, ihr Energieverbrauch ist hoch und das Personal knapp. Mit unseren Energiedienstleistungen entlasten wir Ihre Verwaltung: Wir analysieren Verbräuche, planen Sanierungen und übernehmen auf Wunsch Finanzierung und Betrieb der Anlagen.

Besonders gefragt sind Photovoltaikanlagen auf Dächern von Schulen und Bauhöfen. Wir planen, bauen und betreiben die Anlagen – entweder im Pachtmodell oder als Anlage in Ihrem Eigentum.

**Unser Angebot für Kommunen:**

- Energiecontrolling und Verbrauchsdatenanalyse für alle Liegenschaften
- Photovoltaik auf kommunalen Dächern, auch mit Speicher
- Contracting für Heizungen, Blockheizkraftwerke und Wärmepumpen
- Energieberatung und Sanierungsfahrpläne für Bestandsgebäude`,
    content2: `### Contracting in Kürze

Beim Contracting plant, finanziert und betreibt die NEW die Energieanlage. Ihre Kommune zahlt einen festen Grundpreis und den tatsächlichen Verbrauch. So modernisieren Sie ohne eigene Investition und mit verlässlichen Kosten.

### Verbrauchsdaten im Portal

Im Bereich *Verbrauchsdaten* sehen Sie die Entwicklung von Strom- und Gasverbrauch Ihrer Kommune über die Jahre, aufgeteilt nach Sektoren.`,
  },
  {
    slug: 'smart-city',
    title: 'Smart City',
    icon: 'Hub',
    showRegionalLeiter: false,
    persons: ['kerstin-pohlen'],
    images: [image('sensor', 'LoRaWAN-Gateway über der Innenstadt.')],
    downloads: ['steckbriefLorawan'],
    links: ['smartCityDialog', 'loraAlliance'],
    content1: `Sensoren, Funknetze und Datenplattformen helfen, Ressourcen zu schonen und Abläufe in der Verwaltung zu vereinfachen. Die NEW betreibt ein LoRaWAN-Funknetz, das mit wenig Energie Messwerte über große Entfernungen überträgt.

Darauf bauen wir Anwendungen, die im kommunalen Alltag helfen: Pegelsensoren warnen vor Hochwasser an kleinen Bächen, Bodenfeuchtesensoren zeigen, wann Stadtbäume gegossen werden müssen, und Füllstandssensoren melden volle Glascontainer.

**Unser Angebot für Kommunen:**

- LoRaWAN-Abdeckung für Ihr Stadtgebiet
- Sensorik für Pegel, Bodenfeuchte, Luftqualität und Parkplätze
- Dashboards und offene Schnittstellen für Ihre Fachämter
- Pilotprojekte mit kurzer Laufzeit zum Ausprobieren`,
    content2: `### Klein anfangen

Viele Kommunen starten mit einem Pilotprojekt von drei bis sechs Monaten. Wir stellen Sensoren und Plattform bereit, Sie bringen die Fragestellung mit. Danach entscheiden Sie, ob und wie die Lösung in den Regelbetrieb geht.

### Datenschutz

Unsere Sensoren erfassen keine personenbezogenen Daten. Alle Messwerte werden in Rechenzentren in Deutschland verarbeitet.`,
  },
  {
    slug: 'baeder-freizeit',
    title: 'Bäder & Freizeit',
    icon: 'Pool',
    showRegionalLeiter: false,
    persons: ['dirk-tillmanns'],
    images: [
      image('pool', 'Sportbecken eines Hallenbads der NEW.'),
      image('running', 'Stadtlauf mit Unterstützung der NEW.'),
    ],
    downloads: ['belegungSchulschwimmen'],
    links: ['dlrg', 'newErleben'],
    content1: `Schwimmbäder sind Orte für Sport, Gesundheit und Begegnung – und zugleich große Energieverbraucher. Die NEW betreibt Hallen- und Freibäder in der Region und setzt dabei auf moderne Technik, die Wasser und Energie spart.

Für Schulen und Vereine stellen wir feste Zeiten für Schwimmunterricht und Training bereit. In den Ferien bieten wir Schwimmkurse an, damit möglichst viele Kinder sicher schwimmen lernen.

**Unser Angebot für Kommunen:**

- Betriebsführung von Hallen- und Freibädern
- Zeiten für Schulschwimmen und Vereinssport
- Energetische Sanierung mit Wärmerückgewinnung und Photovoltaik
- Ferienschwimmkurse und Aktionstage`,
    content2: `### Schulschwimmen

Die Belegungspläne für das Schulschwimmen stimmen wir jedes Schuljahr mit den Schulträgern ab. Wünsche für das kommende Schuljahr nehmen wir bis zum 31. März entgegen.

### Öffnungszeiten

Aktuelle Öffnungszeiten, Preise und Sonderschließungen finden Sie auf den Seiten der Bäder.`,
  },
];
