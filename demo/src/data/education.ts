import type { PdfBlock } from '../pdf.ts';
import type { Motif } from './media.ts';

// The education portal's demo materials (spec 02 §2, §3 Education). Fictional offers of the utility for
// schools and day-care centres on the Lower Rhine; any likeness to real offers is coincidental.

/** The material categories of the education menu, in menu order. */
export const DEMO_EDUCATION_MENU = [
  {
    key: 'energie',
    name: 'Energie',
    icon: 'bolt',
    title: 'Energie verstehen',
    text: 'Unterrichtsmaterialien, Experimente und Workshops rund um Strom, Wärme und erneuerbare Energien – vom Kita-Projekt bis zur Oberstufe.',
  },
  {
    key: 'wasser',
    name: 'Wasser',
    icon: 'water_drop',
    title: 'Wasser entdecken',
    text: 'Vom Grundwasser bis zum Wasserhahn: Materialien und Besuche rund um Trinkwasser, Abwasser und den Wasserkreislauf am Niederrhein.',
  },
  {
    key: 'klima',
    name: 'Klima',
    icon: 'eco',
    title: 'Klima schützen',
    text: 'Klimawandel, Klimaanpassung und Energiesparen im Schulalltag: Materialien für Projekttage, Energiespar-AGs und den Fachunterricht.',
  },
  {
    key: 'mobilitaet',
    name: 'Mobilität',
    icon: 'electric_car',
    title: 'Mobilität von morgen',
    text: 'Elektromobilität, Busverkehr und der sichere Schulweg: Angebote, die Mobilität erfahrbar machen.',
  },
  {
    key: 'veranstaltungen',
    name: 'Veranstaltungen',
    icon: 'event',
    title: 'Veranstaltungen',
    text: 'Workshops, Führungen und Aktionstage der NEW für Schulklassen, Kitas und Lehrkräfte. Die Plätze sind begrenzt – beanspruchen Sie Ihr Angebot rechtzeitig.',
  },
] as const;
export type EducationMenuKey = (typeof DEMO_EDUCATION_MENU)[number]['key'];

/** Age groups (Jahrgangsstufen), in the order of the age-group dropdown. */
export const DEMO_AGE_GROUPS = [
  'Kita',
  'Klasse 1-2',
  'Klasse 3-4',
  'Klasse 5-6',
  'Klasse 7-8',
  'Klasse 9-10',
  'Oberstufe',
  'Berufskolleg',
] as const;
export type AgeGroup = (typeof DEMO_AGE_GROUPS)[number];

export const DEMO_MATERIAL_TYPES = [
  'Unterrichtsmaterial',
  'Arbeitsblätter',
  'Experimentierkiste',
  'Workshop',
  'Exkursion',
  'Video',
  'Aktionstag',
  'Fortbildung',
] as const;
export type MaterialType = (typeof DEMO_MATERIAL_TYPES)[number];

export interface DemoMaterialImage {
  motif: Motif;
  caption: string;
}

/** A downloadable file of a section: a small PDF the generator writes. */
export interface DemoMaterialMedium {
  /** File name under assets/education, unique over all materials, ending in .pdf. */
  file: string;
  /** Caption shown in the download list. */
  caption: string;
  title: string;
  subtitle: string;
  blocks: readonly PdfBlock[];
}

export interface DemoMaterialSection {
  titel: string;
  /** Markdown. */
  text: string;
  bilder: readonly DemoMaterialImage[];
  medien: readonly DemoMaterialMedium[];
  /** Embedded frame code, e.g. a YouTube iframe; script tags are stripped when shown. */
  iframe?: string;
}

export interface DemoMaterial {
  /** Unique, lowercase with hyphens; names the images. */
  slug: string;
  menu: EducationMenuKey;
  titel: string;
  subtitel: string;
  /** Markdown, two to four paragraphs; may contain a list. */
  beschreibung: string;
  typ: MaterialType;
  themen: readonly string[];
  faecher: readonly string[];
  stufen: readonly AgeGroup[];
  header: DemoMaterialImage;
  /** Days from the seed day and a time of day; events and workshops have one, most materials none. */
  datum?: { days: number; time: string };
  /** Places left; only limited offers have it. */
  seats?: number;
  /** Show the 'Begrenzter Inhalt' notice (Stoerer). */
  stoerer?: boolean;
  /** A draft has no published_at: only admins see it. */
  draft?: boolean;
  dauer?: string;
  bneZiele?: string;
  kontaktformular: boolean;
  /** Video iframe code (YouTube no-cookie embed). */
  video?: string;
  /** Contact people by 'Firstname Lastname' from contact-people.ts. */
  ansprechpartner: readonly string[];
  links: readonly { title: string; link: string }[];
  inhalt: readonly { titel: string; sections: readonly DemoMaterialSection[] }[];
  /** How many days before the seed day the material was created; orders the dashboard posts. */
  createdDaysAgo: number;
}

const EDU = 'Miriam Straeten';

const FIRST_MATERIALS: readonly DemoMaterial[] = [
  {
    slug: 'stromkreis-experimentierkiste',
    menu: 'energie',
    titel: 'Der Stromkreis zum Anfassen',
    subtitel: 'Experimentierkiste für den Sachunterricht',
    beschreibung:
      'Mit Batterie, Lämpchen und Krokodilklemmen bauen die Kinder ihre ersten Stromkreise. Sie finden heraus, welche Stoffe den Strom leiten, und bauen aus Büroklammern einen eigenen Schalter.\n\nDie Kiste enthält Material für acht Gruppen und wird von uns an Ihre Schule geliefert und wieder abgeholt. Die Arbeitsblätter können Sie vorab herunterladen.\n\n- 8 Experimentiersets mit Flachbatterien\n- Leitfähigkeitsprüfer und Materialproben\n- Lehrkräfteheft mit Lösungen',
    typ: 'Experimentierkiste',
    themen: ['Strom', 'Experimente'],
    faecher: ['Sachunterricht'],
    stufen: ['Klasse 3-4'],
    header: { motif: 'school', caption: 'Kinder bauen im Sachunterricht einen Stromkreis.' },
    seats: 4,
    stoerer: true,
    dauer: '4 Wochen Ausleihe',
    bneZiele: 'SDG 4 Hochwertige Bildung, SDG 7 Bezahlbare und saubere Energie',
    kontaktformular: true,
    ansprechpartner: [EDU],
    links: [{ title: 'Sicher experimentieren mit Strom', link: 'https://www.new.de/schule/sicherheit' }],
    inhalt: [
      {
        titel: 'Unterrichtsverlauf',
        sections: [
          {
            titel: 'Einstieg: Wo steckt Strom drin?',
            text: 'Die Kinder sammeln Geräte aus ihrem Alltag und sortieren sie nach **Steckdose** und **Batterie**. Ein Gespräch über Sicherheit schließt den Einstieg ab: Mit Strom aus der Steckdose wird nie experimentiert.',
            bilder: [{ motif: 'checklist', caption: 'Sammelplakat: Geräte mit Stecker und mit Batterie' }],
            medien: [
              {
                file: 'stromkreis-arbeitsblatt-einstieg.pdf',
                caption: 'Arbeitsblatt Einstieg (PDF)',
                title: 'Wo steckt Strom drin?',
                subtitle: 'Arbeitsblatt für Klasse 3 und 4',
                blocks: [
                  { h: 'Aufgabe 1' },
                  { p: 'Kreise alle Geräte ein, die eine Batterie brauchen.' },
                  { h: 'Aufgabe 2' },
                  { p: 'Schreibe drei Regeln auf, wie du sicher mit Strom umgehst.' },
                ],
              },
            ],
          },
          {
            titel: 'Experiment: Leiter und Nichtleiter',
            text: 'In Gruppen prüfen die Kinder Holz, Alufolie, Radiergummi, eine Münze und einen Bleistift. Sie notieren ihre Vermutung und das Ergebnis in einer Tabelle.',
            bilder: [],
            medien: [
              {
                file: 'stromkreis-leiter-nichtleiter.pdf',
                caption: 'Versuchsprotokoll Leiter und Nichtleiter (PDF)',
                title: 'Leiter und Nichtleiter',
                subtitle: 'Versuchsprotokoll',
                blocks: [
                  { h: 'So gehst du vor' },
                  { li: 'Baue den Stromkreis mit Lücke auf.' },
                  { li: 'Halte den Gegenstand in die Lücke.' },
                  { li: 'Leuchtet das Lämpchen? Kreuze an.' },
                ],
              },
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 40,
  },
  {
    slug: 'wasserwerk-fuehrung-klassen',
    menu: 'veranstaltungen',
    titel: 'Schulklassen im Wasserwerk Fischeln',
    subtitel: 'Führung mit Wasserlabor für Klasse 3 bis 6',
    beschreibung:
      'Wie kommt das Wasser in den Hahn? Bei der Führung durch das Wasserwerk Fischeln sehen die Kinder Brunnen, Filter und Reinwasserbehälter. Im Schülerlabor prüfen sie selbst Härte und pH-Wert verschiedener Wasserproben.\n\nDie Führung dauert etwa zwei Stunden. Bitte denken Sie an festes Schuhwerk; Rucksäcke können im Besucherraum bleiben.',
    typ: 'Exkursion',
    themen: ['Trinkwasser', 'Wasserkreislauf'],
    faecher: ['Sachunterricht', 'Biologie'],
    stufen: ['Klasse 3-4', 'Klasse 5-6'],
    header: { motif: 'waterworks', caption: 'Die Filterhalle des Wasserwerks Fischeln.' },
    datum: { days: 18, time: '09:30' },
    seats: 2,
    stoerer: true,
    dauer: '2 Stunden',
    kontaktformular: true,
    ansprechpartner: [EDU],
    links: [],
    inhalt: [
      {
        titel: 'Ablauf',
        sections: [
          {
            titel: 'Vor dem Besuch',
            text: 'Mit der Elterninformation können Sie den Ausflug ankündigen. Die Anreise mit dem Bus ist über die Haltestelle Fischeln Wasserwerk möglich.',
            bilder: [{ motif: 'water-lab', caption: 'Im Schülerlabor des Wasserwerks' }],
            medien: [
              {
                file: 'wasserwerk-elterninformation.pdf',
                caption: 'Elterninformation (PDF)',
                title: 'Besuch im Wasserwerk',
                subtitle: 'Information für Eltern',
                blocks: [
                  { p: 'Ihr Kind besucht mit seiner Klasse das Wasserwerk Fischeln der NEW.' },
                  { p: 'Bitte geben Sie festes Schuhwerk und eine Trinkflasche mit.' },
                ],
              },
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 12,
  },
];

const sheet = (
  file: string,
  caption: string,
  title: string,
  subtitle: string,
  blocks: readonly PdfBlock[],
): DemoMaterialMedium => ({ file, caption, title, subtitle, blocks });

const MORE_MATERIALS: readonly DemoMaterial[] = [
  // Energie
  {
    slug: 'photovoltaik-schuldach',
    menu: 'energie',
    titel: 'Photovoltaik auf dem Schuldach',
    subtitel: 'Die eigene Solaranlage messen und auswerten',
    beschreibung:
      'Viele Schulen am Niederrhein haben eine Photovoltaikanlage auf dem Dach. Mit diesem Material lesen die Schülerinnen und Schüler die Erträge der eigenen Anlage aus, vergleichen sonnige und trübe Tage und rechnen aus, wie viel CO₂ die Schule damit spart.\n\nDie Messdaten stellen wir auf Wunsch für Ihre Schule als Tabelle bereit. Für Schulen ohne eigene Anlage liegt ein Beispieldatensatz der Gesamtschule Volksgarten bei.',
    typ: 'Unterrichtsmaterial',
    themen: ['Erneuerbare Energien', 'Strom'],
    faecher: ['Physik', 'Mathematik'],
    stufen: ['Klasse 7-8', 'Klasse 9-10'],
    header: { motif: 'solar-roof', caption: 'Solarmodule auf dem Dach einer Schule.' },
    dauer: '2 Doppelstunden',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie, SDG 13 Maßnahmen zum Klimaschutz',
    kontaktformular: true,
    ansprechpartner: ['Elena Kowalski', 'Miriam Straeten'],
    links: [{ title: 'Solarkataster NRW', link: 'https://www.energieatlas.nrw.de' }],
    inhalt: [
      {
        titel: 'Arbeitsmaterial',
        sections: [
          {
            titel: 'Wie funktioniert eine Solarzelle?',
            text: 'Licht setzt im Silizium Ladungsträger frei. Die Schülerinnen und Schüler messen mit einem kleinen Modul **Spannung und Stromstärke** bei unterschiedlicher Beleuchtung.',
            bilder: [{ motif: 'solar-park', caption: 'Ein Solarpark am Niederrhein.' }],
            medien: [
              sheet(
                'pv-versuch-solarzelle.pdf',
                'Versuchsanleitung Solarzelle (PDF)',
                'Die Solarzelle im Versuch',
                'Arbeitsblatt Klasse 7 bis 10',
                [
                  { h: 'Material' },
                  { li: 'Solarmodul 0,5 W, Multimeter, Schreibtischlampe' },
                  { h: 'Durchführung' },
                  {
                    p: 'Miss Spannung und Stromstärke bei 10, 20 und 40 cm Abstand zur Lampe und trage die Werte in die Tabelle ein.',
                  },
                ],
              ),
            ],
          },
          {
            titel: 'Erträge der Schulanlage auswerten',
            text: 'Mit den Monatswerten der Anlage zeichnen die Klassen ein Diagramm und berechnen den Anteil am Stromverbrauch der Schule.',
            bilder: [],
            medien: [
              sheet(
                'pv-ertraege-auswerten.pdf',
                'Auswertung Monatserträge (PDF)',
                'Was liefert unser Dach?',
                'Auswertungsbogen',
                [
                  { p: 'Trage die Monatserträge in kWh in das Diagramm ein.' },
                  { p: 'Berechne: Ertrag im Jahr geteilt durch Stromverbrauch der Schule mal 100.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 95,
  },
  {
    slug: 'energiedetektive-grundschule',
    menu: 'energie',
    titel: 'Energiedetektive in der Grundschule',
    subtitel: 'Stromfresser finden und Energie sparen',
    beschreibung:
      'Als Energiedetektive gehen die Kinder mit Messgerät und Checkliste durch ihre Schule. Sie finden heraus, wo Licht unnötig brennt, welche Geräte im Stand-by laufen und wie warm die Klassenräume sind.\n\nAm Ende steht ein Plakat mit Energiespartipps für die ganze Schule.',
    typ: 'Arbeitsblätter',
    themen: ['Energiesparen', 'Strom'],
    faecher: ['Sachunterricht'],
    stufen: ['Klasse 1-2', 'Klasse 3-4'],
    header: { motif: 'checklist', caption: 'Eine Checkliste der Energiedetektive.' },
    dauer: '3 Unterrichtsstunden',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie, SDG 12 Nachhaltiger Konsum',
    kontaktformular: false,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Material',
        sections: [
          {
            titel: 'Detektivausweis und Checkliste',
            text: 'Jedes Kind bekommt einen Detektivausweis. Die Checkliste führt durch Klassenraum, Flur und Turnhalle.',
            bilder: [],
            medien: [
              sheet(
                'energiedetektive-checkliste.pdf',
                'Checkliste Energiedetektive (PDF)',
                'Checkliste für Energiedetektive',
                'Klasse 1 bis 4',
                [
                  { li: 'Brennt Licht, obwohl es hell genug ist?' },
                  { li: 'Sind Fenster gekippt, während die Heizung läuft?' },
                  { li: 'Leuchtet irgendwo ein rotes Stand-by-Lämpchen?' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 210,
  },
  {
    slug: 'waermepumpe-erklaert',
    menu: 'energie',
    titel: 'Die Wärmepumpe erklärt',
    subtitel: 'Vom Kühlschrank zur Heizung der Zukunft',
    beschreibung:
      'Wie kann eine Heizung Wärme aus kalter Luft holen? Ausgehend vom Kühlschrank in der Schulküche erarbeiten die Jugendlichen den Kreisprozess der Wärmepumpe und bewerten, wann sie sich für ein Gebäude eignet.\n\nDas Material verbindet Physik mit der kommunalen Wärmeplanung, die in vielen Städten am Niederrhein gerade entsteht.',
    typ: 'Unterrichtsmaterial',
    themen: ['Wärme', 'Erneuerbare Energien'],
    faecher: ['Physik', 'Technik'],
    stufen: ['Klasse 9-10', 'Oberstufe'],
    header: { motif: 'heat-pump', caption: 'Eine Luft-Wasser-Wärmepumpe vor einem Wohnhaus.' },
    dauer: '90 Minuten',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie, SDG 11 Nachhaltige Städte und Gemeinden',
    kontaktformular: false,
    video:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Wp7Kq2mZx4A" title="Wie funktioniert eine Wärmepumpe?" frameborder="0" allowfullscreen></iframe>',
    ansprechpartner: ['Martin Vogels'],
    links: [{ title: 'Kommunale Wärmeplanung der NEW', link: 'https://www.new.de/waermeplanung' }],
    inhalt: [
      {
        titel: 'Arbeitsmaterial',
        sections: [
          {
            titel: 'Der Kreisprozess',
            text: 'Verdampfen, Verdichten, Verflüssigen, Entspannen: Die vier Schritte werden an einem Schaubild beschriftet.',
            bilder: [{ motif: 'heat-network', caption: 'Schaubild eines Wärmenetzes im Quartier.' }],
            medien: [
              sheet(
                'waermepumpe-kreisprozess.pdf',
                'Arbeitsblatt Kreisprozess (PDF)',
                'Der Kreisprozess der Wärmepumpe',
                'Arbeitsblatt Klasse 9 bis 13',
                [
                  { h: 'Aufgabe' },
                  {
                    p: 'Beschrifte die vier Stationen des Kältemittels und gib an, wo Wärme aufgenommen und abgegeben wird.',
                  },
                  { p: 'Erkläre, warum die Jahresarbeitszahl bei Fußbodenheizungen höher ist.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 33,
  },
  {
    slug: 'windrad-bauen',
    menu: 'energie',
    titel: 'Wir bauen ein Windrad',
    subtitel: 'Technikprojekt mit Bausatz',
    beschreibung:
      'In Kleingruppen bauen die Schülerinnen und Schüler ein Windrad aus Holz und einem kleinen Generator. Sie testen verschiedene Rotorblätter vor dem Ventilator und messen, welche Form am meisten Strom liefert.\n\nDie Bausätze verleihen wir für vier Wochen; Werkzeug bringt die Schule mit.',
    typ: 'Experimentierkiste',
    themen: ['Erneuerbare Energien', 'Experimente'],
    faecher: ['Technik', 'Physik'],
    stufen: ['Klasse 5-6', 'Klasse 7-8'],
    header: { motif: 'wind', caption: 'Windenergieanlagen auf einem Feld.' },
    seats: 6,
    stoerer: true,
    dauer: '4 Wochen Ausleihe',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie',
    kontaktformular: true,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Bauanleitung',
        sections: [
          {
            titel: 'Rotorblätter im Test',
            text: 'Drei Blattformen stehen zur Wahl. Die Gruppen messen die Spannung bei gleicher Windstärke und vergleichen.',
            bilder: [],
            medien: [
              sheet(
                'windrad-bauanleitung.pdf',
                'Bauanleitung Windrad (PDF)',
                'Bauanleitung Windrad',
                'Technikprojekt Klasse 5 bis 8',
                [
                  { li: 'Nabe auf die Generatorwelle stecken' },
                  { li: 'Rotorblätter im Winkel von 20 Grad einsetzen' },
                  { li: 'Spannung am Multimeter ablesen und notieren' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 61,
  },
  {
    slug: 'strom-aus-der-steckdose-kita',
    menu: 'energie',
    titel: 'Woher kommt der Strom?',
    subtitel: 'Bilderbuch und Spielideen für die Kita',
    beschreibung:
      'Eine kleine Geschichte über den Weg des Stroms vom Windrad bis zur Lampe im Gruppenraum. Dazu gibt es Spielideen, mit denen die Kinder Strom als etwas Wertvolles und Gefährliches kennenlernen.',
    typ: 'Unterrichtsmaterial',
    themen: ['Strom', 'Sicherheit'],
    faecher: ['Sachunterricht'],
    stufen: ['Kita'],
    header: { motif: 'power-lines', caption: 'Eine Stromleitung führt über das Land.' },
    draft: true,
    kontaktformular: false,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Für die Gruppe',
        sections: [
          {
            titel: 'Die Geschichte vom Stromtropfen',
            text: 'Eine Vorlesegeschichte mit Bildkarten für den Morgenkreis.',
            bilder: [],
            medien: [
              sheet(
                'kita-stromtropfen-geschichte.pdf',
                'Vorlesegeschichte (PDF)',
                'Die Reise des Stromtropfens',
                'Vorlesegeschichte für Kita-Gruppen',
                [
                  { p: 'Ganz oben auf einem Windrad wohnt ein kleiner Stromtropfen.' },
                  { p: 'Eines Tages dreht der Wind die Flügel so schnell, dass er losreisen darf.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 3,
  },
  // Wasser
  {
    slug: 'wasserkreislauf-kita',
    menu: 'wasser',
    titel: 'Der Wasserkreislauf zum Mitspielen',
    subtitel: 'Spielkiste für Kita und Klasse 1',
    beschreibung:
      'Regen, Bach, Grundwasser, Wasserwerk: Mit großen Bildkarten und einem Regenmacher spielen die Kinder den Weg des Wassers nach. Eine Anleitung für Erzieherinnen und Erzieher liegt bei.',
    typ: 'Experimentierkiste',
    themen: ['Wasserkreislauf', 'Trinkwasser'],
    faecher: ['Sachunterricht'],
    stufen: ['Kita', 'Klasse 1-2'],
    header: { motif: 'river', caption: 'Ein Bach fließt durch eine Wiese am Niederrhein.' },
    seats: 3,
    stoerer: true,
    dauer: '3 Wochen Ausleihe',
    bneZiele: 'SDG 6 Sauberes Wasser und Sanitäreinrichtungen',
    kontaktformular: true,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Inhalt der Kiste',
        sections: [
          {
            titel: 'Bildkarten und Regenmacher',
            text: '- 12 Bildkarten im Format A3\n- Regenmacher und Wasserschalen\n- Anleitung mit drei Spielvarianten',
            bilder: [{ motif: 'heavy-rain', caption: 'Regen fällt auf eine Straße.' }],
            medien: [
              sheet(
                'wasserkreislauf-spielanleitung.pdf',
                'Spielanleitung (PDF)',
                'Der Wasserkreislauf zum Mitspielen',
                'Anleitung für pädagogische Fachkräfte',
                [
                  { h: 'Spiel 1: Der Regentropfen' },
                  {
                    p: 'Die Kinder legen die Karten in die richtige Reihenfolge und erzählen, wohin der Tropfen reist.',
                  },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 130,
  },
  {
    slug: 'grundwasser-niederrhein',
    menu: 'wasser',
    titel: 'Grundwasser am Niederrhein',
    subtitel: 'Woher unser Trinkwasser kommt',
    beschreibung:
      'Das Trinkwasser in Mönchengladbach und Umgebung stammt fast vollständig aus Grundwasser. Die Jugendlichen untersuchen, wie Grundwasser entsteht, warum Sand und Kies es filtern und welche Rolle der Braunkohletagebau für den Wasserhaushalt spielt.\n\nMit einem Sandsäulen-Modell lässt sich die Filterwirkung im Klassenraum zeigen.',
    typ: 'Unterrichtsmaterial',
    themen: ['Trinkwasser', 'Grundwasser'],
    faecher: ['Erdkunde', 'Chemie'],
    stufen: ['Klasse 7-8', 'Klasse 9-10'],
    header: { motif: 'waterworks', caption: 'Brunnen und Aufbereitung eines Wasserwerks.' },
    dauer: '2 Doppelstunden',
    bneZiele: 'SDG 6 Sauberes Wasser und Sanitäreinrichtungen, SDG 15 Leben an Land',
    kontaktformular: false,
    ansprechpartner: ['Christian Mertens'],
    links: [{ title: 'Grundwasser in NRW', link: 'https://www.elwasweb.nrw.de' }],
    inhalt: [
      {
        titel: 'Versuche',
        sections: [
          {
            titel: 'Die Sandsäule',
            text: 'Verschmutztes Wasser läuft durch Schichten aus Kies, Sand und Aktivkohle. Was kommt unten an?',
            bilder: [{ motif: 'water-lab', caption: 'Wasserproben im Labor.' }],
            medien: [
              sheet(
                'grundwasser-sandsaeule.pdf',
                'Versuch Sandsäule (PDF)',
                'Die Sandsäule als Filter',
                'Versuchsanleitung',
                [
                  { li: 'Schneide eine Plastikflasche auf und fülle Kies, Sand und Aktivkohle ein.' },
                  { li: 'Gieße trübes Wasser hinein und beobachte das Filtrat.' },
                  { p: 'Achtung: Das gefilterte Wasser ist kein Trinkwasser.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 180,
  },
  {
    slug: 'klaeranlage-neuwerk',
    menu: 'wasser',
    titel: 'Was passiert in der Kläranlage?',
    subtitel: 'Abwasserreinigung in drei Stufen',
    beschreibung:
      'Mechanisch, biologisch, chemisch: Anhand der Kläranlage Neuwerk lernen die Schülerinnen und Schüler, wie aus Abwasser wieder sauberes Flusswasser wird. Ein Arbeitsheft führt durch die Stufen, ein Quiz prüft das Wissen.\n\nWas nicht ins Klo gehört, zeigt ein Sortierspiel mit Feuchttüchern, Speiseresten und Medikamenten.',
    typ: 'Arbeitsblätter',
    themen: ['Abwasser', 'Gewässerschutz'],
    faecher: ['Biologie', 'Chemie'],
    stufen: ['Klasse 5-6', 'Klasse 7-8'],
    header: { motif: 'sewer', caption: 'Ein Kanal unter der Straße führt das Abwasser zur Kläranlage.' },
    dauer: '90 Minuten',
    bneZiele: 'SDG 6 Sauberes Wasser und Sanitäreinrichtungen, SDG 14 Leben unter Wasser',
    kontaktformular: true,
    ansprechpartner: ['Birgit Scholten'],
    links: [],
    inhalt: [
      {
        titel: 'Arbeitsheft',
        sections: [
          {
            titel: 'Die drei Reinigungsstufen',
            text: 'Rechen und Sandfang, Belebungsbecken, Fällung von Phosphat: Zu jeder Stufe gibt es eine Seite im Arbeitsheft.',
            bilder: [],
            medien: [
              sheet(
                'klaeranlage-arbeitsheft.pdf',
                'Arbeitsheft Kläranlage (PDF)',
                'Die Kläranlage in drei Stufen',
                'Arbeitsheft Klasse 5 bis 8',
                [
                  { h: 'Mechanische Stufe' },
                  { p: 'Der Rechen hält grobe Stoffe zurück, im Sandfang setzt sich Sand ab.' },
                  { h: 'Biologische Stufe' },
                  { p: 'Bakterien bauen im Belebungsbecken gelöste Schmutzstoffe ab.' },
                ],
              ),
            ],
            iframe:
              '<iframe src="https://www.youtube-nocookie.com/embed/Kl4rAnl3gNw" width="640" height="360" title="Rundgang durch die Kläranlage"></iframe>',
          },
        ],
      },
    ],
    createdDaysAgo: 75,
  },
  {
    slug: 'trinkwasser-schultest',
    menu: 'wasser',
    titel: 'Trinkwasser im Schultest',
    subtitel: 'Leitungswasser und Mineralwasser im Vergleich',
    beschreibung:
      'Schmeckt man den Unterschied? In einem Blindtest vergleichen die Schülerinnen und Schüler Leitungswasser mit Mineralwasser und messen Härte, pH-Wert und Leitfähigkeit. Eine Rechnung zu Preis und Verpackungsmüll schließt die Einheit ab.',
    typ: 'Unterrichtsmaterial',
    themen: ['Trinkwasser', 'Experimente'],
    faecher: ['Chemie', 'Biologie'],
    stufen: ['Klasse 7-8', 'Klasse 9-10', 'Berufskolleg'],
    header: { motif: 'water-lab', caption: 'Teststreifen und Messgeräte für Wasserproben.' },
    draft: true,
    dauer: '2 Unterrichtsstunden',
    kontaktformular: false,
    ansprechpartner: ['Christian Mertens', 'Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Versuch',
        sections: [
          {
            titel: 'Blindtest und Messung',
            text: 'Vier Becher, vier Wasser: Erst schmecken, dann messen.',
            bilder: [],
            medien: [
              sheet(
                'trinkwasser-blindtest.pdf',
                'Protokoll Blindtest (PDF)',
                'Trinkwasser im Blindtest',
                'Versuchsprotokoll',
                [
                  { p: 'Notiere zu jeder Probe Geschmack, Härte und pH-Wert.' },
                  { p: 'Berechne den Preis für einen Liter Leitungswasser und einen Liter Mineralwasser.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 2,
  },
  {
    slug: 'starkregen-schwammstadt',
    menu: 'wasser',
    titel: 'Starkregen und Schwammstadt',
    subtitel: 'Wohin mit dem vielen Wasser?',
    beschreibung:
      'Starkregen überfordert die Kanalisation immer öfter. Die Schülerinnen und Schüler werten die Starkregenkarte ihrer Stadt aus und planen für den eigenen Schulhof Mulden, Gründächer und Entsiegelung nach dem Prinzip der Schwammstadt.',
    typ: 'Unterrichtsmaterial',
    themen: ['Klimaanpassung', 'Abwasser'],
    faecher: ['Erdkunde', 'Politik'],
    stufen: ['Klasse 9-10', 'Oberstufe'],
    header: { motif: 'heavy-rain', caption: 'Eine überflutete Straße nach einem Starkregen.' },
    dauer: '3 Doppelstunden',
    bneZiele: 'SDG 11 Nachhaltige Städte und Gemeinden, SDG 13 Maßnahmen zum Klimaschutz',
    kontaktformular: true,
    ansprechpartner: ['Birgit Scholten', 'Kerstin Pohlen'],
    links: [{ title: 'Starkregenhinweiskarte NRW', link: 'https://www.geoportal.nrw' }],
    inhalt: [
      {
        titel: 'Projektschritte',
        sections: [
          {
            titel: 'Die Starkregenkarte lesen',
            text: 'Wo sammelt sich das Wasser? Die Klasse markiert gefährdete Straßen rund um die Schule.',
            bilder: [{ motif: 'map', caption: 'Ausschnitt einer Starkregenkarte.' }],
            medien: [],
          },
          {
            titel: 'Der Schulhof als Schwamm',
            text: 'Mit einem Plan im Maßstab 1:200 entwerfen die Gruppen Mulden, Beete und ein Gründach.',
            bilder: [],
            medien: [
              sheet(
                'schwammstadt-schulhofplan.pdf',
                'Planungsbogen Schulhof (PDF)',
                'Unser Schulhof als Schwamm',
                'Planungsbogen',
                [
                  { li: 'Miss die versiegelten Flächen aus.' },
                  { li: 'Zeichne Mulden und Beete ein, in denen Regenwasser versickern kann.' },
                  { li: 'Berechne, wie viel Wasser bei 30 Litern pro Quadratmeter zurückgehalten wird.' },
                ],
              ),
            ],
            iframe:
              '<script>alert("nicht erlaubt")</script><iframe src="https://www.youtube-nocookie.com/embed/Schw4mmSt4d" width="560" height="315" title="Die Schwammstadt"></iframe>',
          },
        ],
      },
    ],
    createdDaysAgo: 22,
  },
  // Klima
  {
    slug: 'co2-fussabdruck-klasse',
    menu: 'klima',
    titel: 'Der CO₂-Fußabdruck unserer Klasse',
    subtitel: 'Rechnen, vergleichen, handeln',
    beschreibung:
      'Wie viel CO₂ verursachen Schulweg, Pausenbrot und Heizung? Mit einem einfachen Rechner ermitteln die Jugendlichen den Fußabdruck ihrer Klasse und entwickeln Maßnahmen, die sie selbst umsetzen können.',
    typ: 'Arbeitsblätter',
    themen: ['Klimawandel', 'Energiesparen'],
    faecher: ['Politik', 'Mathematik'],
    stufen: ['Klasse 7-8', 'Klasse 9-10'],
    header: { motif: 'trees', caption: 'Bäume auf einem Schulgelände.' },
    dauer: '2 Unterrichtsstunden',
    bneZiele: 'SDG 12 Nachhaltiger Konsum, SDG 13 Maßnahmen zum Klimaschutz',
    kontaktformular: false,
    ansprechpartner: ['Petra Reiners'],
    links: [{ title: 'CO₂-Rechner des Umweltbundesamts', link: 'https://uba.co2-rechner.de' }],
    inhalt: [
      {
        titel: 'Arbeitsblätter',
        sections: [
          {
            titel: 'Der Klassenrechner',
            text: 'Jede Gruppe übernimmt einen Bereich: Mobilität, Ernährung, Strom und Wärme.',
            bilder: [],
            medien: [
              sheet(
                'co2-klassenrechner.pdf',
                'Klassenrechner (PDF)',
                'Der CO₂-Fußabdruck unserer Klasse',
                'Rechenbogen',
                [
                  {
                    p: 'Ein Kilometer mit dem Auto verursacht etwa 150 Gramm CO₂, mit dem Bus etwa 80 Gramm.',
                  },
                  { p: 'Berechne den Schulweg aller Schülerinnen und Schüler für eine Woche.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 250,
  },
  {
    slug: 'klimawandel-niederrhein',
    menu: 'klima',
    titel: 'Klimawandel am Niederrhein',
    subtitel: 'Messreihen aus der Region auswerten',
    beschreibung:
      'Heißere Sommer, trockenere Böden, mehr Starkregen: Mit Messreihen der Wetterstation Mönchengladbach untersuchen die Schülerinnen und Schüler, wie sich das Klima in ihrer Region verändert hat, und diskutieren Folgen für Landwirtschaft und Wasserversorgung.',
    typ: 'Unterrichtsmaterial',
    themen: ['Klimawandel', 'Klimaanpassung'],
    faecher: ['Erdkunde', 'Mathematik'],
    stufen: ['Oberstufe', 'Berufskolleg'],
    header: { motif: 'dashboard', caption: 'Diagramme mit Temperatur- und Niederschlagswerten.' },
    dauer: '3 Doppelstunden',
    bneZiele: 'SDG 13 Maßnahmen zum Klimaschutz',
    kontaktformular: false,
    video:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Kl1mNrRh3in" title="Klimawandel am Niederrhein" frameborder="0" allowfullscreen></iframe>',
    ansprechpartner: ['Petra Reiners'],
    links: [{ title: 'Klimaatlas NRW', link: 'https://www.klimaatlas.nrw.de' }],
    inhalt: [
      {
        titel: 'Daten',
        sections: [
          {
            titel: 'Messreihen 1960 bis 2025',
            text: 'Jahresmitteltemperatur, Hitzetage und Niederschlag als Tabelle zum Auswerten.',
            bilder: [{ motif: 'sensor', caption: 'Eine Messstation für Wetterdaten.' }],
            medien: [
              sheet(
                'klima-messreihen-auswertung.pdf',
                'Aufgaben zu den Messreihen (PDF)',
                'Klimawandel am Niederrhein',
                'Aufgaben zur Datenanalyse',
                [
                  { li: 'Zeichne die Jahresmitteltemperatur als Liniendiagramm.' },
                  { li: 'Bestimme den Trend je Jahrzehnt.' },
                  { li: 'Vergleiche die Zahl der Hitzetage 1970 bis 1979 mit 2015 bis 2024.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 140,
  },
  {
    slug: 'schulhof-klimaoase',
    menu: 'klima',
    titel: 'Unser Schulhof wird zur Klimaoase',
    subtitel: 'Projektwoche Klimaanpassung',
    beschreibung:
      'Schatten, Grün und Wasser machen einen Schulhof im Sommer erträglich. In einer Projektwoche messen die Kinder Temperaturen auf Asphalt und Rasen, planen Pflanzinseln und bauen ein Insektenhotel.\n\nDie NEW unterstützt ausgewählte Schulen mit Pflanzen und einem Zuschuss für Material.',
    typ: 'Aktionstag',
    themen: ['Klimaanpassung', 'Natur'],
    faecher: ['Biologie', 'Sachunterricht'],
    stufen: ['Klasse 3-4', 'Klasse 5-6'],
    header: { motif: 'trees', caption: 'Ein begrünter Schulhof mit Bäumen und Beeten.' },
    seats: 5,
    stoerer: true,
    dauer: '1 Projektwoche',
    bneZiele: 'SDG 11 Nachhaltige Städte und Gemeinden, SDG 15 Leben an Land',
    kontaktformular: true,
    ansprechpartner: ['Petra Reiners', 'Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Projektwoche',
        sections: [
          {
            titel: 'Temperaturen messen',
            text: 'Mit Infrarotthermometern messen die Kinder Asphalt, Rasen und Schattenplätze zur Mittagszeit.',
            bilder: [],
            medien: [
              sheet(
                'klimaoase-messprotokoll.pdf',
                'Messprotokoll (PDF)',
                'Wie heiß ist unser Schulhof?',
                'Messprotokoll',
                [
                  { p: 'Miss um 12 Uhr an fünf Orten und trage die Temperaturen ein.' },
                  { p: 'Wo ist es am kühlsten? Woran liegt das?' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 48,
  },
  {
    slug: 'energiespar-wettbewerb',
    menu: 'klima',
    titel: 'Energiesparmeister-Wettbewerb',
    subtitel: 'Schulen sparen gegeneinander',
    beschreibung:
      'Welche Schule im Versorgungsgebiet spart im Winter am meisten Heizenergie und Strom? Energieteams aus Schülerinnen, Schülern und Hausmeister lesen wöchentlich die Zähler ab und setzen Sparideen um. Die besten Schulen erhalten Preisgelder für ihre Klassenkassen.',
    typ: 'Aktionstag',
    themen: ['Energiesparen', 'Klimawandel'],
    faecher: ['Politik', 'Physik'],
    stufen: ['Klasse 5-6', 'Klasse 7-8', 'Klasse 9-10'],
    header: { motif: 'school', caption: 'Eine Schule am Niederrhein im Winter.' },
    draft: true,
    dauer: 'November bis März',
    kontaktformular: true,
    ansprechpartner: ['Oliver Esser'],
    links: [],
    inhalt: [
      {
        titel: 'Teilnahme',
        sections: [
          {
            titel: 'So funktioniert der Wettbewerb',
            text: 'Gewertet wird die Einsparung gegenüber dem Mittel der drei Vorjahre, bereinigt um die Witterung.',
            bilder: [],
            medien: [
              sheet(
                'energiesparmeister-regeln.pdf',
                'Teilnahmebedingungen (PDF)',
                'Energiesparmeister-Wettbewerb',
                'Teilnahmebedingungen',
                [
                  { li: 'Teilnehmen können alle Schulen im Netzgebiet der NEW.' },
                  { li: 'Die Zählerstände werden jeden Montag gemeldet.' },
                  { li: 'Preisgelder: 1.000, 500 und 250 Euro.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 1,
  },
  // Mobilität
  {
    slug: 'schulweg-check',
    menu: 'mobilitaet',
    titel: 'Der Schulweg-Check',
    subtitel: 'Sicher und klimafreundlich zur Schule',
    beschreibung:
      'Die Kinder zeichnen ihren Schulweg auf einer Karte ein, markieren gefährliche Stellen und zählen an einem Morgen die Elterntaxis vor der Schule. Aus den Ergebnissen entsteht ein Schulwegplan für die ganze Schule.',
    typ: 'Arbeitsblätter',
    themen: ['Verkehrssicherheit', 'Klimafreundliche Mobilität'],
    faecher: ['Sachunterricht'],
    stufen: ['Klasse 3-4'],
    header: { motif: 'map', caption: 'Eine Karte mit eingezeichneten Schulwegen.' },
    dauer: '4 Unterrichtsstunden',
    bneZiele: 'SDG 3 Gesundheit und Wohlergehen, SDG 11 Nachhaltige Städte und Gemeinden',
    kontaktformular: false,
    ansprechpartner: ['Lisa Baumanns'],
    links: [],
    inhalt: [
      {
        titel: 'Material',
        sections: [
          {
            titel: 'Meine Schulwegkarte',
            text: 'Eine Kartenvorlage zum Einzeichnen mit Symbolen für Ampeln, Zebrastreifen und Gefahrenstellen.',
            bilder: [],
            medien: [
              sheet(
                'schulweg-karte.pdf',
                'Kartenvorlage Schulweg (PDF)',
                'Meine Schulwegkarte',
                'Arbeitsblatt Klasse 3 und 4',
                [
                  { p: 'Zeichne deinen Weg von zu Hause bis zur Schule ein.' },
                  { p: 'Markiere Stellen, an denen du vorsichtig sein musst, mit einem roten Punkt.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 300,
  },
  {
    slug: 'elektromobilitaet-verstehen',
    menu: 'mobilitaet',
    titel: 'Elektromobilität verstehen',
    subtitel: 'Akku, Ladesäule, Reichweite',
    beschreibung:
      'Wie weit kommt ein E-Auto, wie lange dauert das Laden, und woher kommt der Strom? Die Jugendlichen rechnen mit echten Daten der Ladesäulen im Versorgungsgebiet und vergleichen Kosten und CO₂-Bilanz mit einem Verbrenner.',
    typ: 'Unterrichtsmaterial',
    themen: ['Elektromobilität', 'Strom'],
    faecher: ['Physik', 'Mathematik'],
    stufen: ['Klasse 9-10', 'Berufskolleg'],
    header: { motif: 'charging', caption: 'Ein Elektroauto an einer Ladesäule.' },
    dauer: '2 Doppelstunden',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie, SDG 11 Nachhaltige Städte und Gemeinden',
    kontaktformular: false,
    ansprechpartner: ['Lisa Baumanns'],
    links: [{ title: 'Ladesäulen der NEW', link: 'https://www.new.de/emobilitaet' }],
    inhalt: [
      {
        titel: 'Aufgaben',
        sections: [
          {
            titel: 'Laden rechnen',
            text: 'Ladeleistung, Akkugröße und Ladezeit: drei Aufgaben mit steigender Schwierigkeit.',
            bilder: [{ motif: 'charging-hub', caption: 'Ein Ladepark mit mehreren Schnellladesäulen.' }],
            medien: [
              sheet(
                'emobilitaet-laden-rechnen.pdf',
                'Aufgaben Laden (PDF)',
                'Wie lange lädt ein E-Auto?',
                'Aufgabenblatt',
                [
                  {
                    p: 'Ein Akku mit 60 kWh wird an einer 11-kW-Wallbox geladen. Wie lange dauert eine Ladung von 20 auf 80 Prozent?',
                  },
                  { p: 'Vergleiche mit einer Schnellladesäule mit 150 kW.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 88,
  },
  {
    slug: 'ebus-mitfahrt',
    menu: 'mobilitaet',
    titel: 'Mitfahrt im Elektrobus',
    subtitel: 'Eine Runde durch Mönchengladbach mit Blick in den Betriebshof',
    beschreibung:
      'Die Klasse fährt eine Runde im Elektrobus der NEW mobil und aktiv und besucht den Betriebshof, in dem die Busse nachts geladen werden. Eine Fahrerin erklärt, wie sich der Elektrobus fährt und was beim Laden zu beachten ist.',
    typ: 'Exkursion',
    themen: ['Elektromobilität', 'Klimafreundliche Mobilität'],
    faecher: ['Sachunterricht', 'Technik'],
    stufen: ['Klasse 3-4', 'Klasse 5-6'],
    header: { motif: 'ebus', caption: 'Ein Elektrobus an einer Haltestelle.' },
    datum: { days: 45, time: '10:00' },
    seats: 4,
    stoerer: true,
    dauer: '2,5 Stunden',
    kontaktformular: true,
    ansprechpartner: ['Lisa Baumanns'],
    links: [],
    inhalt: [
      {
        titel: 'Ablauf',
        sections: [
          {
            titel: 'Vorbereitung im Unterricht',
            text: 'Ein Arbeitsblatt bereitet die Fahrt vor: Was unterscheidet einen Elektrobus von einem Dieselbus?',
            bilder: [],
            medien: [
              sheet(
                'ebus-vorbereitung.pdf',
                'Arbeitsblatt Vorbereitung (PDF)',
                'Der Elektrobus',
                'Vorbereitung der Exkursion',
                [
                  { p: 'Notiere drei Fragen, die du der Busfahrerin stellen möchtest.' },
                  { p: 'Überlege: Warum ist ein Elektrobus an der Haltestelle so leise?' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 19,
  },
  {
    slug: 'lastenrad-kita',
    menu: 'mobilitaet',
    titel: 'Das Kita-Lastenrad',
    subtitel: 'Ausflüge ohne Auto',
    beschreibung:
      'Mit einem elektrisch unterstützten Lastenrad für bis zu sechs Kinder erkunden Kita-Gruppen ihr Viertel. Die NEW verleiht das Rad mit Einweisung für zwei Wochen; Helme in Kindergrößen sind dabei.',
    typ: 'Experimentierkiste',
    themen: ['Klimafreundliche Mobilität', 'Verkehrssicherheit'],
    faecher: ['Sachunterricht'],
    stufen: ['Kita'],
    header: { motif: 'district', caption: 'Ein Wohnviertel mit Radweg.' },
    seats: 2,
    stoerer: true,
    dauer: '2 Wochen Ausleihe',
    kontaktformular: true,
    ansprechpartner: ['Lisa Baumanns'],
    links: [],
    inhalt: [
      {
        titel: 'Ausleihe',
        sections: [
          {
            titel: 'Einweisung und Sicherheit',
            text: 'Vor der ersten Fahrt gibt es eine Einweisung für zwei Fachkräfte der Kita.',
            bilder: [],
            medien: [
              sheet(
                'lastenrad-sicherheitsregeln.pdf',
                'Sicherheitsregeln (PDF)',
                'Das Kita-Lastenrad',
                'Sicherheitsregeln',
                [
                  { li: 'Nur mit angelegtem Gurt und Helm fahren.' },
                  { li: 'Höchstens sechs Kinder, zusammen nicht schwerer als 100 Kilogramm.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 160,
  },
  // Veranstaltungen
  {
    slug: 'ferienworkshop-solarboote',
    menu: 'veranstaltungen',
    titel: 'Ferienworkshop Solarboote',
    subtitel: 'Bauen und Wettfahrt am Hariksee',
    beschreibung:
      'In den Osterferien bauen Kinder aus Styrodur, Solarzelle und Motor ein eigenes Boot. Zum Abschluss treten die Boote am Hariksee gegeneinander an.\n\nDer Workshop ist für Gruppen aus offenen Ganztagsschulen gedacht; Material und Verpflegung stellt die NEW.',
    typ: 'Workshop',
    themen: ['Erneuerbare Energien', 'Experimente'],
    faecher: ['Technik'],
    stufen: ['Klasse 3-4', 'Klasse 5-6'],
    header: { motif: 'solar-park', caption: 'Solarmodule in der Sonne.' },
    datum: { days: 120, time: '09:00' },
    seats: 8,
    stoerer: true,
    dauer: '2 Tage',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie',
    kontaktformular: true,
    ansprechpartner: ['Elena Kowalski', 'Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Programm',
        sections: [
          {
            titel: 'Tag 1 und Tag 2',
            text: '**Tag 1:** Bau der Boote in der Werkstatt.\n\n**Tag 2:** Wettfahrt am Hariksee mit Siegerehrung.',
            bilder: [{ motif: 'event', caption: 'Kinder bei einem Ferienworkshop.' }],
            medien: [
              sheet(
                'solarboote-einverstaendnis.pdf',
                'Einverständniserklärung (PDF)',
                'Ferienworkshop Solarboote',
                'Einverständniserklärung der Eltern',
                [
                  { p: 'Hiermit erlaube ich meinem Kind die Teilnahme am Ferienworkshop Solarboote.' },
                  { p: 'Name des Kindes, Unterschrift einer erziehungsberechtigten Person.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 8,
  },
  {
    slug: 'fortbildung-lehrkraefte-energiewende',
    menu: 'veranstaltungen',
    titel: 'Fortbildung: Energiewende im Unterricht',
    subtitel: 'Für Lehrkräfte der Sekundarstufen',
    beschreibung:
      'Ein Nachmittag für Lehrkräfte: Fachleute der NEW berichten aus Netzausbau, Wärmeplanung und Photovoltaik, danach erproben Sie die Materialien des Bildungsportals selbst. Die Fortbildung ist von der Bezirksregierung Düsseldorf anerkannt.',
    typ: 'Fortbildung',
    themen: ['Erneuerbare Energien', 'Wärme'],
    faecher: ['Physik', 'Politik'],
    stufen: ['Klasse 9-10', 'Oberstufe'],
    header: { motif: 'meeting', caption: 'Lehrkräfte bei einer Fortbildung.' },
    datum: { days: 32, time: '14:30' },
    seats: 12,
    stoerer: true,
    dauer: '3,5 Stunden',
    kontaktformular: true,
    ansprechpartner: ['Miriam Straeten', 'Martin Vogels'],
    links: [],
    inhalt: [
      {
        titel: 'Programm',
        sections: [
          {
            titel: 'Ablauf des Nachmittags',
            text: '- 14:30 Begrüßung\n- 14:45 Impulse aus der Praxis\n- 16:00 Materialwerkstatt\n- 17:45 Austausch',
            bilder: [],
            medien: [
              sheet(
                'fortbildung-programm.pdf',
                'Programm (PDF)',
                'Energiewende im Unterricht',
                'Programm der Fortbildung',
                [
                  { h: 'Impulse' },
                  { p: 'Netzausbau für Wärmepumpen und Ladesäulen, kommunale Wärmeplanung, Solarkataster.' },
                  { h: 'Materialwerkstatt' },
                  { p: 'Erproben Sie Experimentierkisten und Arbeitsblätter in Kleingruppen.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 26,
  },
  {
    slug: 'aktionstag-wasser',
    menu: 'veranstaltungen',
    titel: 'Aktionstag Wasser im Schulzentrum',
    subtitel: 'Stationen rund um das Trinkwasser',
    beschreibung:
      'Zum Weltwassertag kommt das Wassermobil der NEW an Ihre Schule. An sechs Stationen testen die Kinder Wasserproben, bauen Filter und erfahren, wie viel Wasser in einer Jeans steckt.',
    typ: 'Aktionstag',
    themen: ['Trinkwasser', 'Wasserkreislauf'],
    faecher: ['Sachunterricht', 'Biologie'],
    stufen: ['Klasse 3-4', 'Klasse 5-6'],
    header: { motif: 'hydrant', caption: 'Ein Hydrant am Straßenrand.' },
    datum: { days: 75, time: '08:30' },
    seats: 3,
    stoerer: true,
    dauer: '1 Schultag',
    bneZiele: 'SDG 6 Sauberes Wasser und Sanitäreinrichtungen',
    kontaktformular: true,
    ansprechpartner: ['Christian Mertens', 'Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Stationen',
        sections: [
          {
            titel: 'Sechs Stationen',
            text: 'Wassertest, Filterbau, virtuelles Wasser, Wasserkreislauf, Trinkwasserbar und Quiz.',
            bilder: [],
            medien: [
              sheet(
                'aktionstag-wasser-laufzettel.pdf',
                'Laufzettel (PDF)',
                'Aktionstag Wasser',
                'Laufzettel für die Stationen',
                [
                  { li: 'Station 1: Wie hart ist unser Wasser?' },
                  { li: 'Station 2: Wir bauen einen Filter' },
                  { li: 'Station 3: Wie viel Wasser steckt in einer Jeans?' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 15,
  },
  {
    slug: 'netzleitstelle-berufsorientierung',
    menu: 'veranstaltungen',
    titel: 'Berufsorientierung in der Netzleitstelle',
    subtitel: 'Ausbildungsberufe der NEW kennenlernen',
    beschreibung:
      'Elektronikerinnen, Anlagenmechaniker, Fachkräfte für Wasserversorgungstechnik: Auszubildende der NEW zeigen ihre Arbeitsplätze und die Netzleitstelle. Danach gibt es Zeit für Fragen zu Praktikum und Bewerbung.',
    typ: 'Exkursion',
    themen: ['Berufsorientierung', 'Strom'],
    faecher: ['Politik', 'Technik'],
    stufen: ['Klasse 9-10', 'Berufskolleg'],
    header: { motif: 'substation', caption: 'Ein Umspannwerk der NEW.' },
    datum: { days: -14, time: '09:00' },
    seats: 0,
    dauer: '3 Stunden',
    kontaktformular: true,
    ansprechpartner: ['Miriam Straeten'],
    links: [{ title: 'Ausbildung bei der NEW', link: 'https://www.new.de/karriere/ausbildung' }],
    inhalt: [
      {
        titel: 'Ablauf',
        sections: [
          {
            titel: 'Rundgang und Gespräch',
            text: 'Rundgang durch Netzleitstelle und Ausbildungswerkstatt, danach Gespräch mit Auszubildenden.',
            bilder: [],
            medien: [
              sheet(
                'berufsorientierung-fragebogen.pdf',
                'Fragebogen (PDF)',
                'Berufe bei der NEW',
                'Fragebogen zur Exkursion',
                [
                  { p: 'Welcher Beruf hat dich am meisten interessiert? Warum?' },
                  { p: 'Welche Schulfächer sind für diesen Beruf wichtig?' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 70,
  },
  {
    slug: 'kita-wassertag',
    menu: 'veranstaltungen',
    titel: 'Wassertag für Kita-Gruppen',
    subtitel: 'Spielen, forschen und staunen im Wasserwerk',
    beschreibung:
      'Ein Vormittag für Vorschulkinder im Wasserwerk Fischeln: Die Kinder sehen, wo das Wasser aus der Erde kommt, spielen an der Wasserbaustelle und dürfen am Ende einen echten Hydranten öffnen.',
    typ: 'Exkursion',
    themen: ['Trinkwasser', 'Wasserkreislauf'],
    faecher: ['Sachunterricht'],
    stufen: ['Kita'],
    header: { motif: 'pool', caption: 'Wasserbecken im Wasserwerk.' },
    datum: { days: 58, time: '09:30' },
    seats: 2,
    stoerer: true,
    dauer: '2 Stunden',
    kontaktformular: true,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Hinweise',
        sections: [
          {
            titel: 'Für die Begleitpersonen',
            text: 'Bitte planen Sie eine Begleitperson je fünf Kinder ein. Wechselkleidung ist sinnvoll.',
            bilder: [],
            medien: [
              sheet(
                'kita-wassertag-hinweise.pdf',
                'Hinweise für Begleitpersonen (PDF)',
                'Wassertag im Wasserwerk',
                'Hinweise für Kitas',
                [
                  { li: 'Treffpunkt: Besucherzentrum Wasserwerk Fischeln' },
                  { li: 'Eine Begleitperson je fünf Kinder' },
                  { li: 'Wechselkleidung und Trinkflasche mitbringen' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 11,
  },
];

const LAST_MATERIALS: readonly DemoMaterial[] = [
  {
    slug: 'stromnetz-hausanschluss',
    menu: 'energie',
    titel: 'Wie kommt der Strom ins Haus?',
    subtitel: 'Vom Kraftwerk über das Umspannwerk zur Steckdose',
    beschreibung:
      'Hochspannung, Mittelspannung, Niederspannung: Die Schülerinnen und Schüler verfolgen den Weg des Stroms durch die Netzebenen und erfahren, warum Strom für den Transport hochgespannt wird. Ein Modell mit zwei Transformatoren macht den Unterschied messbar.',
    typ: 'Unterrichtsmaterial',
    themen: ['Strom', 'Stromnetz'],
    faecher: ['Physik'],
    stufen: ['Klasse 7-8', 'Klasse 9-10'],
    header: { motif: 'substation', caption: 'Transformatoren in einem Umspannwerk.' },
    dauer: '90 Minuten',
    bneZiele: 'SDG 7 Bezahlbare und saubere Energie, SDG 9 Industrie, Innovation und Infrastruktur',
    kontaktformular: false,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Arbeitsmaterial',
        sections: [
          {
            titel: 'Die Netzebenen',
            text: 'Ein Schaubild zeigt die vier Spannungsebenen vom Übertragungsnetz bis zum Hausanschluss.',
            bilder: [{ motif: 'power-lines', caption: 'Eine Hochspannungsleitung über Feldern.' }],
            medien: [
              sheet(
                'stromnetz-netzebenen.pdf',
                'Arbeitsblatt Netzebenen (PDF)',
                'Der Weg des Stroms',
                'Arbeitsblatt Klasse 7 bis 10',
                [
                  { p: 'Ordne die Spannungen 380 kV, 110 kV, 10 kV und 400 V den Netzebenen zu.' },
                  { p: 'Begründe, warum beim Transport mit hoher Spannung weniger Energie verloren geht.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 118,
  },
  {
    slug: 'wasser-sparen-alltag',
    menu: 'wasser',
    titel: 'Wasser sparen im Alltag',
    subtitel: 'Wie viel Wasser brauchen wir am Tag?',
    beschreibung:
      'Zähneputzen, Toilette, Duschen: Die Kinder schätzen und messen, wie viel Wasser sie an einem Tag verbrauchen, und sammeln Ideen zum Sparen. Ein Wassertagebuch begleitet sie eine Woche lang.',
    typ: 'Arbeitsblätter',
    themen: ['Trinkwasser', 'Wasser sparen'],
    faecher: ['Sachunterricht', 'Mathematik'],
    stufen: ['Klasse 1-2', 'Klasse 3-4'],
    header: { motif: 'hydrant', caption: 'Wasser aus einem Hydranten.' },
    dauer: '1 Woche begleitend',
    bneZiele: 'SDG 6 Sauberes Wasser und Sanitäreinrichtungen, SDG 12 Nachhaltiger Konsum',
    kontaktformular: false,
    ansprechpartner: ['Miriam Straeten'],
    links: [],
    inhalt: [
      {
        titel: 'Material',
        sections: [
          {
            titel: 'Mein Wassertagebuch',
            text: 'Jeden Abend tragen die Kinder ein, wofür sie Wasser gebraucht haben.',
            bilder: [],
            medien: [
              sheet('wassertagebuch.pdf', 'Wassertagebuch (PDF)', 'Mein Wassertagebuch', 'Klasse 1 bis 4', [
                { li: 'Zähneputzen mit laufendem Wasser: etwa 12 Liter' },
                { li: 'Zähneputzen mit Becher: etwa 1 Liter' },
                { li: 'Duschen fünf Minuten: etwa 60 Liter' },
              ]),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 340,
  },
  {
    slug: 'planspiel-klimaschutz-kommune',
    menu: 'klima',
    titel: 'Planspiel: Klimaschutz in unserer Stadt',
    subtitel: 'Ein Stadtrat entscheidet über die Wärmewende',
    beschreibung:
      'Die Klasse wird zum Stadtrat einer fiktiven Kommune am Niederrhein. Fraktionen, Stadtwerk, Handwerk und Bürgerinitiative verhandeln über Wärmenetz, Solarpflicht und Budget. Am Ende stimmt der Rat über einen Klimaschutzplan ab.\n\nDas Planspiel eignet sich für Projekttage und den Politikunterricht der Oberstufe.',
    typ: 'Unterrichtsmaterial',
    themen: ['Klimawandel', 'Kommunalpolitik'],
    faecher: ['Politik'],
    stufen: ['Oberstufe', 'Berufskolleg'],
    header: { motif: 'meeting', caption: 'Eine Ratssitzung im Rathaus.' },
    dauer: '1 Projekttag',
    bneZiele:
      'SDG 11 Nachhaltige Städte und Gemeinden, SDG 13 Maßnahmen zum Klimaschutz, SDG 16 Starke Institutionen',
    kontaktformular: true,
    video:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Pl4nSp13lKl" title="So läuft das Planspiel" frameborder="0" allowfullscreen></iframe>',
    ansprechpartner: ['Petra Reiners', 'Martin Vogels'],
    links: [],
    inhalt: [
      {
        titel: 'Spielmaterial',
        sections: [
          {
            titel: 'Rollenkarten',
            text: 'Acht Rollen mit Interessen, Argumenten und einem geheimen Ziel.',
            bilder: [],
            medien: [
              sheet(
                'planspiel-rollenkarten.pdf',
                'Rollenkarten (PDF)',
                'Planspiel Klimaschutz',
                'Rollenkarten',
                [
                  { h: 'Stadtwerk' },
                  { p: 'Sie wollen ein Wärmenetz bauen, brauchen dafür aber 60 Prozent Anschlussquote.' },
                  { h: 'Bürgerinitiative' },
                  { p: 'Sie fürchten steigende Kosten für Mieterinnen und Mieter.' },
                ],
              ),
            ],
          },
          {
            titel: 'Ablauf und Auswertung',
            text: 'Eröffnung, Fraktionsberatung, Ratssitzung, Abstimmung und Reflexion.',
            bilder: [],
            medien: [
              sheet(
                'planspiel-ablauf.pdf',
                'Ablaufplan (PDF)',
                'Planspiel Klimaschutz',
                'Ablaufplan für die Spielleitung',
                [
                  { li: '08:00 Einführung und Rollenverteilung' },
                  { li: '09:00 Fraktionsberatung' },
                  { li: '10:30 Ratssitzung' },
                  { li: '12:00 Abstimmung und Reflexion' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 55,
  },
  {
    slug: 'baeume-speichern-co2',
    menu: 'klima',
    titel: 'Wie viel CO₂ speichert unser Schulbaum?',
    subtitel: 'Bäume vermessen und rechnen',
    beschreibung:
      'Mit Maßband und Geodreieck bestimmen die Kinder Umfang und Höhe eines Baums auf dem Schulgelände und schätzen, wie viel Kohlenstoff er gespeichert hat. So wird greifbar, warum Bäume für das Klima wichtig sind.',
    typ: 'Arbeitsblätter',
    themen: ['Klimawandel', 'Natur'],
    faecher: ['Biologie', 'Mathematik'],
    stufen: ['Klasse 5-6'],
    header: { motif: 'trees', caption: 'Ein großer Laubbaum auf einem Schulhof.' },
    dauer: '2 Unterrichtsstunden',
    bneZiele: 'SDG 13 Maßnahmen zum Klimaschutz, SDG 15 Leben an Land',
    kontaktformular: false,
    ansprechpartner: ['Petra Reiners'],
    links: [],
    inhalt: [
      {
        titel: 'Arbeitsblatt',
        sections: [
          {
            titel: 'Baum vermessen',
            text: 'Umfang in 1,30 m Höhe messen, Höhe mit der Försterdreieck-Methode bestimmen.',
            bilder: [],
            medien: [
              sheet(
                'schulbaum-vermessen.pdf',
                'Arbeitsblatt Baum vermessen (PDF)',
                'Unser Schulbaum',
                'Arbeitsblatt Klasse 5 und 6',
                [
                  { p: 'Miss den Umfang des Stamms in 1,30 Meter Höhe.' },
                  {
                    p: 'Gehe so weit vom Baum weg, bis du die Spitze unter 45 Grad siehst. Dein Abstand ist ungefähr die Höhe.',
                  },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 205,
  },
  {
    slug: 'mobilitaet-zukunft-berufskolleg',
    menu: 'mobilitaet',
    titel: 'Mobilität der Zukunft im Betrieb',
    subtitel: 'Fuhrpark, Ladeinfrastruktur und Jobticket planen',
    beschreibung:
      'Für Klassen am Berufskolleg: Am Beispiel eines Handwerksbetriebs mit zwölf Fahrzeugen planen die Auszubildenden die Umstellung auf Elektrofahrzeuge, die nötigen Ladepunkte und ein Jobticket. Sie rechnen Kosten, Förderung und CO₂-Einsparung durch.',
    typ: 'Unterrichtsmaterial',
    themen: ['Elektromobilität', 'Klimafreundliche Mobilität'],
    faecher: ['Wirtschaft', 'Technik'],
    stufen: ['Berufskolleg'],
    header: { motif: 'charging-hub', caption: 'Firmenfahrzeuge an Ladepunkten.' },
    dauer: '3 Doppelstunden',
    bneZiele: 'SDG 8 Menschenwürdige Arbeit und Wirtschaftswachstum, SDG 11 Nachhaltige Städte und Gemeinden',
    kontaktformular: true,
    ansprechpartner: ['Lisa Baumanns', 'Oliver Esser'],
    links: [{ title: 'Förderung Ladeinfrastruktur', link: 'https://www.bafa.de' }],
    inhalt: [
      {
        titel: 'Fallstudie',
        sections: [
          {
            titel: 'Der Betrieb Schreinerei Hermanns',
            text: 'Zwölf Fahrzeuge, zwei Standorte, 40 Beschäftigte: Die Ausgangslage mit allen Zahlen.',
            bilder: [{ motif: 'office', caption: 'Das Büro eines Handwerksbetriebs.' }],
            medien: [
              sheet(
                'fallstudie-fuhrpark.pdf',
                'Fallstudie Fuhrpark (PDF)',
                'Mobilität der Zukunft im Betrieb',
                'Fallstudie für das Berufskolleg',
                [
                  {
                    p: 'Die Fahrzeuge fahren im Schnitt 80 Kilometer am Tag und stehen nachts auf dem Betriebshof.',
                  },
                  { p: 'Plane, wie viele Ladepunkte mit welcher Leistung nötig sind.' },
                ],
              ),
            ],
          },
        ],
      },
    ],
    createdDaysAgo: 100,
  },
];

/** All materials: about 30 over the five categories. */
export const DEMO_MATERIALS: readonly DemoMaterial[] = [
  ...FIRST_MATERIALS,
  ...MORE_MATERIALS,
  ...LAST_MATERIALS,
];
