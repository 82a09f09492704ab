import { foldGerman, slugify } from '../slug.ts';

/** Drives only the portrait's hair style; the portal itself does not store it. */
export type PortraitStyle = 'f' | 'm';

export interface DemoPerson {
  firstname: string;
  lastname: string;
  style: PortraitStyle;
  customTitle: string;
  /** Extension of the switchboard 02161 4910. */
  extension: number;
  info: string;
}

/** Fictional staff of the utility; any likeness to real people is coincidental. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  // Regional leaders, one per district of the supply area.
  {
    firstname: 'Markus',
    lastname: 'Brandt',
    style: 'm',
    customTitle: 'Regionalleiter Kreis Viersen',
    extension: 101,
    info: 'Verantwortet die Zusammenarbeit mit den Städten und Gemeinden im Kreis Viersen und ist Ihr Ansprechpartner für strategische Fragen, Konzessionen und gemeinsame Projekte.',
  },
  {
    firstname: 'Sabine',
    lastname: 'Küpper',
    style: 'f',
    customTitle: 'Regionalleiterin Rhein-Kreis Neuss',
    extension: 102,
    info: 'Begleitet Korschenbroich, Jüchen und Grevenbroich durch den Strukturwandel im Rheinischen Revier und koordiniert die Projekte der NEW im Rhein-Kreis Neuss.',
  },
  {
    firstname: 'Thomas',
    lastname: 'Heinrichs',
    style: 'm',
    customTitle: 'Regionalleiter Kreis Heinsberg',
    extension: 103,
    info: 'Ist für die neun Partnerkommunen im Kreis Heinsberg zuständig, von Erkelenz bis zum Selfkant, und bündelt dort Netz-, Wasser- und Energiethemen.',
  },
  {
    firstname: 'Claudia',
    lastname: 'Wolters',
    style: 'f',
    customTitle: 'Regionalleiterin Mönchengladbach',
    extension: 104,
    info: 'Leitet die kommunale Zusammenarbeit mit der Stadt Mönchengladbach, dem größten Partner der NEW, und verantwortet die Stadtwerke-Themen vor Ort.',
  },
  // Commune partners (Kommunalbetreuung).
  {
    firstname: 'Jan',
    lastname: 'Peters',
    style: 'm',
    customTitle: 'Kommunalbetreuer',
    extension: 121,
    info: 'Betreut die Städte Viersen und Tönisvorst. Erster Ansprechpartner für Verwaltung und Politik bei allen Fragen rund um Energie, Wasser und Mobilität.',
  },
  {
    firstname: 'Anna',
    lastname: 'Schmitz',
    style: 'f',
    customTitle: 'Kommunalbetreuerin',
    extension: 122,
    info: 'Betreut Brüggen, Niederkrüchten und Schwalmtal an der Grenze zu den Niederlanden. Schwerpunkte: Straßenbeleuchtung, Breitband und kommunale Liegenschaften.',
  },
  {
    firstname: 'Stefan',
    lastname: 'Janssen',
    style: 'm',
    customTitle: 'Kommunalbetreuer',
    extension: 123,
    info: 'Ansprechpartner der Stadtverwaltung Mönchengladbach für Konzessionsverträge, Verbrauchsdaten und den Kommunalrabatt.',
  },
  {
    firstname: 'Julia',
    lastname: 'Hermanns',
    style: 'f',
    customTitle: 'Kommunalbetreuerin',
    extension: 124,
    info: 'Betreut Korschenbroich und Jüchen. Begleitet die Kommunen bei der Wärmeplanung und bei Förderanträgen für Klimaschutzprojekte.',
  },
  {
    firstname: 'Michael',
    lastname: 'Lenzen',
    style: 'm',
    customTitle: 'Kommunalbetreuer',
    extension: 125,
    info: 'Betreut die Stadt Grevenbroich. Schwerpunkte sind die Energieversorgung neuer Gewerbegebiete und der Ausbau der Ladeinfrastruktur.',
  },
  {
    firstname: 'Katrin',
    lastname: 'Dahmen',
    style: 'f',
    customTitle: 'Kommunalbetreuerin',
    extension: 126,
    info: 'Betreut Erkelenz und Wegberg, unter anderem bei der Entwicklung der Erkelenzer Umsiedlungsorte und bei Quartierskonzepten.',
  },
  {
    firstname: 'Daniel',
    lastname: 'Gerards',
    style: 'm',
    customTitle: 'Kommunalbetreuer',
    extension: 127,
    info: 'Betreut Wassenberg und Hückelhoven. Ansprechpartner für Netzanschlüsse kommunaler Gebäude und für Photovoltaik auf Dächern der Kommune.',
  },
  {
    firstname: 'Nicole',
    lastname: 'Houben',
    style: 'f',
    customTitle: 'Kommunalbetreuerin',
    extension: 128,
    info: 'Betreut Geilenkirchen und Übach-Palenberg. Koordiniert Baumaßnahmen im Netz mit den Bauämtern und informiert frühzeitig über Termine.',
  },
  {
    firstname: 'Frank',
    lastname: 'Coenen',
    style: 'm',
    customTitle: 'Kommunalbetreuer',
    extension: 129,
    info: 'Betreut Waldfeucht, Gangelt und Selfkant im Westen des Kreises Heinsberg, mit Schwerpunkt auf Breitbandausbau und Einspeisung aus Windenergie.',
  },
  {
    firstname: 'Laura',
    lastname: 'Wirtz',
    style: 'f',
    customTitle: 'Kommunalpartnerin Kreis Heinsberg',
    extension: 131,
    info: 'Unterstützt die Kommunalbetreuung im Kreis Heinsberg und vertritt die zuständigen Kommunalbetreuer bei Abwesenheit.',
  },
  {
    firstname: 'Tobias',
    lastname: 'Beckers',
    style: 'm',
    customTitle: 'Key-Account-Manager Kommunen',
    extension: 132,
    info: 'Kümmert sich um Energielieferverträge kommunaler Einrichtungen, Ausschreibungen und Bündelkunden der Städte Mönchengladbach, Viersen und Grevenbroich.',
  },
  // Specialists named on the service areas.
  {
    firstname: 'Andreas',
    lastname: 'Kamps',
    style: 'm',
    customTitle: 'Leiter Netzvertrieb Strom',
    extension: 201,
    info: 'Verantwortet Netzanschlüsse, Netzausbau und die Konzessionsabgaben in der Sparte Strom.',
  },
  {
    firstname: 'Yusuf',
    lastname: 'Demir',
    style: 'm',
    customTitle: 'Netzanschlussberater',
    extension: 202,
    info: 'Berät Kommunen bei Anschlüssen für Schulen, Sporthallen, Ladepunkte und Baugebiete – von der Anfrage bis zur Inbetriebnahme.',
  },
  {
    firstname: 'Melanie',
    lastname: 'Thelen',
    style: 'f',
    customTitle: 'Ansprechpartnerin Erdgasversorgung',
    extension: 211,
    info: 'Zuständig für das Gasverteilnetz, Sicherheitsfragen und die Transformation der Gasnetze hin zu klimaneutralen Gasen.',
  },
  {
    firstname: 'Christian',
    lastname: 'Mertens',
    style: 'm',
    customTitle: 'Leiter Wassergewinnung',
    extension: 221,
    info: 'Verantwortet die Wasserwerke, die Trinkwasserqualität und den Schutz der Wassergewinnungsgebiete am Niederrhein.',
  },
  {
    firstname: 'Birgit',
    lastname: 'Scholten',
    style: 'f',
    customTitle: 'Fachbereichsleiterin Abwasser',
    extension: 231,
    info: 'Leitet Betrieb und Sanierung der Kanalnetze, die die NEW im Auftrag der Kommunen führt, einschließlich Starkregenvorsorge.',
  },
  {
    firstname: 'Sebastian',
    lastname: 'Engels',
    style: 'm',
    customTitle: 'Fachreferent Straßenbeleuchtung',
    extension: 241,
    info: 'Plant die Umrüstung auf LED, koordiniert Störungsbeseitigung und berät zu smarter, bedarfsgerechter Beleuchtung.',
  },
  {
    firstname: 'Lisa',
    lastname: 'Baumanns',
    style: 'f',
    customTitle: 'Projektleiterin Elektromobilität',
    extension: 251,
    info: 'Baut mit den Kommunen öffentliche Ladeinfrastruktur auf und betreut die Wunschladesäulen-Karte.',
  },
  {
    firstname: 'Petra',
    lastname: 'Reiners',
    style: 'f',
    customTitle: 'Nachhaltigkeitsmanagerin',
    extension: 261,
    info: 'Verantwortet die Nachhaltigkeitsstrategie der NEW-Gruppe und begleitet kommunale Klimaschutzkonzepte.',
  },
  {
    firstname: 'Martin',
    lastname: 'Vogels',
    style: 'm',
    customTitle: 'Referent Kommunale Wärmeplanung',
    extension: 271,
    info: 'Unterstützt die Kommunen bei Bestandsanalyse, Potenzialanalyse und Zielszenario der kommunalen Wärmeplanung.',
  },
  {
    firstname: 'Jessica',
    lastname: 'Claßen',
    style: 'f',
    customTitle: 'Projektmanagerin Breitbandausbau',
    extension: 281,
    info: 'Koordiniert den geförderten und eigenwirtschaftlichen Glasfaserausbau, insbesondere in Gewerbegebieten und Schulen.',
  },
  {
    firstname: 'Oliver',
    lastname: 'Esser',
    style: 'm',
    customTitle: 'Energieberater Kommunen',
    extension: 291,
    info: 'Berät zu Energiecontrolling, Contracting und der energetischen Sanierung kommunaler Gebäude.',
  },
  {
    firstname: 'Elena',
    lastname: 'Kowalski',
    style: 'f',
    customTitle: 'Projektingenieurin Photovoltaik',
    extension: 292,
    info: 'Plant Photovoltaikanlagen auf Schulen, Rathäusern und Bauhöfen und prüft Pachtmodelle für Dachflächen.',
  },
  {
    firstname: 'Hendrik',
    lastname: 'Bongartz',
    style: 'm',
    customTitle: 'Fördermittelberater',
    extension: 293,
    info: 'Sucht passende Förderprogramme von Bund, Land und EU und unterstützt bei Antrag und Verwendungsnachweis.',
  },
  {
    firstname: 'Kerstin',
    lastname: 'Pohlen',
    style: 'f',
    customTitle: 'Projektleiterin Smart City',
    extension: 301,
    info: 'Verantwortet das LoRaWAN-Funknetz und digitale Anwendungen wie Pegelsensoren, smarte Parkplätze und Füllstandsmessung.',
  },
  {
    firstname: 'Dirk',
    lastname: 'Tillmanns',
    style: 'm',
    customTitle: 'Betriebsleiter Bäder',
    extension: 311,
    info: 'Leitet den Betrieb der Hallen- und Freibäder und ist Ansprechpartner für Schulschwimmen und Vereinszeiten.',
  },
  {
    firstname: 'Sandra',
    lastname: 'Derichs',
    style: 'f',
    customTitle: 'Leiterin Konzessionsmanagement',
    extension: 321,
    info: 'Verantwortet Konzessionsverträge für Strom, Gas und Wasser sowie die Abrechnung der Konzessionsabgaben und Testate.',
  },
  {
    firstname: 'Miriam',
    lastname: 'Straeten',
    style: 'f',
    customTitle: 'Bildungsreferentin',
    extension: 331,
    info: 'Betreut das Bildungsportal, Schulbesuche im Wasserwerk und die Unterrichtsmaterialien rund um Energie und Wasser.',
  },
];

export const personSlug = (p: Pick<DemoPerson, 'firstname' | 'lastname'>): string =>
  slugify(`${p.firstname} ${p.lastname}`);

export const personEmail = (p: Pick<DemoPerson, 'firstname' | 'lastname'>): string =>
  `${foldGerman(p.firstname).toLowerCase()}.${foldGerman(p.lastname).toLowerCase()}@new.example`;

export const personPhone = (p: Pick<DemoPerson, 'extension'>): string => `02161 4910-${p.extension}`;
