import { type DemoImage, image } from './media.ts';

export interface DemoNewsPost {
  /** pub_date, yyyy-mm-dd. */
  date: string;
  title: string;
  subtitle: string;
  /** The list and header image; it ships with a small variant. */
  image: DemoImage;
  /** Markdown. */
  content: string;
  content2: string;
  /** Further images of the detail page's carousel. */
  images?: readonly DemoImage[];
  persons?: readonly string[];
  /** A later editorial update (custom_updated_at), yyyy-mm-dd. */
  updated?: string;
}

/** News for the partner communes, oldest first; the last ones fall within the 'Neu' window of 2026-11-21. */
export const DEMO_NEWS: readonly DemoNewsPost[] = [
  {
    date: '2024-11-28',
    title: 'Umspannwerk Güdderath geht in Betrieb',
    subtitle: 'Mehr Leistung für Gewerbe und Wärmepumpen im Süden von Mönchengladbach',
    image: image('substation', 'Das neue Umspannwerk in Mönchengladbach-Güdderath.'),
    content: `Nach zwei Jahren Bauzeit hat die NEW Netz GmbH das Umspannwerk Güdderath in Betrieb genommen. Zwei Transformatoren mit je 40 Megavoltampere versorgen künftig das Gewerbegebiet Güdderath, die angrenzenden Wohngebiete und mehrere neue Schnellladepunkte.

Das Umspannwerk ist der wichtigste Baustein des Netzausbaus im Süden der Stadt. Es entlastet die benachbarten Anlagen und schafft Reserven für Wärmepumpen, Photovoltaik und Ladeinfrastruktur.`,
    content2: `### Was das für Kommunen bedeutet

Netzanschlussanfragen im Versorgungsbereich des neuen Umspannwerks können jetzt deutlich schneller beantwortet werden. Auch Anschlüsse für größere Gewerbebetriebe sind wieder ohne Wartezeit möglich.

Die Investition von rund 14 Millionen Euro ist Teil des Netzausbauprogramms, mit dem die NEW ihre Netze bis 2030 auf die Energiewende vorbereitet.`,
    images: [image('power-lines', 'Die 110-kV-Leitung zum Umspannwerk.')],
    persons: ['andreas-kamps'],
  },
  {
    date: '2024-12-12',
    title: 'Sterne, Bögen, Lichterketten: LED-Weihnachtsbeleuchtung in 14 Kommunen',
    subtitle: 'Sparsame Festbeleuchtung an über 900 Masten',
    image: image('event', 'Festliche Beleuchtung auf einem Weihnachtsmarkt.'),
    content: `In 14 Partnerkommunen leuchten in diesem Advent Sterne, Bögen und Lichterketten an Masten der Straßenbeleuchtung. Die NEW hat über 900 Masten für die Montage geprüft und freigegeben.

Fast alle Motive sind inzwischen mit LED bestückt. Im Vergleich zu klassischen Glühlampen sinkt der Stromverbrauch der Festbeleuchtung dadurch um rund 80 Prozent.`,
    content2: `### Für das nächste Jahr vormerken

Anmeldungen für die Adventszeit 2025 nehmen wir bis zum **15. September 2025** entgegen. Das Formular finden Sie im Fachbereich Straßenbeleuchtung.`,
  },
  {
    date: '2025-01-16',
    title: 'Kommunale Wärmeplanung: Auftakt im Kreis Heinsberg',
    subtitle: 'Acht Kommunen starten gemeinsam in die Wärmeplanung',
    image: image('meeting', 'Auftaktveranstaltung zur Wärmeplanung in Geilenkirchen.'),
    content: `Rund 60 Vertreterinnen und Vertreter aus Verwaltung und Politik kamen in Geilenkirchen zusammen, um die kommunale Wärmeplanung im Kreis Heinsberg zu starten. Die NEW stellte vor, welche Daten sie für die Bestandsanalyse liefert und wie die Zusammenarbeit mit den Planungsbüros organisiert ist.

Die acht beteiligten Kommunen wollen ihre Wärmepläne deutlich vor der gesetzlichen Frist Mitte 2028 fertigstellen.`,
    content2: `### Nächste Schritte

Bis zum Sommer liefert die NEW anonymisierte Verbrauchsdaten aus Strom- und Gasnetz. Parallel erfassen die Planungsbüros Gebäudedaten und mögliche Wärmequellen.

Den Stand Ihrer Wärmeplanung können Sie im Portal unter *Wärmeplanung* verfolgen.`,
    persons: ['martin-vogels'],
  },
  {
    date: '2025-02-06',
    title: 'Trinkwasseranalyse 2024 veröffentlicht',
    subtitle: 'Alle Grenzwerte sicher eingehalten',
    image: image('water-lab', 'Probenanalyse im Labor der NEW Niederrhein Wasser.'),
    content: `Das Labor der NEW Niederrhein Wasser GmbH hat im vergangenen Jahr mehr als 6.000 Proben untersucht. Das Ergebnis: Das Trinkwasser in allen Versorgungsgebieten hält die Grenzwerte der Trinkwasserverordnung sicher ein.

Die Nitratwerte liegen im Mittel bei 14 Milligramm pro Liter und damit weit unter dem Grenzwert von 50 Milligramm. Die Wasserhärte bewegt sich überwiegend im mittleren Bereich.`,
    content2: `### Werte für Ihre Einrichtungen

Die Mittelwerte aller Versorgungsgebiete stehen im Fachbereich Trinkwasser zum Download bereit. Für Schulen, Kitas und Schwimmbäder erstellen wir auf Anfrage Einzelanalysen.`,
    persons: ['christian-mertens'],
  },
  {
    date: '2025-02-27',
    title: 'Der 100. Schnellladepunkt ist am Netz',
    subtitle: 'Ladepark in Korschenbroich erweitert das Schnellladenetz der NEW',
    image: image('charging-hub', 'Der neue Schnellladepark in Korschenbroich.'),
    content: `Mit dem Ladepark am Gewerbegebiet Korschenbroich-Kleinenbroich hat die NEW ihren 100. öffentlichen Schnellladepunkt in Betrieb genommen. Sechs Ladepunkte mit bis zu 300 Kilowatt laden ein Elektroauto in rund 20 Minuten für die nächsten 300 Kilometer.

Das Dach des Ladeparks trägt eine Photovoltaikanlage; ein Batteriespeicher puffert Lastspitzen und entlastet das Netz.`,
    content2: `### Bezahlen ohne App

Alle Schnellladepunkte akzeptieren Kartenzahlung direkt an der Säule. Die Preise werden am Display angezeigt.

Sie haben einen Standort im Blick? Schlagen Sie ihn auf der Wunschladesäulen-Karte im Fachbereich Mobilität vor.`,
    images: [image('charging', 'Schnellladesäule mit Kartenterminal.')],
  },
  {
    date: '2025-03-20',
    title: 'NEW-Vereinsförderung 2025: Jetzt bewerben',
    subtitle: 'Preisgelder für Vereine und ein Kommunalpreis von 15.000 Euro',
    image: image('club', 'Sportplatz eines Vereins aus der Region.'),
    content: `Die NEW-Vereinsförderung geht in eine neue Runde. Gemeinnützige Vereine aus dem Versorgungsgebiet können sich ab sofort mit einem Projekt bewerben – ob neue Trikots, ein Vereinsheim mit Photovoltaik oder ein Ferienprogramm für Kinder.

Je Region ziehen 60 Finalisten in die Online-Abstimmung ein. Der Publikumspreis ist mit insgesamt 35.000 Euro dotiert, zusätzlich vergibt eine Jury zehn Preise zu je 1.000 Euro.`,
    content2: `### Kommunalpreis

Neu ist der Kommunalpreis: Je Region erhält eine Kommune 5.000 Euro für ein Projekt des Ehrenamts. Werben Sie gern in Ihren Kanälen für den Wettbewerb – Material dafür stellen wir bereit.`,
  },
  {
    date: '2025-04-10',
    title: 'Starkregengefahrenkarten für Wegberg und Wassenberg fertig',
    subtitle: 'Gefährdete Bereiche sind jetzt bekannt',
    image: image('heavy-rain', 'Überflutete Straße nach einem Starkregen.'),
    content: `Für Wegberg und Wassenberg liegen die Starkregengefahrenkarten vor. Sie zeigen, wo sich Wasser bei einem seltenen und einem extremen Regenereignis sammelt und wie hoch es steht.

Die Karten wurden nach der Arbeitshilfe des Landes NRW erstellt und im Bauausschuss beider Städte vorgestellt. Im nächsten Schritt entsteht ein Handlungskonzept mit Maßnahmen für besonders betroffene Bereiche.`,
    content2: `### Veröffentlichung

Beide Städte veröffentlichen die Karten auf ihren Websites. Bürgerinnen und Bürger können so selbst prüfen, ob ihr Grundstück betroffen ist, und Vorsorge treffen.`,
    images: [image('map', 'Ausschnitt der Starkregengefahrenkarte.')],
    persons: ['birgit-scholten'],
  },
  {
    date: '2025-05-08',
    title: 'Kommunalrichtlinie: Neue Förderschwerpunkte',
    subtitle: 'Mehr Geld für Radwege, Beleuchtung und Klimaschutzmanagement',
    image: image('checklist', 'Checkliste für einen Förderantrag.'),
    content: `Die Kommunalrichtlinie der Nationalen Klimaschutzinitiative ist das wichtigste Förderprogramm für kommunalen Klimaschutz. Mit der aktuellen Fassung wurden mehrere Förderschwerpunkte angepasst, unter anderem für Außen- und Straßenbeleuchtung, Radverkehr und das Klimaschutzmanagement.

Die Fördermittelberatung der NEW hat die Änderungen zusammengefasst und im Bereich *Fördermöglichkeiten* eingetragen.`,
    content2: `### Beratung

Sie planen ein Projekt und fragen sich, ob es förderfähig ist? Hendrik Bongartz aus unserer Fördermittelberatung prüft Ihr Vorhaben und unterstützt bei der Antragstellung.`,
    persons: ['hendrik-bongartz'],
  },
  {
    date: '2025-05-28',
    title: 'NEW-Laufserie 2025 startet in Viersen',
    subtitle: 'Über 800 Läuferinnen und Läufer beim Auftakt',
    image: image('running', 'Start des ersten Laufs der Serie in Viersen.'),
    content: `Bei bestem Laufwetter fiel in Viersen der Startschuss für die NEW-Laufserie 2025. Über 800 Teilnehmende gingen auf die 10-Kilometer-Strecke durch die Innenstadt und den Stadtgarten.

Vier weitere Läufe folgen bis zum Herbst. In die Gesamtwertung kommt, wer mindestens drei Läufe absolviert.`,
    content2: `### Die nächsten Termine

- 21. Juni: Erkelenz
- 12. Juli: Korschenbroich
- 23. August: Geilenkirchen
- 13. September: Finale in Mönchengladbach`,
  },
  {
    date: '2025-06-19',
    title: 'Hitzewelle: Textvorlagen zum Wassersparen',
    subtitle: 'Bitte um sparsames Bewässern in den Abendstunden',
    image: image('river', 'Niedrige Wasserstände an der Niers im Juni.'),
    content: `Die anhaltende Hitze lässt den Wasserverbrauch zu Spitzenzeiten stark steigen. Vor allem zwischen 18 und 22 Uhr, wenn viele Gärten bewässert werden, geraten einzelne Hochbehälter an ihre Grenzen.

Die NEW bittet deshalb darum, Rasensprenger nicht gleichzeitig am Abend, sondern möglichst früh am Morgen zu nutzen und auf das Befüllen von Pools zu verzichten.`,
    content2: `### Vorlagen für Ihre Kanäle

Für Amtsblätter, Websites und Social Media haben wir kurze Texte und eine Grafik vorbereitet. Ihre Kommunalbetreuung schickt Ihnen die Vorlagen gern zu.`,
  },
  {
    date: '2025-07-10',
    title: 'Solarpark Jüchen speist ein',
    subtitle: '24 Megawatt Leistung auf einer ehemaligen Ackerfläche',
    image: image('solar-park', 'Der Solarpark Jüchen mit Schafbeweidung.'),
    content: `Der Solarpark Jüchen ist vollständig am Netz. Auf 26 Hektar erzeugen rund 44.000 Module etwa 24 Millionen Kilowattstunden Strom im Jahr – genug für rund 8.000 Haushalte.

Zwischen den Modulreihen weiden Schafe, Blühstreifen am Rand bieten Insekten Lebensraum. Die Gemeinde Jüchen erhält eine Beteiligung nach § 6 EEG.`,
    content2: `### Bürgerbeteiligung

Bürgerinnen und Bürger aus Jüchen konnten sich über ein Nachrangdarlehen am Solarpark beteiligen. Die Zeichnungsphase war nach drei Wochen abgeschlossen.`,
    images: [image('wind', 'Im Hintergrund der benachbarte Windpark.')],
  },
  {
    date: '2025-08-07',
    title: 'Glasfaser für 23 Grundschulen',
    subtitle: 'Gigabit-Anschlüsse zum neuen Schuljahr',
    image: image('school', 'Eine der neu angeschlossenen Grundschulen.'),
    content: `Pünktlich zum neuen Schuljahr sind 23 weitere Grundschulen in sechs Partnerkommunen an das Glasfasernetz angeschlossen. Sie verfügen nun über symmetrische Bandbreiten von bis zu einem Gigabit pro Sekunde.

Die Anschlüsse wurden über das Förderprogramm des Bundes für Schulen und Krankenhäuser finanziert. Die NEW übernahm Planung, Tiefbau und Bauüberwachung.`,
    content2: `### Wie geht es weiter?

Bis Ende 2026 sollen alle Schulen in unseren Partnerkommunen einen Glasfaseranschluss haben. Den aktuellen Stand erfahren Sie bei Jessica Claßen.`,
    images: [image('fiber', 'Glasfaser-Mikrorohre vor der Hauseinführung.')],
    persons: ['jessica-classen'],
  },
  {
    date: '2025-08-28',
    title: '20 neue Elektrobusse für Mönchengladbach',
    subtitle: 'Bald fährt jeder vierte Bus elektrisch',
    image: image('ebus', 'Einer der neuen Elektrobusse an der Haltestelle.'),
    content: `Die NEW mobil und aktiv Mönchengladbach GmbH hat 20 neue Elektrobusse in Dienst gestellt. Damit fährt bald jeder vierte Bus in Mönchengladbach lokal emissionsfrei.

Die Busse laden nachts im Betriebshof. Mit einer Reichweite von bis zu 300 Kilometern schaffen sie einen vollen Betriebstag ohne Zwischenladung.`,
    content2: `### Förderung

Die Anschaffung wurde vom Bund gefördert. Bis 2030 soll mehr als die Hälfte der Flotte elektrisch fahren.`,
  },
  {
    date: '2025-09-18',
    title: 'Funkpegel an Schwalm und Mühlenbach',
    subtitle: 'LoRaWAN-Sensoren warnen Bauhof und Feuerwehr',
    image: image('sensor', 'LoRaWAN-Gateway mit angebundenen Sensoren.'),
    content: `In Schwalmtal und Niederkrüchten messen seit dieser Woche zwölf Funkpegel die Wasserstände an Schwalm, Mühlenbach und mehreren Gräben. Die Sensoren senden alle fünf Minuten über das LoRaWAN-Netz der NEW.

Steigt der Pegel über einen festgelegten Schwellwert, erhalten Bauhof und Feuerwehr automatisch eine Nachricht. So bleibt bei Starkregen mehr Zeit, Durchlässe zu räumen oder Sandsäcke bereitzustellen.`,
    content2: `### Pilotprojekt

Das Projekt läuft zunächst sechs Monate. Danach entscheiden beide Gemeinden über den Regelbetrieb. Weitere Kommunen können sich für ein eigenes Pilotprojekt melden.`,
    images: [image('river', 'Einer der Pegelstandorte an der Schwalm.')],
    persons: ['kerstin-pohlen'],
  },
  {
    date: '2025-10-09',
    title: 'Vereinsförderung: Die Gewinner stehen fest',
    subtitle: '180 Finalisten, über 90.000 Stimmen',
    image: image('event', 'Preisverleihung der NEW-Vereinsförderung.'),
    content: `Über 90.000 Stimmen wurden im Finale der NEW-Vereinsförderung 2025 abgegeben. Die Preisgelder von insgesamt 35.000 Euro im Publikumspreis gehen an Sportvereine, Chöre, Fördervereine von Schulen und Nachbarschaftsinitiativen.

Die Jury vergab zehn Preise zu je 1.000 Euro an Projekte, die besonders viele Menschen zusammenbringen.`,
    content2: `### Kommunalpreis

Den Kommunalpreis von je 5.000 Euro erhalten Brüggen, Jüchen und Gangelt für ihre Ehrenamtsprojekte. Herzlichen Glückwunsch!`,
    images: [image('club', 'Einer der Gewinnervereine auf seinem Sportplatz.')],
  },
  {
    date: '2025-10-30',
    title: 'Baustart für das Wärmenetz Erkelenz-Nord',
    subtitle: 'Großwärmepumpe und 4,2 Kilometer Trasse',
    image: image('heat-network', 'Das geplante Wärmenetz Erkelenz-Nord.'),
    content: `Mit dem ersten Spatenstich hat der Bau des Wärmenetzes Erkelenz-Nord begonnen. Eine Großwärmepumpe mit 3 Megawatt Leistung wird künftig Schulzentrum, Hallenbad und rund 400 Wohnungen mit Wärme versorgen.

Die Trasse ist 4,2 Kilometer lang und wird in drei Bauabschnitten bis Ende 2026 verlegt. Das Projekt wird aus der Bundesförderung für effiziente Wärmenetze unterstützt.`,
    content2: `### Verkehr

Während der Bauarbeiten kommt es in der Nordstraße und im Kölner Ring zu Einschränkungen. Alle Bauabschnitte finden Sie auf der Karte *Bauprojekte*.`,
    images: [image('construction', 'Baustelle an der Nordstraße.')],
    persons: ['julia-hermanns'],
  },
  {
    date: '2025-11-20',
    title: 'Portal-Update: Verbrauchsdaten nach Sektoren',
    subtitle: 'Neue Auswertungen für Ihre Klimaschutzberichte',
    image: image('dashboard', 'Die neue Sektoransicht der Verbrauchsdaten.'),
    content: `Im Bereich *Verbrauchsdaten* sehen Sie ab sofort die Entwicklung von Strom- und Gasverbrauch Ihrer Kommune nach Sektoren: private Haushalte, Gewerbe und Industrie sowie kommunale Einrichtungen.

Die Daten reichen bis 2019 zurück und lassen sich als Tabelle exportieren. So können Sie Ihre Energie- und CO₂-Bilanz schneller fortschreiben.`,
    content2: `### Feedback erwünscht

Fehlen Ihnen Auswertungen? Schreiben Sie uns – wir entwickeln das Portal gemeinsam mit Ihnen weiter.`,
  },
  {
    date: '2025-12-11',
    title: 'Kommunalrabatt: Lieferstellen bis 31. Januar prüfen',
    subtitle: 'Änderungen für 2026 rechtzeitig melden',
    image: image('checklist', 'Prüfung der Lieferstellenliste.'),
    content: `Zum Jahreswechsel gleichen wir die Liste der Lieferstellen ab, für die der Kommunalrabatt gewährt wird. Bitte prüfen Sie bis zum **31. Januar 2026** im Bereich *Lieferstellen*, ob alle Liegenschaften Ihrer Kommune richtig erfasst sind.

Neue Gebäude, verkaufte Liegenschaften oder geänderte Nutzungen melden Sie direkt im Portal.`,
    content2: `### Hintergrund

Der Kommunalrabatt gilt für den Eigenverbrauch der Gemeinde in Niederspannung. Für vermietete oder von Dritten genutzte Gebäude kann er nicht gewährt werden.`,
    persons: ['sandra-derichs'],
  },
  {
    date: '2026-01-15',
    title: 'Konzessionsabgaben 2025 im Portal',
    subtitle: 'Jahresrechnungen und Vorauszahlungen abrufbar',
    image: image('dashboard', 'Übersicht der Konzessionsabgaben im Portal.'),
    content: `Die Jahresrechnungen der Konzessionsabgaben für Strom und Gas 2025 stehen ab sofort im Bereich *Konzessionsabgaben* bereit. Dort finden Sie auch die Vorauszahlungen für 2026.

Die Testate der Wirtschaftsprüfer folgen wie gewohnt bis Ende April.`,
    content2: `### Fragen zur Abrechnung

Unser Konzessionsmanagement erklärt Ihnen gern die Abweichungen gegenüber dem Vorjahr, etwa durch veränderte Absatzmengen oder Sondervertragskunden.`,
    persons: ['sandra-derichs'],
  },
  {
    date: '2026-01-29',
    title: 'Gasnetz-Transformationsplan: Erste Ergebnisse',
    subtitle: 'Welche Leitungen langfristig gebraucht werden',
    image: image('map', 'Karte der Netzgebiete im Transformationsplan.'),
    content: `Die NEW Netz GmbH hat die ersten Ergebnisse ihres Gasnetz-Transformationsplans vorgestellt. Untersucht wurden Alter, Zustand und Auslastung aller Leitungen sowie die Wärmeversorgungsgebiete der bereits vorliegenden Wärmepläne.

Das Ergebnis: In dicht bebauten Gebieten mit geplanten Wärmenetzen wird das Gasnetz ab Mitte der 2030er-Jahre schrittweise zurückgebaut. In Gewerbegebieten mit hohem Prozesswärmebedarf bleibt es voraussichtlich erhalten.`,
    content2: `### Abstimmung mit den Kommunen

Die Ergebnisse werden in den kommenden Monaten mit jeder Kommune einzeln besprochen und mit der Wärmeplanung abgeglichen.`,
    persons: ['melanie-thelen', 'martin-vogels'],
  },
  {
    date: '2026-02-19',
    title: 'Tönisvorst leuchtet komplett mit LED',
    subtitle: '3.100 Lichtpunkte umgerüstet, 68 Prozent weniger Strom',
    image: image('streetlights', 'LED-Straßenbeleuchtung in Tönisvorst.'),
    content: `Als erste Kommune im Kreis Viersen hat Tönisvorst ihre Straßenbeleuchtung vollständig auf LED umgestellt. In drei Jahren wurden 3.100 Lichtpunkte erneuert.

Der Stromverbrauch sinkt um 68 Prozent, das entspricht rund 240 Tonnen CO₂ im Jahr. Warmweißes Licht und eine Nachtabsenkung schonen zusätzlich Insekten und Anwohner.`,
    content2: `### Förderung

Die Umrüstung wurde über die Kommunalrichtlinie gefördert. Eine Beispielrechnung für Ihre Kommune finden Sie im Fachbereich Straßenbeleuchtung.`,
    persons: ['sebastian-engels'],
    updated: '2026-02-23',
  },
  {
    date: '2026-03-12',
    title: 'Quartierskonzept für Wassenberg-Orsbeck vorgestellt',
    subtitle: 'Wärmenetz, Mieterstrom und Mobilstation für 600 Haushalte',
    image: image('district', 'Das Quartier Wassenberg-Orsbeck.'),
    content: `Nach sechs Monaten Projektarbeit hat die NEW gemeinsam mit der Stadt Wassenberg das Energiekonzept für das Quartier Orsbeck vorgestellt. Vorgesehen sind ein Wärmenetz mit Großwärmepumpe, Mieterstrom aus Photovoltaik auf den Mehrfamilienhäusern und eine Mobilstation am Quartierseingang.

In drei Bürgerwerkstätten konnten Eigentümerinnen, Mieter und Gewerbetreibende ihre Ideen einbringen.`,
    content2: `### Nächste Schritte

Der Stadtrat entscheidet im Mai über die Umsetzung. Für die Investitionen wird ein Förderantrag bei der BEW gestellt.`,
    images: [
      image('meeting', 'Bürgerwerkstatt im Pfarrheim Orsbeck.'),
      image('heat-network', 'Skizze des geplanten Wärmenetzes.'),
    ],
    persons: ['martin-vogels', 'julia-hermanns'],
  },
  {
    date: '2026-03-26',
    title: 'progres.nrw fördert wieder Ladeinfrastruktur',
    subtitle: 'Neuer Aufruf für emissionsarme Mobilität',
    image: image('charging', 'Ladesäule an einem kommunalen Parkplatz.'),
    content: `Das Land NRW hat das Programm progres.nrw – Emissionsarme Mobilität neu aufgelegt. Gefördert werden unter anderem Ladeinfrastruktur für kommunale Fuhrparks, Lastenräder und betriebliche Mobilitätskonzepte.

Anträge können bis zum Ende des Förderaufrufs gestellt werden; die Mittel werden in der Reihenfolge des Eingangs vergeben.`,
    content2: `### Schnell sein lohnt sich

Die Fördermittelberatung der NEW hat die Bedingungen im Bereich *Fördermöglichkeiten* zusammengefasst und unterstützt Sie bei der Antragstellung.`,
    persons: ['hendrik-bongartz', 'lisa-baumanns'],
  },
  {
    date: '2026-04-16',
    title: 'Neue Filterstufe im Wasserwerk Rheydt',
    subtitle: 'Aktivkohle hält Spurenstoffe zurück',
    image: image('waterworks', 'Das Wasserwerk Rheydt mit den neuen Filterbecken.'),
    content: `Im Wasserwerk Rheydt ist eine zusätzliche Aktivkohle-Filterstufe in Betrieb gegangen. Sie hält Spurenstoffe wie Rückstände von Pflanzenschutzmitteln zuverlässig zurück – vorsorglich, denn die Grenzwerte werden bereits heute eingehalten.

Die Investition von 9 Millionen Euro ist Teil des Programms, mit dem die NEW die Wasserversorgung an den Klimawandel und neue Anforderungen anpasst.`,
    content2: `### Tag der offenen Tür

Am 20. Juni können Bürgerinnen und Bürger das Wasserwerk besichtigen. Schulklassen melden sich über das Bildungsportal an.`,
    persons: ['christian-mertens'],
  },
  {
    date: '2026-05-07',
    title: 'NEW-Laufserie 2026: Die Termine',
    subtitle: 'Fünf Läufe, ein Finale in Mönchengladbach',
    image: image('running', 'Läuferinnen und Läufer beim Stadtlauf.'),
    content: `Die NEW-Laufserie 2026 führt wieder durch fünf Städte der Region. Jeder Lauf geht über 10 Kilometer; für die Gesamtwertung zählen mindestens drei Teilnahmen.

Die ersten 50 Angemeldeten erhalten ein Starterpaket mit Funktionsshirt und Trinkflasche.`,
    content2: `### Termine

- 30. Mai: Brüggen
- 20. Juni: Grevenbroich
- 11. Juli: Hückelhoven
- 22. August: Tönisvorst
- 12. September: Finale in Mönchengladbach`,
  },
  {
    date: '2026-05-21',
    title: 'Smarte Zähler für kommunale Gebäude',
    subtitle: 'Viertelstundenwerte für das Energiecontrolling',
    image: image('dashboard', 'Lastgang eines Schulgebäudes im Energiecontrolling.'),
    content: `Die NEW Netz GmbH baut in kommunalen Gebäuden mit einem Jahresverbrauch über 6.000 Kilowattstunden intelligente Messsysteme ein. Sie liefern Verbrauchswerte im Viertelstundentakt.

Für das Energiecontrolling bedeutet das: Ungewöhnliche Verbräuche, etwa eine Lüftung, die am Wochenende läuft, fallen sofort auf.`,
    content2: `### Termine

Die Gebäudewirtschaften erhalten vor dem Einbau ein Anschreiben mit Terminvorschlag. Der Wechsel dauert pro Zähler etwa 30 Minuten.`,
    persons: ['oliver-esser'],
  },
  {
    date: '2026-06-11',
    title: 'Mehr Wasserzeiten für das Schulschwimmen',
    subtitle: 'Zusätzliche Bahnen ab dem neuen Schuljahr',
    image: image('pool', 'Schwimmunterricht im Lehrschwimmbecken.'),
    content: `Ab dem Schuljahr 2026/27 stehen in den Bädern der NEW mobil und aktiv 14 zusätzliche Wasserzeiten pro Woche für das Schulschwimmen zur Verfügung. Möglich wird das durch geänderte Öffnungszeiten am Vormittag.

Vorrang haben Grundschulen, damit möglichst jedes Kind am Ende der vierten Klasse sicher schwimmen kann.`,
    content2: `### Vergabe

Die Zeiten werden in Abstimmung mit den Schulträgern vergeben. Anträge für das Schuljahr 2027/28 sind bis zum 31. März 2027 möglich.`,
    persons: ['dirk-tillmanns'],
  },
  {
    date: '2026-06-30',
    title: 'Mönchengladbach legt Wärmeplan vor',
    subtitle: 'Wärmenetzgebiete für rund 40 Prozent der Gebäude',
    image: image('map', 'Wärmeversorgungsgebiete im Wärmeplan Mönchengladbach.'),
    content: `Fristgerecht zum 30. Juni 2026 hat die Stadt Mönchengladbach ihren kommunalen Wärmeplan beschlossen. Der Plan weist für rund 40 Prozent der Gebäude Gebiete aus, in denen ein Wärmenetz die voraussichtlich beste Lösung ist.

Die NEW hat die Bestandsanalyse mit Netz- und Verbrauchsdaten unterstützt und die Wärmenetz-Varianten berechnet.`,
    content2: `### Was nun folgt

Für die ersten drei Wärmenetzgebiete beginnen jetzt Machbarkeitsstudien. Eigentümerinnen und Eigentümer erhalten Informationen über eine Online-Karte der Stadt.

Für alle anderen Kommunen gilt die Frist 30. Juni 2028.`,
    images: [image('meeting', 'Vorstellung des Wärmeplans im Stadtrat.')],
    persons: ['martin-vogels'],
  },
  {
    date: '2026-07-16',
    title: 'Trinkwasserbrunnen gegen die Hitze',
    subtitle: 'Zwölf neue Brunnen in Viersen, Erkelenz und Grevenbroich',
    image: image('district', 'Einer der neuen Trinkwasserbrunnen in der Innenstadt.'),
    content: `In Viersen, Erkelenz und Grevenbroich sprudeln zwölf neue öffentliche Trinkwasserbrunnen. Sie stehen an Marktplätzen, Spielplätzen und Bushaltestellen und sind von April bis Oktober in Betrieb.

Die NEW übernimmt Anschluss, Hygieneüberwachung und Wartung. Das Wasser wird regelmäßig beprobt.`,
    content2: `### Ein Brunnen für Ihre Kommune

Das Wasserhaushaltsgesetz sieht vor, dass Kommunen Trinkwasser an öffentlichen Orten bereitstellen. Wir beraten Sie zu Standorten und Kosten.`,
    persons: ['christian-mertens'],
  },
  {
    date: '2026-08-13',
    title: 'Solarstrom von zwölf Schuldächern',
    subtitle: 'Pachtanlagen mit zusammen 1,1 Megawatt',
    image: image('solar-roof', 'Photovoltaik auf dem Dach einer Gesamtschule.'),
    content: `In den Sommerferien hat die NEW auf zwölf Schuldächern in fünf Kommunen Photovoltaikanlagen errichtet. Zusammen leisten sie 1,1 Megawatt und erzeugen rund eine Million Kilowattstunden Solarstrom im Jahr.

Die Anlagen laufen im Pachtmodell: Die Schulen nutzen den Strom selbst, die NEW übernimmt Finanzierung, Betrieb und Wartung.`,
    content2: `### Unterricht mit Echtzeitdaten

Jede Schule erhält ein Display im Eingangsbereich und Unterrichtsmaterial aus dem Bildungsportal, mit dem Schülerinnen und Schüler die Erträge auswerten können.`,
    images: [image('school', 'Eine der beteiligten Schulen.')],
    persons: ['elena-kowalski'],
  },
  {
    date: '2026-09-03',
    title: 'Netzanschlüsse: Wartezeiten deutlich kürzer',
    subtitle: 'Neues Anfrageportal und mehr Personal zeigen Wirkung',
    image: image('construction', 'Herstellung eines Netzanschlusses.'),
    content: `Die durchschnittliche Bearbeitungszeit für Netzanschlussanfragen ist im ersten Halbjahr 2026 von 24 auf 9 Werktage gesunken. Grund sind ein neues digitales Anfrageportal und zusätzliche Mitarbeitende in der Netzplanung.

Für Anschlüsse bis 30 Kilowatt erhalten Antragstellende inzwischen meist innerhalb einer Woche ein Angebot.`,
    content2: `### Tipp für Kommunen

Reichen Sie Anfragen für Baugebiete und Schulzentren möglichst früh ein – bei größeren Leistungen kann eine Netzverstärkung nötig sein.`,
    persons: ['yusuf-demir'],
  },
  {
    date: '2026-09-24',
    title: 'Ladepark am Bahnhof Geilenkirchen eröffnet',
    subtitle: 'Acht Ladepunkte und ein Solardach für Pendlerinnen und Pendler',
    image: image('charging-hub', 'Der neue Ladepark am Bahnhof Geilenkirchen.'),
    content: `Am Bahnhof Geilenkirchen hat die NEW einen Ladepark mit acht Ladepunkten eröffnet, davon vier Schnellladepunkte. Das Solardach über den Stellplätzen erzeugt einen Teil des Stroms selbst.

Der Ladepark ist Teil der Mobilstation, die die Stadt gemeinsam mit dem Verkehrsverbund eingerichtet hat. Dazu gehören überdachte Fahrradbügel und ein Leihradangebot.`,
    content2: `### Wunschladesäulen

Der Standort wurde auf der Wunschladesäulen-Karte besonders häufig vorgeschlagen. Vielen Dank für Ihre Hinweise!`,
    images: [image('ebus', 'Die Bushaltestelle der neuen Mobilstation.')],
    persons: ['lisa-baumanns'],
  },
  {
    date: '2026-10-08',
    title: 'NEW Erleben: Das Herbstprogramm',
    subtitle: 'Führungen, Stadionabend und ein Konzert',
    image: image('event', 'Abendveranstaltung von NEW Erleben.'),
    content: `Das Herbstprogramm von NEW Erleben steht: Wir laden Sie zu einer Führung durch die Netzleitstelle, zu einem Heimspiel im Stadion und zu einem Konzert in der Kaiser-Friedrich-Halle ein.

Die Plätze sind begrenzt und werden in der Reihenfolge der Anmeldung vergeben.`,
    content2: `### Anmeldung

Alle Termine finden Sie im Bereich *NEW Erleben*. Dort melden Sie sich mit einem Klick an.`,
  },
  {
    date: '2026-10-22',
    title: 'Starkregenübung mit der Feuerwehr Hückelhoven',
    subtitle: 'Zusammenspiel von Kanalbetrieb, Bauhof und Einsatzkräften erprobt',
    image: image('heavy-rain', 'Simuliertes Starkregenereignis in Hückelhoven.'),
    content: `Wie arbeiten Feuerwehr, Bauhof und Kanalbetrieb zusammen, wenn innerhalb einer Stunde 60 Liter Regen pro Quadratmeter fallen? Das haben rund 80 Einsatzkräfte in Hückelhoven bei einer gemeinsamen Übung erprobt.

Geübt wurden das Sichern von Unterführungen, der Einsatz mobiler Pumpen und die Kommunikation über die Pegelsensoren.`,
    content2: `### Erkenntnisse

Die Auswertung fließt in das Starkregen-Handlungskonzept der Stadt ein. Andere Kommunen können die Übungsunterlagen bei uns anfordern.`,
    images: [image('hydrant', 'Feuerwehrfahrzeug an einem Hydranten.')],
    persons: ['birgit-scholten'],
  },
  {
    date: '2026-11-02',
    title: 'Neu im Portal: Bauprojekte auf der Karte',
    subtitle: 'Alle größeren Baustellen der NEW-Gruppe auf einen Blick',
    image: image('map', 'Die neue Karte der Bauprojekte.'),
    content: `Wo verlegt die NEW gerade neue Leitungen, wo entsteht ein Wärmenetz? Die neue Karte *Bauprojekte* zeigt alle größeren Baumaßnahmen in den 18 Partnerkommunen – mit Sparte, Straße und geplantem Zeitraum.

So sehen Bauämter und Ordnungsämter frühzeitig, wo Verkehrsbeeinträchtigungen zu erwarten sind.`,
    content2: `### Ihre Meinung

Welche Informationen fehlen Ihnen noch auf der Karte? Geben Sie uns Rückmeldung über Ihre Kommunalbetreuung.`,
    images: [image('construction', 'Eine der Baustellen auf der Karte.')],
  },
  {
    date: '2026-11-05',
    title: 'Heizungs-Check für Sporthallen',
    subtitle: 'Kostenlose Betriebsoptimierung vor der Heizperiode',
    image: image('heat-pump', 'Wärmepumpe an einer sanierten Sporthalle.'),
    content: `Viele Sporthallen werden abends und am Wochenende genutzt – und oft auch dann beheizt, wenn niemand trainiert. Die NEW bietet deshalb bis Ende Januar einen kostenlosen Heizungs-Check für kommunale Sporthallen an.

Unsere Energieberater prüfen Zeitprogramme, Vorlauftemperaturen und Lüftung. Erfahrungsgemäß lassen sich allein damit 10 bis 15 Prozent Wärme sparen.`,
    content2: `### Anmeldung

Melden Sie Ihre Hallen bei Oliver Esser an. Pro Kommune sind bis zu drei Hallen im kostenlosen Angebot enthalten.`,
    persons: ['oliver-esser'],
  },
  {
    date: '2026-11-10',
    title: 'Webinar: Bundesförderung effiziente Wärmenetze',
    subtitle: 'Am 3. Dezember von 10 bis 11.30 Uhr',
    image: image('meeting', 'Webinar der Fördermittelberatung.'),
    content: `Die Bundesförderung für effiziente Wärmenetze (BEW) ist das zentrale Programm für neue Wärmenetze und die Dekarbonisierung bestehender Netze. In unserem Webinar erklären wir die vier Module, typische Fördersätze und die häufigsten Stolpersteine im Antrag.

Das Webinar richtet sich an Klimaschutzmanagerinnen, Stadtplaner und Kämmereien.`,
    content2: `### Anmeldung

Die Teilnahme ist kostenlos. Den Einwahllink erhalten Sie nach Anmeldung bei Ihrer Kommunalbetreuung.`,
    persons: ['hendrik-bongartz'],
  },
  {
    date: '2026-11-13',
    title: 'Gewerbegebiet Übach-Palenberg am Glasfasernetz',
    subtitle: '120 Betriebe können gigabitschnelles Internet buchen',
    image: image('fiber', 'Glasfaser-Hausanschlüsse im Gewerbegebiet.'),
    content: `Im Gewerbegebiet Zechenstraße in Übach-Palenberg sind die Bauarbeiten für das Glasfasernetz abgeschlossen. Rund 120 Betriebe können jetzt Anschlüsse mit bis zu 10 Gigabit pro Sekunde buchen.

Ein großer Teil der Leerrohre wurde bei der Erneuerung der Wasserleitungen im vergangenen Jahr mitverlegt. Das hat die Bauzeit um mehrere Monate verkürzt.`,
    content2: `### Weitere Gewerbegebiete

Als Nächstes folgen Gewerbegebiete in Gangelt und Selfkant. Die Bauzeiten finden Sie auf der Karte *Bauprojekte*.`,
    persons: ['jessica-classen'],
  },
  {
    date: '2026-11-18',
    title: 'Wärmeplanung im Kreis Viersen: Halbzeit',
    subtitle: 'Bestands- und Potenzialanalyse in fünf Kommunen abgeschlossen',
    image: image('map', 'Zwischenergebnis der Potenzialanalyse.'),
    content: `In Brüggen, Niederkrüchten, Schwalmtal, Tönisvorst und Viersen sind Bestands- und Potenzialanalyse der kommunalen Wärmeplanung abgeschlossen. Die Ergebnisse zeigen große Potenziale für Umweltwärme und Abwärme aus Gewerbebetrieben.

Im nächsten Schritt entsteht das Zielszenario mit der Einteilung in Wärmeversorgungsgebiete.`,
    content2: `### Beteiligung

Im Frühjahr 2027 sind in allen fünf Kommunen Bürgerinformationen geplant. Die NEW stellt dafür Karten und Steckbriefe bereit.`,
    images: [image('meeting', 'Arbeitssitzung der Lenkungsgruppe in Viersen.')],
    persons: ['martin-vogels'],
  },
  {
    date: '2026-11-20',
    title: 'Jahresgespräche 2027: Jetzt Termin vereinbaren',
    subtitle: 'Ihre Kommunalbetreuung kommt zu Ihnen',
    image: image('meeting', 'Jahresgespräch im Rathaus.'),
    content: `Zwischen Januar und März 2027 führen die Regionalleitungen und Kommunalbetreuungen der NEW wieder Jahresgespräche mit allen Partnerkommunen. Themen sind unter anderem die Bauprogramme 2027, die Wärmeplanung und die Konzessionsabgaben.

Bitte schlagen Sie Ihrer Kommunalbetreuung bis Mitte Dezember zwei Wunschtermine vor.`,
    content2: `### Vorbereitung

Eine Agenda mit Ihren Themen hilft uns, die richtigen Fachleute mitzubringen. Gern nehmen wir auch Fragen aus Ihren Fachämtern auf.`,
    persons: ['markus-brandt', 'claudia-wolters'],
  },
];
