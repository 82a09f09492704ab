import { berlinDay } from '@kp/contract/shell';
import { and, eq } from 'drizzle-orm';
import { announce, momentAnnouncement } from '../../server/src/areas/notifications/service.ts';
import { contactPeople, moments, momentsSettings } from '../../server/src/db/schema/index.ts';
import type { DbOrTx } from '../../server/src/mail/outbox.ts';
import { addDays, berlinTime } from './dates.ts';

// NEW Erleben demo moments. Their dates are days relative to the seed's day, so a fresh demo always has
// past, current and future moments; two seeds on the same day write identical rows.

interface DemoMoment {
  titel: string;
  beschreibung: string;
  bild: string;
  alt: string;
  /** Days from the seed day. */
  start: number;
  end: number;
}

const image = (name: string) => `/uploads/demo/content/${name}.svg`;

export const DEMO_MOMENTS: readonly DemoMoment[] = [
  {
    titel: 'Führung durch das Wasserwerk Fischeln',
    beschreibung:
      'Vom Brunnen bis zum Hochbehälter: Unsere Wassermeister zeigen Ihnen, wie aus Grundwasser Trinkwasser wird, wie die Aufbereitung überwacht wird und was wir gegen Spurenstoffe tun. Festes Schuhwerk wird empfohlen.',
    bild: image('trinkwasser--trinkwasserqualitaet-1'),
    alt: 'Aufbereitungsanlage eines Wasserwerks',
    start: -5,
    end: 20,
  },
  {
    titel: 'Abend im Borussia-Park',
    beschreibung:
      'Erleben Sie ein Heimspiel von Borussia Mönchengladbach in der Loge der NEW, mit Gesprächen über die Energieversorgung des Stadions und einem Blick in die Technikräume vor dem Anpfiff.',
    bild: image('baeder-freizeit--new-erleben-1'),
    alt: 'Abendveranstaltung im Stadion',
    start: -2,
    end: 9,
  },
  {
    titel: 'Blick in die Netzleitstelle',
    beschreibung:
      'In der Netzleitstelle laufen alle Meldungen aus den Strom-, Gas- und Wassernetzen zusammen. Die Schichtleitung erklärt, wie Störungen erkannt, eingegrenzt und behoben werden, rund um die Uhr.',
    bild: image('strom--netzausbau-und-baumassnahmen-1'),
    alt: 'Arbeiten am Stromnetz',
    start: 0,
    end: 30,
  },
  {
    titel: 'Fachtag Kommunale Wärmeplanung',
    beschreibung:
      'Ein Tag mit Praxisberichten aus Kommunen am Niederrhein: Bestandsanalyse, Potenziale der Abwärme, Eignungsgebiete für Wärmenetze und die Beteiligung der Bürgerinnen und Bürger.',
    bild: image('waerme--kommunale-waermeplanung-1'),
    alt: 'Lenkungskreis zur kommunalen Wärmeplanung',
    start: 14,
    end: 40,
  },
  {
    titel: 'Weihnachtskonzert in der Kaiser-Friedrich-Halle',
    beschreibung:
      'Zum Jahresausklang lädt die NEW Vertreterinnen und Vertreter der Partnerkommunen zum Weihnachtskonzert der Niederrheinischen Sinfoniker ein. Anschließend Empfang im Foyer.',
    bild: image('strassenbeleuchtung--weihnachts-und-sonderbeleuchtung-1'),
    alt: 'Weihnachtliche Beleuchtung in einer Innenstadt',
    start: 21,
    end: 27,
  },
  {
    titel: 'Radtour entlang der Niers',
    beschreibung:
      'Eine geführte Radtour zu renaturierten Abschnitten der Niers, zu Pegelmessstellen und zu einem Regenrückhaltebecken, mit Fachleuten aus Abwasser und Smart City.',
    bild: image('smart-city--pegelmessung-an-baechen-1'),
    alt: 'Pegelmessung an einem Bach',
    start: 60,
    end: 90,
  },
  {
    titel: 'Besuch im Solarpark Wanlo',
    beschreibung:
      'Wie entsteht ein Solarpark mit Bürgerbeteiligung? Vor Ort zeigen die Projektleitung und Vertreter der Energiegenossenschaft, wie Planung, Bau und Beteiligung zusammenkommen.',
    bild: image('nachhaltigkeit--buergerbeteiligung-an-wind-und-solarparks-1'),
    alt: 'Solarpark mit Bürgerbeteiligung',
    start: -60,
    end: -30,
  },
  {
    titel: 'NEW-Laufserie: Lauf am Hariksee',
    beschreibung:
      'Starten Sie mit einer Staffel Ihrer Verwaltung beim Lauf am Hariksee. Die NEW übernimmt die Startgebühren für bis zu fünf Läuferinnen und Läufer je Kommune.',
    bild: image('baeder-freizeit--new-laufserie-1'),
    alt: 'Zieleinlauf bei einem Lauf der NEW-Laufserie',
    start: -40,
    end: -3,
  },
];

/**
 * A week before the moment opens, and at the latest the day before the seed day: a seed between midnight
 * and 08:00 in Berlin would otherwise schedule the future moments for later that morning, and hide them.
 */
export function publishedOn(today: string, moment: DemoMoment): Date {
  return berlinTime(addDays(today, Math.min(-1, moment.start - 7)), '08:00');
}

export async function seedDemoMoments(tx: DbOrTx, today = berlinDay()): Promise<void> {
  const rows = await tx
    .insert(moments)
    .values(
      DEMO_MOMENTS.map((moment) => ({
        titel: moment.titel,
        beschreibung: moment.beschreibung,
        bildUrl: moment.bild,
        bildAlt: moment.alt,
        startdatum: addDays(today, moment.start),
        enddatum: addDays(today, moment.end),
        createdAt: publishedOn(today, moment),
        publishedAt: publishedOn(today, moment),
      })),
    )
    .returning({
      id: moments.id,
      titel: moments.titel,
      beschreibung: moments.beschreibung,
      createdAt: moments.createdAt,
      publishedAt: moments.publishedAt,
    });
  // Announced like the job would, so the job finds nothing left and the panel shows them at once.
  for (const row of rows) await announce(tx, momentAnnouncement(row));
  const [contact] = await tx
    .select({ id: contactPeople.id })
    .from(contactPeople)
    .where(and(eq(contactPeople.firstname, 'Tobias'), eq(contactPeople.lastname, 'Beckers')));
  await tx.insert(momentsSettings).values({ id: 1, contactPersonId: contact?.id ?? null });
}
