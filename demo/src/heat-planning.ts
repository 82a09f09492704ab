import { heatFaqEntries } from '../../server/src/db/schema/index.ts';
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { DEMO_CONTENT_PUBLISHED_AT } from './dates.ts';

type Section = 'Allgemein' | 'Endverbraucher' | 'Kommune';

/** FAQ Kommunale Wärmeplanung: a few real questions per group, in German. */
export const DEMO_HEAT_FAQ: readonly { section: Section; titel: string; text: string }[] = [
  {
    section: 'Allgemein',
    titel: 'Was ist die kommunale Wärmeplanung?',
    text: 'Die kommunale Wärmeplanung zeigt, wie eine Kommune ihre Wärmeversorgung bis spätestens 2045 klimaneutral machen kann. Sie beginnt mit einer **Bestandsanalyse** (Gebäude, Verbräuche, Netze), ermittelt die **Potenziale** erneuerbarer Wärme und Abwärme und beschreibt ein **Zielszenario** mit Maßnahmen.',
  },
  {
    section: 'Allgemein',
    titel: 'Welche Gesetze regeln die Wärmeplanung?',
    text: 'Grundlage ist das Wärmeplanungsgesetz (WPG) des Bundes, das seit dem 1. Januar 2024 gilt. Nordrhein-Westfalen setzt es mit dem Landeswärmeplanungsgesetz um. Das Gebäudeenergiegesetz (GEG) knüpft an die Wärmepläne an.',
  },
  {
    section: 'Allgemein',
    titel: 'Welche Rolle hat die NEW?',
    text: 'Die NEW liefert als Netzbetreiber Verbrauchs- und Netzdaten, bewertet Wärmequellen wie Abwasser, Abwärme und Geothermie und rechnet Varianten für Wärmenetze durch. Die Entscheidung über den Wärmeplan trifft der Rat der Kommune.',
  },
  {
    section: 'Endverbraucher',
    titel: 'Muss ich jetzt meine Heizung austauschen?',
    text: 'Nein. Eine funktionierende Heizung darf weiter betrieben und repariert werden. Der Wärmeplan hilft Ihnen, eine künftige Entscheidung gut zu treffen, etwa ob Ihr Gebiet für ein Wärmenetz vorgesehen ist.',
  },
  {
    section: 'Endverbraucher',
    titel: 'Woran erkenne ich, ob mein Haus an ein Wärmenetz angeschlossen werden kann?',
    text: 'Der Wärmeplan weist **Eignungsgebiete** für Wärmenetze aus. Ob und wann ein Netz tatsächlich gebaut wird, entscheidet sich erst in der Umsetzung. Ihre Kommune und die NEW informieren die Anwohnerinnen und Anwohner frühzeitig.',
  },
  {
    section: 'Endverbraucher',
    titel: 'Gibt es Förderung für eine neue Heizung?',
    text: 'Ja. Die Bundesförderung für effiziente Gebäude (BEG) bezuschusst Wärmepumpen, Biomasseheizungen und den Anschluss an ein Wärmenetz. Einen Überblick finden Sie im Portal unter *Fördermöglichkeiten*.',
  },
  {
    section: 'Kommune',
    titel: 'Bis wann muss der Wärmeplan vorliegen?',
    text: 'Kommunen mit mehr als 100.000 Einwohnerinnen und Einwohnern müssen ihren Wärmeplan bis zum 30. Juni 2026 beschließen, alle anderen bis zum 30. Juni 2028. Für kleine Kommunen unter 10.000 Einwohnern ist ein vereinfachtes Verfahren möglich.',
  },
  {
    section: 'Kommune',
    titel: 'Welche Daten stellt die NEW bereit?',
    text: 'Gebäudescharfe Verbräuche dürfen nur zusammengefasst weitergegeben werden. Die NEW liefert Strom- und Gasverbräuche auf Baublockebene, den Verlauf der Netze, Einspeisedaten sowie Angaben zu bestehenden Wärmenetzen.',
  },
  {
    section: 'Kommune',
    titel: 'Wie wird die Öffentlichkeit beteiligt?',
    text: 'Das WPG verlangt eine Beteiligung der Öffentlichkeit, der Träger öffentlicher Belange und der Netzbetreiber. Bewährt haben sich Bürgerveranstaltungen nach der Bestandsanalyse und eine Auslegung des Entwurfs mit Online-Stellungnahmen.',
  },
  {
    section: 'Kommune',
    titel: 'Was kostet die Wärmeplanung, und wer zahlt?',
    text: 'Das Land NRW erstattet den Kommunen die Kosten über das Konnexitätsprinzip nach einer Pauschale, die sich an der Einwohnerzahl bemisst. Die Arbeit der NEW im Rahmen der Datenbereitstellung ist für die Partnerkommunen kostenfrei.',
  },
];

export async function seedDemoHeatPlanning(tx: DbOrTx): Promise<void> {
  await tx.insert(heatFaqEntries).values(
    DEMO_HEAT_FAQ.map((entry, index) => ({
      ...entry,
      sortOrder: (index + 1) * 10,
      publishedAt: DEMO_CONTENT_PUBLISHED_AT,
    })),
  );
}
