import type { PdfBlock } from '../pdf.ts';

export interface DemoDownload {
  /** File name under assets/downloads. */
  file: string;
  /** The human label of the 'Downloads' list. */
  caption: string;
  title: string;
  subtitle: string;
  author: string;
  /** yyyy-mm-dd, becomes the PDF's creation date. */
  date: string;
  blocks: readonly PdfBlock[];
}

const NETZ = 'NEW Netz GmbH';
const AG = 'NEW AG';
const WASSER = 'NEW Niederrhein Wasser GmbH';

/** Small demo PDFs; the texts describe fictional procedures in the way real leaflets do. */
export const DEMO_DOWNLOADS = {
  merkblattNetzanschluss: {
    file: 'merkblatt-netzanschluss-strom.pdf',
    caption: 'Merkblatt Netzanschluss (PDF)',
    title: 'Merkblatt Netzanschluss Strom',
    subtitle: 'Für kommunale Gebäude, Baugebiete und Anlagen · Stand Januar 2026',
    author: NETZ,
    date: '2026-01-12',
    blocks: [
      { h: 'Wann brauchen Sie einen neuen Anschluss?' },
      {
        p: 'Ein neuer oder geänderter Netzanschluss ist erforderlich, wenn ein Gebäude neu errichtet wird, die benötigte Leistung steigt (zum Beispiel durch Wärmepumpen oder Ladepunkte) oder eine Erzeugungsanlage ab 30 kW angeschlossen werden soll.',
      },
      { h: 'Diese Unterlagen benötigen wir' },
      { li: 'Lageplan im Maßstab 1:500 mit gewünschtem Hausanschlussraum' },
      { li: 'Angabe der Gesamtleistung und der größten Einzelverbraucher' },
      { li: 'Bei Erzeugungsanlagen: Datenblätter von Modulen, Wechselrichter und Speicher' },
      { li: 'Name des eingetragenen Elektroinstallateurs' },
      { h: 'Ablauf und Fristen' },
      {
        p: 'Nach Eingang der vollständigen Unterlagen prüfen wir die Netzkapazität und senden Ihnen innerhalb von zehn Werktagen ein Angebot. Nach Auftragserteilung beträgt die Bauzeit in der Regel vier bis acht Wochen; Tiefbau im öffentlichen Straßenraum stimmen wir mit Ihrem Bauamt ab.',
      },
      { h: 'Kosten' },
      {
        p: 'Die Kosten richten sich nach den ergänzenden Bedingungen der NEW Netz GmbH zur Niederspannungsanschlussverordnung. Für Anschlüsse über 30 kW berechnen wir zusätzlich einen Baukostenzuschuss.',
      },
    ],
  },
  antragBaustrom: {
    file: 'antrag-baustrom-veranstaltungen.pdf',
    caption: 'Antrag Baustrom und Veranstaltungsstrom (PDF)',
    title: 'Antrag Baustrom und Veranstaltungsstrom',
    subtitle: 'Zeitlich begrenzte Anschlüsse · Stand März 2026',
    author: NETZ,
    date: '2026-03-02',
    blocks: [
      { h: 'Wofür gilt dieser Antrag?' },
      {
        p: 'Für Baustellen, Wochenmärkte, Stadtfeste und Weihnachtsmärkte stellen wir zeitlich begrenzte Anschlüsse bereit – über einen Baustromverteiler oder einen Unterflurverteiler im Straßenraum.',
      },
      { h: 'Angaben im Antrag' },
      { li: 'Ort, Zeitraum und Ansprechperson vor Ort' },
      { li: 'Benötigte Leistung je Anschlusspunkt (z. B. 3 × 32 A)' },
      { li: 'Anzahl der Anschlusspunkte und Kabelwege' },
      { h: 'Fristen' },
      {
        p: 'Bitte stellen Sie den Antrag spätestens vier Wochen vor Beginn, für Großveranstaltungen mit mehr als 200 kW spätestens acht Wochen vorher. Kurzfristige Anfragen bearbeiten wir nach Möglichkeit, können den Termin aber nicht garantieren.',
      },
    ],
  },
  checklisteLadeinfrastruktur: {
    file: 'checkliste-ladeinfrastruktur.pdf',
    caption: 'Checkliste Ladeinfrastruktur für Kommunen (PDF)',
    title: 'Checkliste Ladeinfrastruktur',
    subtitle: 'Von der Standortidee bis zum ersten Ladevorgang · Stand Februar 2026',
    author: AG,
    date: '2026-02-16',
    blocks: [
      { h: '1. Standort prüfen' },
      { li: 'Öffentlich zugänglich rund um die Uhr?' },
      { li: 'Mindestens zwei Stellplätze, möglichst längs zur Fahrbahn' },
      { li: 'Netzanschluss in maximal 30 m Entfernung' },
      { h: '2. Rahmen klären' },
      { li: 'Gestattungsvertrag für die Nutzung der Fläche' },
      {
        li: 'Beschilderung nach StVO (Zeichen 314 mit Zusatzzeichen „Elektrofahrzeuge während des Ladevorgangs“)',
      },
      { li: 'Fördermöglichkeiten und Ratsbeschluss' },
      { h: '3. Bau und Betrieb' },
      {
        p: 'Die NEW übernimmt Planung, Netzanschluss, Bau und Betrieb einschließlich Störungsdienst und Abrechnung. Die Ladepunkte werden bei der Bundesnetzagentur gemeldet und sind in allen gängigen Lade-Apps sichtbar.',
      },
    ],
  },
  produktblattOekostrom: {
    file: 'produktblatt-oekostrom-kommunen.pdf',
    caption: 'Produktblatt Ökostrom für Kommunen (PDF)',
    title: 'Ökostrom für kommunale Liegenschaften',
    subtitle: 'NEW Niederrhein Energie und Wasser GmbH · Stand Januar 2026',
    author: 'NEW Niederrhein Energie und Wasser GmbH',
    date: '2026-01-05',
    blocks: [
      { h: 'Das Produkt' },
      {
        p: 'Strom aus 100 Prozent erneuerbaren Quellen mit Herkunftsnachweisen aus dem Herkunftsnachweisregister des Umweltbundesamtes. Ein Teil stammt aus Wind- und Solarparks der NEW in der Region.',
      },
      { h: 'Kommunalrabatt' },
      {
        p: 'Für Lieferstellen, die dem Kommunalrabatt unterliegen, wird der Rabatt auf der Rechnung ausgewiesen. Welche Lieferstellen berücksichtigt sind, sehen Sie im Portal unter „Lieferstellen“.',
      },
      { h: 'Vertragslaufzeit' },
      { li: 'Laufzeit ein bis drei Jahre, Preisgarantie auf den Energiepreis' },
      { li: 'Sammelrechnung für alle Liegenschaften möglich' },
      { li: 'Jährlicher Nachweis für Ihren Klimaschutzbericht' },
    ],
  },
  merkblattGasanschluss: {
    file: 'merkblatt-gasanschluss-stilllegung.pdf',
    caption: 'Merkblatt Gasanschluss und Stilllegung (PDF)',
    title: 'Gasanschluss und Stilllegung',
    subtitle: 'Hinweise für kommunale Gebäude · Stand April 2026',
    author: NETZ,
    date: '2026-04-08',
    blocks: [
      { h: 'Neuer Anschluss' },
      {
        p: 'Neue Gasanschlüsse planen wir nur noch, wenn das Gebäude in einem Gebiet liegt, in dem das Gasnetz laut Wärmeplan langfristig erhalten bleibt. Bitte sprechen Sie uns vor der Planung an.',
      },
      { h: 'Stilllegung bei Heizungswechsel' },
      {
        p: 'Wechseln Sie auf eine Wärmepumpe oder einen Fernwärmeanschluss, wird der Gasanschluss vorübergehend gesperrt oder dauerhaft vom Netz getrennt. Eine dauerhafte Trennung erfolgt an der Versorgungsleitung im Gehweg.',
      },
      { li: 'Sperrung: Zähler wird ausgebaut, Leitung bleibt im Gebäude' },
      { li: 'Trennung: Anschlussleitung wird an der Hauptleitung abgetrennt' },
      { li: 'Vorlauf: sechs bis acht Wochen' },
    ],
  },
  faktenblattGasnetz: {
    file: 'faktenblatt-gasnetz-transformation.pdf',
    caption: 'Faktenblatt Gasnetz-Transformationsplan (PDF)',
    title: 'Gasnetz-Transformationsplan',
    subtitle: 'Wie das Gasnetz Teil der Wärmeplanung wird · Stand Mai 2026',
    author: NETZ,
    date: '2026-05-20',
    blocks: [
      { h: 'Worum es geht' },
      {
        p: 'Der Gasnetz-Transformationsplan beschreibt, welche Teile des Gasnetzes bis 2045 stillgelegt, für Biomethan genutzt oder auf Wasserstoff umgestellt werden können. Er ergänzt den kommunalen Wärmeplan.',
      },
      { h: 'Vorgehen' },
      { li: 'Bestandsaufnahme: Alter, Material und Auslastung aller Leitungen' },
      { li: 'Abgleich mit den Wärmeversorgungsgebieten des Wärmeplans' },
      { li: 'Szenarien für Weiterbetrieb, Umstellung und Stilllegung' },
      { li: 'Abstimmung mit Kommune, Kunden und vorgelagertem Netzbetreiber' },
    ],
  },
  trinkwasseranalyse: {
    file: 'trinkwasseranalyse-2026.pdf',
    caption: 'Trinkwasseranalyse 2026 (PDF)',
    title: 'Trinkwasseranalyse 2026',
    subtitle: 'Mittelwerte der Versorgungsgebiete · Stand Oktober 2026',
    author: WASSER,
    date: '2026-10-01',
    blocks: [
      { h: 'Hinweis' },
      {
        p: 'Die Werte sind Jahresmittelwerte der Demo-Daten und dienen der Darstellung im Kommunalportal. Verbindliche Analysen stellt Ihnen die Wasserversorgung auf Anfrage bereit.',
      },
      { h: 'Ausgewählte Parameter' },
      { li: 'Gesamthärte: 12,4 °dH (Härtebereich mittel)' },
      { li: 'Nitrat: 14 mg/l (Grenzwert 50 mg/l)' },
      { li: 'pH-Wert: 7,6' },
      { li: 'Calcium: 68 mg/l, Magnesium: 12 mg/l' },
      { li: 'Mikrobiologie: ohne Befund' },
      { h: 'Untersuchungsumfang' },
      {
        p: 'Untersucht wird nach der Trinkwasserverordnung an Wasserwerksausgängen und repräsentativen Entnahmestellen im Netz, darunter Schulen und Kindergärten.',
      },
    ],
  },
  merkblattHydranten: {
    file: 'merkblatt-loeschwasser-hydranten.pdf',
    caption: 'Merkblatt Löschwasser und Hydranten (PDF)',
    title: 'Löschwasser und Hydranten',
    subtitle: 'Zusammenarbeit mit den Feuerwehren · Stand Februar 2026',
    author: WASSER,
    date: '2026-02-03',
    blocks: [
      { h: 'Grundschutz' },
      {
        p: 'Die Löschwasserversorgung aus dem Trinkwassernetz richtet sich nach dem DVGW-Arbeitsblatt W 405. Wir teilen Ihnen für jedes Baugebiet mit, welche Löschwassermenge über wie viele Stunden verfügbar ist.',
      },
      { h: 'Wartung' },
      { li: 'Inspektion aller Hydranten im Vier-Jahres-Rhythmus' },
      { li: 'Mängel werden innerhalb von 48 Stunden gemeldet' },
      { li: 'Hydrantenpläne als Geodaten für die Leitstelle' },
      { h: 'Entnahme durch Dritte' },
      {
        p: 'Für Straßenreinigung, Baustellen und Veranstaltungen verleihen wir Standrohre mit Wasserzähler. Die Entnahme ohne Standrohr ist nicht erlaubt.',
      },
    ],
  },
  merkblattWasseranschluss: {
    file: 'merkblatt-wasserhausanschluss.pdf',
    caption: 'Merkblatt Wasserhausanschluss (PDF)',
    title: 'Wasserhausanschluss',
    subtitle: 'Neubau, Änderung und Trennung · Stand Januar 2026',
    author: WASSER,
    date: '2026-01-20',
    blocks: [
      { h: 'Antrag' },
      {
        p: 'Den Antrag stellt die Eigentümerin oder der Eigentümer des Grundstücks. Für kommunale Gebäude übernimmt das die Gebäudewirtschaft. Benötigt werden Lageplan, Grundriss des Kellers und der geplante Spitzenbedarf.',
      },
      { h: 'Ausführung' },
      { li: 'Verlegung frostfrei in mindestens 1,20 m Tiefe' },
      { li: 'Hauseinführung mit gas- und wasserdichter Mehrspartendurchführung' },
      { li: 'Wasserzähler und Rückflussverhinderer im Hausanschlussraum' },
      { h: 'Kosten' },
      {
        p: 'Die Kosten werden nach tatsächlichem Aufwand berechnet. Bei gemeinsamer Verlegung mit Strom, Gas und Glasfaser reduziert sich der Tiefbauanteil deutlich.',
      },
    ],
  },
  leitfadenStarkregen: {
    file: 'leitfaden-starkregenvorsorge.pdf',
    caption: 'Leitfaden Starkregenvorsorge für Kommunen (PDF)',
    title: 'Starkregenvorsorge in Kommunen',
    subtitle: 'Von der Gefahrenkarte zum Handlungskonzept · Stand Juni 2026',
    author: AG,
    date: '2026-06-10',
    blocks: [
      { h: 'Warum Starkregen anders ist als Hochwasser' },
      {
        p: 'Starkregen kann überall auftreten, auch fern von Flüssen. Kanalnetze sind für häufige Regen bemessen; bei seltenen Ereignissen fließt das Wasser oberirdisch ab. Entscheidend ist, wohin es fließt.',
      },
      { h: 'Schritte' },
      { li: 'Starkregengefahrenkarten für seltene und extreme Ereignisse' },
      { li: 'Risikoanalyse für Schulen, Kitas, Pflegeheime und Infrastruktur' },
      { li: 'Handlungskonzept mit Notwasserwegen und Rückhalteflächen' },
      { li: 'Information der Bürgerinnen und Bürger' },
      { h: 'Förderung' },
      {
        p: 'Das Land NRW fördert Starkregenrisikomanagement. Die Fördermittelberatung der NEW prüft mit Ihnen die aktuellen Aufrufe.',
      },
    ],
  },
  merkblattGrundstuecksentwaesserung: {
    file: 'merkblatt-grundstuecksentwaesserung.pdf',
    caption: 'Merkblatt Grundstücksentwässerung (PDF)',
    title: 'Grundstücksentwässerung',
    subtitle: 'Dichtheit, Rückstauschutz, Regenwasser · Stand März 2026',
    author: AG,
    date: '2026-03-18',
    blocks: [
      { h: 'Rückstauschutz' },
      {
        p: 'Alle Ablaufstellen unterhalb der Rückstauebene (in der Regel die Straßenoberkante) müssen gegen Rückstau gesichert sein – durch eine Hebeanlage oder einen Rückstauverschluss.',
      },
      { h: 'Dichtheitsprüfung' },
      {
        p: 'In Wasserschutzgebieten sind private Abwasserleitungen nach der Selbstüberwachungsverordnung Abwasser zu prüfen. Die Fristen legt Ihre Kommune per Satzung fest.',
      },
      { h: 'Regenwasser' },
      { li: 'Abkopplung von Dachflächen entlastet den Kanal' },
      { li: 'Versickerung nur mit Erlaubnis der Unteren Wasserbehörde' },
      { li: 'Zisternen zur Gartenbewässerung sind gebührenrelevant' },
    ],
  },
  beispielLed: {
    file: 'beispielrechnung-led-umruestung.pdf',
    caption: 'Beispielrechnung LED-Umrüstung (PDF)',
    title: 'Beispielrechnung LED-Umrüstung',
    subtitle: 'Musterkommune mit 3.000 Lichtpunkten · Stand Februar 2026',
    author: AG,
    date: '2026-02-24',
    blocks: [
      { h: 'Ausgangslage' },
      {
        p: 'Eine Musterkommune betreibt 3.000 Lichtpunkte, davon 1.800 mit Natriumdampf-Hochdrucklampen (70 W) und 1.200 mit älteren Leuchtstofflampen. Der Jahresverbrauch liegt bei rund 1,1 Millionen kWh.',
      },
      { h: 'Maßnahme' },
      { li: 'Austausch gegen LED-Leuchten mit 2.700 Kelvin und 18 bis 30 W' },
      { li: 'Nachtabsenkung um 50 Prozent von 22 bis 5 Uhr' },
      { li: 'Bündelung in drei Bauabschnitten über drei Jahre' },
      { h: 'Ergebnis' },
      {
        p: 'Der Verbrauch sinkt auf rund 380.000 kWh im Jahr. Bei einem Strompreis von 28 ct/kWh ergibt sich eine Einsparung von etwa 200.000 Euro jährlich; die Investition amortisiert sich ohne Förderung nach rund acht Jahren.',
      },
    ],
  },
  formularSonderbeleuchtung: {
    file: 'formular-sonderbeleuchtung.pdf',
    caption: 'Formular Weihnachts- und Sonderbeleuchtung (PDF)',
    title: 'Weihnachts- und Sonderbeleuchtung',
    subtitle: 'Anschluss an die Straßenbeleuchtung · Stand September 2026',
    author: AG,
    date: '2026-09-01',
    blocks: [
      { h: 'Voraussetzungen' },
      {
        p: 'Schmuckbeleuchtung kann an geeignete Masten der Straßenbeleuchtung angeschlossen werden, wenn Statik und Anschlussleistung ausreichen. Wir prüfen jeden Mast vor der Freigabe.',
      },
      { h: 'Fristen' },
      { li: 'Anmeldung für die Adventszeit bis zum 15. September' },
      { li: 'Montage ab dem 1. November, Demontage bis zum 31. Januar' },
      { li: 'Abrechnung des Stroms pauschal nach Anschlussleistung' },
    ],
  },
  leitfadenWaermeplanung: {
    file: 'leitfaden-kommunale-waermeplanung.pdf',
    caption: 'Leitfaden Kommunale Wärmeplanung (PDF)',
    title: 'Leitfaden Kommunale Wärmeplanung',
    subtitle: 'Was Kommunen bis 2028 erledigen müssen · Stand Juli 2026',
    author: AG,
    date: '2026-07-06',
    blocks: [
      { h: 'Rechtlicher Rahmen' },
      {
        p: 'Das Wärmeplanungsgesetz verpflichtet Gemeinden mit bis zu 100.000 Einwohnern, bis zum 30. Juni 2028 einen Wärmeplan vorzulegen; größere Städte mussten dies bis zum 30. Juni 2026 tun. In NRW regelt das Landeswärmeplanungsgesetz die Zuständigkeiten.',
      },
      { h: 'Die vier Schritte' },
      { li: 'Eignungsprüfung und Bestandsanalyse' },
      { li: 'Potenzialanalyse für erneuerbare Wärme und Abwärme' },
      { li: 'Zielszenario und Einteilung in Wärmeversorgungsgebiete' },
      { li: 'Umsetzungsstrategie mit konkreten Maßnahmen' },
      { h: 'Was die NEW beiträgt' },
      {
        p: 'Wir liefern anonymisierte Verbrauchsdaten aus Strom- und Gasnetz, bewerten Netzgebiete, rechnen Wärmenetz-Varianten und begleiten die Beteiligung der Öffentlichkeit.',
      },
    ],
  },
  ablaufQuartier: {
    file: 'ablauf-quartiersentwicklung.pdf',
    caption: 'Ablauf einer Quartiersentwicklung (PDF)',
    title: 'Quartiersentwicklung in sieben Schritten',
    subtitle: 'Typische Projektdauer vier bis acht Monate · Stand April 2026',
    author: AG,
    date: '2026-04-20',
    blocks: [
      { h: 'Die Schritte' },
      { li: '1. Erstgespräch und Zieldefinition' },
      { li: '2. Datenerhebung zu Gebäuden, Verbräuchen und Flächen' },
      { li: '3. Potenzialanalyse für Wärme, Strom und Mobilität' },
      { li: '4. Variantenvergleich mit Kosten und CO₂-Bilanz' },
      { li: '5. Beteiligung von Eigentümern und Bewohnern' },
      { li: '6. Konzept mit Fördermittelplan' },
      { li: '7. Umsetzung und Betrieb' },
      { h: 'Was Sie mitbringen' },
      {
        p: 'Einen Bebauungsplan oder Lageplan, Ansprechpersonen in Planung und Liegenschaften sowie die Bereitschaft, Eigentümerinnen und Eigentümer früh einzubinden.',
      },
    ],
  },
  faktenblattWaermenetze: {
    file: 'faktenblatt-waermenetze.pdf',
    caption: 'Faktenblatt Nah- und Fernwärme (PDF)',
    title: 'Nah- und Fernwärme',
    subtitle: 'Wann sich ein Wärmenetz lohnt · Stand März 2026',
    author: AG,
    date: '2026-03-09',
    blocks: [
      { h: 'Faustregeln' },
      { li: 'Wärmeliniendichte ab etwa 1,5 MWh pro Meter Trasse und Jahr' },
      { li: 'Große Ankerkunden wie Schulen, Hallenbäder und Wohnblöcke' },
      { li: 'Verfügbare Wärmequelle: Abwärme, Abwasser, Geothermie, Großwärmepumpe' },
      { h: 'Förderung' },
      {
        p: 'Die Bundesförderung für effiziente Wärmenetze (BEW) fördert Machbarkeitsstudien, Transformationspläne und den Bau neuer Netze mit einem hohen Anteil erneuerbarer Wärme.',
      },
    ],
  },
  merkblattLeerrohre: {
    file: 'merkblatt-mitverlegung-leerrohre.pdf',
    caption: 'Merkblatt Mitverlegung von Leerrohren (PDF)',
    title: 'Mitverlegung von Leerrohren',
    subtitle: 'Eine Straße, einmal aufgraben · Stand Januar 2026',
    author: AG,
    date: '2026-01-26',
    blocks: [
      { h: 'Prinzip' },
      {
        p: 'Bei jeder Tiefbaumaßnahme der NEW prüfen wir, ob Leerrohre für Glasfaser mitverlegt werden können. Umgekehrt melden Kommunen ihre Straßenbauprojekte frühzeitig, damit wir unsere Leitungen anpassen.',
      },
      { h: 'Meldefristen' },
      { li: 'Jahresbauprogramm der Kommune bis zum 30. November des Vorjahres' },
      { li: 'Einzelmaßnahmen spätestens sechs Monate vor Baubeginn' },
      { li: 'Koordinierung im Rahmen des Telekommunikationsgesetzes (§ 143 TKG)' },
    ],
  },
  pvDachcheck: {
    file: 'checkliste-pv-dachcheck.pdf',
    caption: 'Checkliste PV-Dachcheck (PDF)',
    title: 'PV-Dachcheck für kommunale Gebäude',
    subtitle: 'Welche Dächer eignen sich? · Stand Mai 2026',
    author: AG,
    date: '2026-05-04',
    blocks: [
      { h: 'Prüfpunkte' },
      { li: 'Dachfläche ab 100 m², möglichst wenig Verschattung' },
      { li: 'Restnutzungsdauer der Dachhaut mindestens 20 Jahre' },
      { li: 'Statische Reserve von etwa 15 kg/m²' },
      { li: 'Eigenverbrauch tagsüber, z. B. Schule, Bauhof, Verwaltung' },
      { h: 'Modelle' },
      {
        p: 'Im Pachtmodell plant, finanziert und betreibt die NEW die Anlage; die Kommune bezieht den Solarstrom zu einem festen Preis. Im Kaufmodell geht die Anlage in das Eigentum der Kommune über.',
      },
    ],
  },
  contractingUeberblick: {
    file: 'contracting-ueberblick.pdf',
    caption: 'Contracting im Überblick (PDF)',
    title: 'Energie-Contracting',
    subtitle: 'Modernisieren ohne eigene Investition · Stand Februar 2026',
    author: AG,
    date: '2026-02-09',
    blocks: [
      { h: 'Leistungen' },
      { li: 'Planung, Finanzierung und Bau der Anlage' },
      { li: 'Betrieb, Wartung, Störungsdienst rund um die Uhr' },
      { li: 'Brennstoff- oder Strombeschaffung' },
      { h: 'Preisgestaltung' },
      {
        p: 'Der Grundpreis deckt Investition und Wartung, der Arbeitspreis die gelieferte Wärme. Beide Preise werden jährlich nach veröffentlichten Indizes angepasst. Die Vertragslaufzeit beträgt meist 10 bis 15 Jahre.',
      },
    ],
  },
  steckbriefLorawan: {
    file: 'steckbrief-lorawan-pilotprojekt.pdf',
    caption: 'Steckbrief LoRaWAN-Pilotprojekt (PDF)',
    title: 'LoRaWAN-Pilotprojekt',
    subtitle: 'Sensorik für Kommunen ausprobieren · Stand August 2026',
    author: AG,
    date: '2026-08-17',
    blocks: [
      { h: 'Paket' },
      { li: 'Bis zu 20 Sensoren nach Wahl (Pegel, Bodenfeuchte, Füllstand, Parken)' },
      { li: 'Nutzung des LoRaWAN-Netzes der NEW' },
      { li: 'Dashboard mit Schwellwert-Alarmen per E-Mail' },
      { li: 'Laufzeit drei bis sechs Monate' },
      { h: 'Nach dem Pilot' },
      {
        p: 'Gemeinsam werten wir aus, welchen Nutzen die Sensoren gebracht haben. Bewährte Anwendungen können Sie im Regelbetrieb weiterführen; die Daten gehören Ihrer Kommune.',
      },
    ],
  },
  belegungSchulschwimmen: {
    file: 'antrag-belegung-schulschwimmen.pdf',
    caption: 'Antrag Belegungszeiten Schulschwimmen (PDF)',
    title: 'Belegungszeiten Schulschwimmen',
    subtitle: 'Schuljahr 2027/28 · Antragsfrist 31. März 2027',
    author: 'NEW mobil und aktiv Mönchengladbach GmbH',
    date: '2026-10-12',
    blocks: [
      { h: 'Angaben' },
      { li: 'Schule, Schulträger und verantwortliche Lehrkraft' },
      { li: 'Gewünschte Wochentage und Uhrzeiten' },
      { li: 'Anzahl der Klassen und Schülerinnen und Schüler' },
      { li: 'Benötigte Wasserfläche (Bahnen, Lehrschwimmbecken)' },
      { h: 'Vergabe' },
      {
        p: 'Wir vergeben die Zeiten bis Ende Mai. Grundschulen werden vorrangig berücksichtigt, damit jedes Kind bis zum Ende der Grundschule sicher schwimmen lernt.',
      },
    ],
  },
  vereinsfoerderung: {
    file: 'teilnahmebedingungen-vereinsfoerderung-2025.pdf',
    caption: 'Teilnahmebedingungen NEW-Vereinsförderung 2025 (PDF)',
    title: 'NEW-Vereinsförderung 2025',
    subtitle: 'Teilnahmebedingungen',
    author: AG,
    date: '2025-03-03',
    blocks: [
      { h: 'Wer teilnehmen kann' },
      {
        p: 'Gemeinnützige Vereine mit Sitz im Versorgungsgebiet der NEW. Jeder Verein kann sich mit einem Projekt bewerben.',
      },
      { h: 'Ablauf' },
      { li: 'Bewerbungsphase und Auswahl von 60 Finalisten je Region in drei Regionen' },
      { li: 'Qualifikation: Abstimmung täglich, Finale: einmalige Abstimmung per SMS-Code' },
      { li: 'Publikumspreis: insgesamt 35.000 Euro, je Verein 300 bis 2.000 Euro' },
      { li: 'Jurypreis: 10 Preise zu je 1.000 Euro' },
      { li: 'Kommunalpreis: 15.000 Euro, je 5.000 Euro pro Region' },
      { h: 'Hinweis' },
      { p: 'Pro Verein dürfen bis zu zwei Ansprechpersonen benannt werden.' },
    ],
  },
  laufserie: {
    file: 'ausschreibung-new-laufserie.pdf',
    caption: 'Ausschreibung NEW-Laufserie (PDF)',
    title: 'NEW-Laufserie',
    subtitle: 'Fünf Läufe über 10 km in der Region',
    author: AG,
    date: '2026-02-02',
    blocks: [
      { h: 'Wertung' },
      {
        p: 'Die Serie besteht aus fünf Läufen über jeweils 10 km. In die Gesamtwertung kommt, wer an mindestens drei Läufen teilnimmt.',
      },
      { h: 'Anmeldung' },
      { li: 'Online-Anmeldung für die gesamte Serie oder einzelne Läufe' },
      { li: 'Die ersten 50 Angemeldeten erhalten ein Starterpaket' },
      { li: 'Startunterlagen am Lauftag ab 8 Uhr' },
    ],
  },
  co2Bilanz: {
    file: 'leitfaden-energie-und-co2-bilanz.pdf',
    caption: 'Leitfaden Energie- und CO₂-Bilanz (PDF)',
    title: 'Energie- und CO₂-Bilanz',
    subtitle: 'Datengrundlage für Klimaschutzkonzepte · Stand Januar 2026',
    author: AG,
    date: '2026-01-28',
    blocks: [
      { h: 'Welche Daten die NEW liefert' },
      { li: 'Strom- und Gasabsatz nach Sektoren, aggregiert und anonymisiert' },
      { li: 'Einspeisung aus Photovoltaik, Wind und KWK' },
      { li: 'Anzahl der Wärmepumpen und Ladepunkte im Netz' },
      { h: 'Methodik' },
      {
        p: 'Die Bilanz folgt dem BISKO-Standard, damit Ihre Ergebnisse mit anderen Kommunen vergleichbar sind. Die Daten stellen wir jährlich bis zum 30. April für das Vorjahr bereit.',
      },
    ],
  },
  kommunalrabatt: {
    file: 'merkblatt-kommunalrabatt.pdf',
    caption: 'Merkblatt Kommunalrabatt (PDF)',
    title: 'Kommunalrabatt',
    subtitle: 'Wie der Rabatt auf Lieferstellen berechnet wird · Stand Januar 2026',
    author: 'NEW Niederrhein Energie und Wasser GmbH',
    date: '2026-01-14',
    blocks: [
      { h: 'Grundlage' },
      {
        p: 'Der Kommunalrabatt nach der Konzessionsabgabenverordnung beträgt bis zu 10 Prozent des Rechnungsbetrags für den in Niederspannung abgerechneten Eigenverbrauch der Gemeinde.',
      },
      { h: 'Im Portal' },
      { li: 'Liste aller Lieferstellen Ihrer Kommune mit Rabattkennzeichen' },
      { li: 'Änderungsmeldung, wenn eine Lieferstelle fehlt oder falsch zugeordnet ist' },
      { li: 'Jahresübersicht als Nachweis für die Kämmerei' },
    ],
  },
} as const satisfies Record<string, DemoDownload>;

export type DownloadKey = keyof typeof DEMO_DOWNLOADS;
