import { type DemoImage, image } from './media.ts';

export interface DemoPressRelease {
  /** pub_date, yyyy-mm-dd. */
  date: string;
  title: string;
  subtitle: string;
  image: DemoImage;
  /** Simple HTML: p, h3, ul/li, a, strong. */
  html: string;
  persons?: readonly string[];
}

const CONTACT = `<h3>Pressekontakt</h3>
<p>NEW AG, Unternehmenskommunikation, <a href="https://www.new.de">www.new.de</a></p>`;

/** Press releases of the group, oldest first. */
export const DEMO_PRESS: readonly DemoPressRelease[] = [
  {
    date: '2024-12-05',
    title: 'NEW investiert 2025 so viel wie nie in ihre Netze',
    subtitle: '185 Millionen Euro für Strom, Gas, Wasser und Wärme',
    image: image('power-lines', 'Stromnetz der NEW am Niederrhein.'),
    html: `<p>Die NEW-Gruppe investiert im kommenden Jahr <strong>185 Millionen Euro</strong> in ihre Infrastruktur – so viel wie nie zuvor. Der größte Teil fließt in das Stromnetz, das für Wärmepumpen, Elektromobilität und Photovoltaik ausgebaut wird.</p>
<p>„Die Energiewende findet im Verteilnetz statt“, sagt der Vorstand der NEW AG. „Jeder neue Ladepunkt und jede Wärmepumpe braucht ein Netz, das mitwächst.“</p>
<h3>Schwerpunkte 2025</h3>
<ul>
<li>Neue Umspannwerke in Mönchengladbach und Erkelenz</li>
<li>Rund 300 neue oder verstärkte Ortsnetzstationen</li>
<li>Erneuerung von 45 Kilometern Trinkwasserleitungen</li>
<li>Ausbau der Wärmenetze in drei Kommunen</li>
</ul>
${CONTACT}`,
  },
  {
    date: '2025-01-30',
    title: 'Kreis Heinsberg und NEW schließen Klimapartnerschaft',
    subtitle: 'Gemeinsame Ziele für Wärme, Mobilität und Erneuerbare',
    image: image('meeting', 'Unterzeichnung der Klimapartnerschaft.'),
    html: `<p>Der Kreis Heinsberg und die NEW haben eine Klimapartnerschaft unterzeichnet. Gemeinsam wollen sie die Wärmeplanung der kreisangehörigen Kommunen beschleunigen, die Ladeinfrastruktur ausbauen und mehr erneuerbare Energie in der Region erzeugen.</p>
<p>Die Partnerschaft sieht eine gemeinsame Arbeitsgruppe vor, die zweimal im Jahr über Fortschritte berichtet.</p>
<h3>Ziele bis 2030</h3>
<ul>
<li>Wärmepläne für alle Kommunen im Kreis</li>
<li>500 zusätzliche öffentliche Ladepunkte</li>
<li>Verdopplung der Solarleistung auf kommunalen Dächern</li>
</ul>
${CONTACT}`,
    persons: ['thomas-heinrichs'],
  },
  {
    date: '2025-03-13',
    title: 'NEW-Gruppe legt Bilanz für 2024 vor',
    subtitle: 'Stabiles Ergebnis, höhere Investitionen, Ausschüttung an die Kommunen',
    image: image('office', 'Hauptverwaltung der NEW in Mönchengladbach.'),
    html: `<p>Die NEW-Gruppe hat das Geschäftsjahr 2024 mit einem stabilen Ergebnis abgeschlossen. Die Investitionen stiegen auf einen neuen Höchstwert, vor allem in Netze und erneuerbare Erzeugung.</p>
<p>Die kommunalen Anteilseigner erhalten eine Ausschüttung auf dem Niveau des Vorjahres. Hinzu kommen Konzessionsabgaben und Gewerbesteuer, die in die Haushalte der Partnerkommunen fließen.</p>
<h3>Ausblick</h3>
<p>Für 2025 erwartet die NEW steigende Investitionen bei leicht rückläufigem Ergebnis, bedingt durch höhere Finanzierungskosten für den Netzausbau.</p>
${CONTACT}`,
  },
  {
    date: '2025-04-24',
    title: 'Wasserpreise bleiben 2025 stabil',
    subtitle: 'Keine Erhöhung trotz hoher Investitionen',
    image: image('waterworks', 'Wasserwerk der NEW Niederrhein Wasser.'),
    html: `<p>Die NEW Niederrhein Wasser GmbH hält ihre Trinkwasserpreise im Jahr 2025 stabil. Möglich wird das durch Effizienzgewinne im Betrieb und eine langfristige Finanzierung der Investitionen.</p>
<p>In den kommenden fünf Jahren erneuert die Gesellschaft Leitungen, baut Verbundleitungen zwischen den Versorgungsgebieten und modernisiert zwei Wasserwerke.</p>
${CONTACT}`,
  },
  {
    date: '2025-06-05',
    title: 'Windpark Wegberg-Nord genehmigt',
    subtitle: 'Fünf Anlagen sollen 2027 Strom liefern',
    image: image('wind', 'Windenergieanlagen am Niederrhein.'),
    html: `<p>Der Kreis Heinsberg hat die Genehmigung für den Windpark Wegberg-Nord erteilt. Die NEW plant dort fünf Windenergieanlagen mit zusammen 31 Megawatt Leistung.</p>
<p>Bürgerinnen und Bürger aus Wegberg können sich über ein Nachrangdarlehen beteiligen. Die Stadt Wegberg erhält zusätzlich eine Beteiligung von 0,2 Cent je erzeugter Kilowattstunde nach § 6 EEG.</p>
<h3>Zeitplan</h3>
<ul>
<li>Baubeginn: Frühjahr 2026</li>
<li>Inbetriebnahme: Anfang 2027</li>
</ul>
${CONTACT}`,
  },
  {
    date: '2025-07-24',
    title: 'Ferienschwimmkurse sind ausgebucht',
    subtitle: '480 Kinder lernen in den Sommerferien schwimmen',
    image: image('pool', 'Schwimmkurs im Lehrschwimmbecken.'),
    html: `<p>Die Ferienschwimmkurse der NEW mobil und aktiv Mönchengladbach GmbH sind vollständig ausgebucht. In 40 Kursen lernen 480 Kinder in den Sommerferien schwimmen.</p>
<p>Gemeinsam mit der DLRG und örtlichen Schwimmvereinen bieten die Bäder zusätzlich Kurse zum Erwerb des Seepferdchens und des Bronzeabzeichens an.</p>
${CONTACT}`,
    persons: ['dirk-tillmanns'],
  },
  {
    date: '2025-09-04',
    title: '62 junge Menschen starten ihre Ausbildung bei der NEW',
    subtitle: 'Elektronik, Anlagenmechanik, Kaufleute und duales Studium',
    image: image('school', 'Einführungswoche der neuen Auszubildenden.'),
    html: `<p>Für 62 junge Menschen hat bei der NEW-Gruppe die Ausbildung begonnen. Die meisten lernen technische Berufe wie Elektronikerin für Betriebstechnik oder Anlagenmechaniker; acht beginnen ein duales Studium.</p>
<p>In der Einführungswoche lernten die Auszubildenden Netzleitstelle, Wasserwerk und Busbetriebshof kennen und pflanzten gemeinsam 300 Bäume.</p>
${CONTACT}`,
  },
  {
    date: '2025-10-23',
    title: 'Elektrobusse: Mönchengladbach bestellt weitere 30 Fahrzeuge',
    subtitle: 'Ladeinfrastruktur im Betriebshof wird erweitert',
    image: image('ebus', 'Elektrobus der NEW mobil und aktiv.'),
    html: `<p>Die NEW mobil und aktiv Mönchengladbach GmbH hat weitere 30 Elektrobusse bestellt. Sie werden ab Herbst 2026 ausgeliefert. Damit wird bis 2027 rund die Hälfte der Busflotte elektrisch fahren.</p>
<p>Im Betriebshof entstehen dafür 40 zusätzliche Ladeplätze und ein neuer Netzanschluss an das Mittelspannungsnetz.</p>
${CONTACT}`,
  },
  {
    date: '2025-12-04',
    title: 'Strompreise sinken zum 1. Januar',
    subtitle: 'Niedrigere Beschaffungskosten werden weitergegeben',
    image: image('solar-park', 'Solarpark der NEW.'),
    html: `<p>Die NEW Niederrhein Energie und Wasser GmbH senkt zum 1. Januar 2026 die Strompreise für Haushaltskunden in der Grundversorgung. Ein Durchschnittshaushalt mit 2.500 Kilowattstunden Jahresverbrauch spart rund 60 Euro im Jahr.</p>
<p>Grund sind gesunkene Beschaffungskosten. Die Netzentgelte steigen dagegen leicht, weil der Netzausbau finanziert werden muss.</p>
${CONTACT}`,
  },
  {
    date: '2026-01-22',
    title: 'Wärmenetz Grevenbroich erhält Förderung aus dem Strukturwandel',
    subtitle: 'Abwärme aus dem Gewerbegebiet versorgt Schulen und Wohngebiet',
    image: image('heat-network', 'Geplantes Wärmenetz in Grevenbroich.'),
    html: `<p>Das geplante Wärmenetz in Grevenbroich-Süd erhält eine Förderung aus dem Just Transition Fund der EU für das Rheinische Revier. Die Kreiswerke Grevenbroich und die NEW wollen dort Abwärme aus einem Gewerbebetrieb nutzen und mit einer Großwärmepumpe ergänzen.</p>
<p>Angeschlossen werden sollen zwei Schulen, eine Sporthalle und ein Neubaugebiet mit 350 Wohnungen.</p>
<h3>Eckdaten</h3>
<ul>
<li>Trassenlänge: 3,8 Kilometer</li>
<li>Wärmeleistung: 6 Megawatt</li>
<li>Baubeginn: 2027</li>
</ul>
${CONTACT}`,
    persons: ['sabine-kuepper'],
  },
  {
    date: '2026-02-26',
    title: 'Schwalmtal verlängert Konzessionsverträge mit der NEW',
    subtitle: 'Strom- und Gasnetz bleiben für 20 Jahre in bewährter Hand',
    image: image('meeting', 'Vertragsunterzeichnung im Rathaus Schwalmtal.'),
    html: `<p>Die Gemeinde Schwalmtal hat die Konzessionsverträge für das Strom- und Gasnetz nach einem transparenten Auswahlverfahren erneut an die NEW Netz GmbH vergeben. Die neuen Verträge laufen 20 Jahre.</p>
<p>Die Gemeinde erhält weiterhin Konzessionsabgaben und den Kommunalrabatt. Neu vereinbart wurden regelmäßige Berichte zum Netzausbau und ein gemeinsamer Koordinierungstermin für Baumaßnahmen.</p>
${CONTACT}`,
    persons: ['sandra-derichs', 'markus-brandt'],
  },
  {
    date: '2026-03-19',
    title: 'NEW-Gruppe: Rekordinvestitionen im Geschäftsjahr 2025',
    subtitle: 'Erneuerbare Erzeugung wächst um ein Drittel',
    image: image('office', 'Hauptverwaltung der NEW AG.'),
    html: `<p>Die NEW-Gruppe hat im Geschäftsjahr 2025 mehr investiert als je zuvor. Die installierte Leistung aus Wind und Sonne wuchs um ein Drittel, unter anderem durch den Solarpark Jüchen.</p>
<p>Das Ergebnis lag leicht unter dem Vorjahr. Die Ausschüttung an die kommunalen Anteilseigner bleibt stabil.</p>
${CONTACT}`,
  },
  {
    date: '2026-04-30',
    title: 'Neues Wasserschutzgebiet für die Brunnen in Waldniel',
    subtitle: 'Schutz des Grundwassers für die nächsten Generationen',
    image: image('river', 'Landschaft im Einzugsgebiet der Brunnen.'),
    html: `<p>Die Bezirksregierung hat das Wasserschutzgebiet für die Brunnen der NEW in Schwalmtal-Waldniel neu festgesetzt. Es umfasst rund 18 Quadratkilometer und berücksichtigt die aktuellen Grundwassermodelle.</p>
<p>Gemeinsam mit der Landwirtschaft setzt die NEW seit Jahren auf Kooperationen zur grundwasserschonenden Bewirtschaftung. Die Nitratwerte im Rohwasser sind dadurch deutlich gesunken.</p>
${CONTACT}`,
    persons: ['christian-mertens'],
  },
  {
    date: '2026-06-18',
    title: 'Solarpark auf ehemaliger Tagebaurandfläche bei Erkelenz',
    subtitle: '38 Megawatt für das Rheinische Revier',
    image: image('solar-park', 'Solarpark auf einer ehemaligen Tagebaurandfläche.'),
    html: `<p>Die NEW errichtet auf einer ehemaligen Tagebaurandfläche bei Erkelenz einen Solarpark mit 38 Megawatt Leistung. Er soll ab Sommer 2027 Strom für rund 12.000 Haushalte erzeugen.</p>
<p>Das Projekt ist ein Baustein des Strukturwandels im Rheinischen Revier. Die Stadt Erkelenz ist über eine Bürgerenergiegesellschaft beteiligt.</p>
${CONTACT}`,
  },
  {
    date: '2026-07-30',
    title: 'Neue Schnellladeparks entlang der A 61 und A 46',
    subtitle: 'Vier Standorte mit zusammen 32 Ladepunkten',
    image: image('charging-hub', 'Schnellladepark mit Solardach.'),
    html: `<p>Die NEW baut bis Mitte 2027 vier Schnellladeparks an Autobahnzubringern in Mönchengladbach, Jüchen, Hückelhoven und Viersen. Jeder Standort erhält acht Ladepunkte mit bis zu 400 Kilowatt.</p>
<p>Alle Parks werden mit Solardächern und Batteriespeichern ausgestattet und akzeptieren Kartenzahlung direkt an der Säule.</p>
${CONTACT}`,
    persons: ['lisa-baumanns'],
  },
  {
    date: '2026-09-10',
    title: 'Finale der NEW-Laufserie: Rekord mit 1.400 Teilnehmenden',
    subtitle: 'Gesamtwertung nach fünf Läufen entschieden',
    image: image('running', 'Zieleinlauf beim Finale in Mönchengladbach.'),
    html: `<p>Mit 1.400 Läuferinnen und Läufern hat das Finale der NEW-Laufserie in Mönchengladbach einen neuen Teilnehmerrekord aufgestellt. Über 300 Teilnehmende haben mindestens drei der fünf Läufe absolviert und kommen damit in die Gesamtwertung.</p>
<p>Ein Teil der Startgelder geht an Jugendabteilungen der ausrichtenden Vereine.</p>
${CONTACT}`,
  },
  {
    date: '2026-10-15',
    title: 'LoRaWAN-Netz deckt die gesamte Region ab',
    subtitle: 'Über 120 Gateways für Sensoren in 18 Kommunen',
    image: image('sensor', 'LoRaWAN-Gateway auf einem Dach.'),
    html: `<p>Mit der Inbetriebnahme der letzten Gateways im Selfkant deckt das LoRaWAN-Funknetz der NEW das gesamte Versorgungsgebiet ab. Über 120 Gateways empfangen die Daten von inzwischen mehr als 9.000 Sensoren.</p>
<p>Kommunen nutzen das Netz für Pegelmessungen, Bodenfeuchte an Stadtbäumen und die Füllstände von Containern. Die NEW selbst liest darüber Wasserzähler und überwacht Ortsnetzstationen.</p>
${CONTACT}`,
    persons: ['kerstin-pohlen'],
  },
  {
    date: '2026-11-04',
    title: 'Gut vorbereitet in die Heizperiode',
    subtitle: 'Gasversorgung gesichert, Entstörungsdienst rund um die Uhr',
    image: image('gas-pipe', 'Gasversorgungsleitung der NEW Netz GmbH.'),
    html: `<p>Die NEW sieht die Versorgung mit Erdgas für den kommenden Winter gesichert. Die deutschen Gasspeicher sind gut gefüllt, die Netze wurden im Sommer gewartet.</p>
<p>Der Entstörungsdienst der NEW Netz GmbH ist an 365 Tagen rund um die Uhr erreichbar. Wer Gas riecht, sollte das Gebäude verlassen und den Entstörungsdienst von draußen anrufen.</p>
<h3>Tipps zum Energiesparen</h3>
<ul>
<li>Heizung entlüften und hydraulisch abgleichen lassen</li>
<li>Raumtemperatur um ein Grad senken spart etwa sechs Prozent Energie</li>
<li>Stoßlüften statt Kippfenster</li>
</ul>
${CONTACT}`,
    persons: ['melanie-thelen'],
  },
  {
    date: '2026-11-12',
    title: 'Netzentgelte 2027: Moderate Entwicklung trotz Ausbau',
    subtitle: 'Bundeszuschuss dämpft die Kosten des Netzausbaus',
    image: image('substation', 'Umspannwerk im Netz der NEW.'),
    html: `<p>Die NEW Netz GmbH hat die vorläufigen Netzentgelte für 2027 veröffentlicht. Für Haushaltskunden steigen die Stromnetzentgelte um rund zwei Prozent, die Gasnetzentgelte bleiben nahezu unverändert.</p>
<p>Der Ausbau für Wärmepumpen, Ladepunkte und Photovoltaik erfordert weiterhin hohe Investitionen. Die Entgelte werden von der Bundesnetzagentur geprüft.</p>
${CONTACT}`,
    persons: ['andreas-kamps'],
  },
  {
    date: '2026-11-19',
    title: 'Spatenstich für Großwärmepumpe am Klärwerk',
    subtitle: 'Abwasserwärme für 5.000 Haushalte in Mönchengladbach',
    image: image('construction', 'Baufeld für die Großwärmepumpe.'),
    html: `<p>Am Klärwerk in Mönchengladbach-Neuwerk hat der Bau einer Großwärmepumpe begonnen. Sie nutzt die Wärme des gereinigten Abwassers und speist sie in das Fernwärmenetz ein.</p>
<p>Mit 18 Megawatt Leistung kann die Anlage rechnerisch 5.000 Haushalte versorgen und ersetzt einen Teil der bisherigen Erzeugung aus Erdgas. Das Projekt wird aus der Bundesförderung für effiziente Wärmenetze unterstützt.</p>
<h3>Zeitplan</h3>
<ul>
<li>Bauphase: bis Herbst 2028</li>
<li>Einsparung: rund 25.000 Tonnen CO₂ pro Jahr</li>
</ul>
${CONTACT}`,
    persons: ['julia-hermanns', 'martin-vogels'],
  },
];
