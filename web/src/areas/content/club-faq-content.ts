import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { formatWholeEuro } from '@kp/contract/shell';

/** Amounts as the portal shows them: German grouping, no cents, '35.000 €'. */
export function euro(amount: number): string {
  return formatWholeEuro(amount).replace(/\u00a0/g, ' ');
}

/** The figures of spec 01 §9 for the club competition 2025 and the running series. */
export const CLUB_COMPETITION = {
  year: 2025,
  regions: 3,
  finalistsPerRegion: 60,
  publicPrizeTotal: 35_000,
  publicPrizeMin: 300,
  publicPrizeMax: 2_000,
  juryPrizes: 10,
  juryPrizeAmount: 1_000,
  communePrizeTotal: 15_000,
  communePrizeAmount: 5_000,
  namedClubsMax: 2,
} as const;

export const RUNNING_SERIES = { runs: 5, distanceKm: 10, minRunsForRanking: 3, starterPacks: 50 } as const;

export type FaqItem = { question: string; answer: string };

const c = CLUB_COMPETITION;
const r = RUNNING_SERIES;

const CLUB_FAQ: FaqItem[] = [
  {
    question: `Was ist der NEW-Vereinswettbewerb ${c.year}?`,
    answer: `Mit dem Vereinswettbewerb ${c.year} fördert die NEW gemeinnützige Vereine aus ihrem Versorgungsgebiet – vom Sportverein über die Jugendfeuerwehr bis zum Heimatverein. Der Wettbewerb läuft in ${c.regions} Regionen, sodass Vereine aus kleinen Gemeinden dieselbe Chance haben wie Vereine aus großen Städten.`,
  },
  {
    question: 'Wie läuft der Wettbewerb ab?',
    answer: `Nach der Bewerbungsphase stellen sich die Vereine in einer Qualifikationsphase öffentlich zur Abstimmung. Die ${c.finalistsPerRegion} Vereine mit den meisten Stimmen je Region ziehen ins Finale ein – in den ${c.regions} Regionen also insgesamt ${c.finalistsPerRegion * c.regions} Finalisten.`,
  },
  {
    question: 'Wie wird abgestimmt?',
    answer:
      'In der Qualifikationsphase kann jede Person einmal täglich für einen Verein stimmen. Im Finale ist eine Stimme pro Person möglich. Jede Stimme wird über einen Code bestätigt, den die abstimmende Person per SMS erhält; so bleibt die Abstimmung fair.',
  },
  {
    question: 'Welche Preise gibt es beim Publikumspreis?',
    answer: `Für den Publikumspreis stehen insgesamt ${euro(c.publicPrizeTotal)} bereit. Jeder Finalist erhält je nach Platzierung zwischen ${euro(c.publicPrizeMin)} und ${euro(c.publicPrizeMax)}.`,
  },
  {
    question: 'Was ist der Jurypreis?',
    answer: `Unabhängig von der Zahl der Stimmen vergibt eine Jury ${c.juryPrizes} Preise zu je ${euro(c.juryPrizeAmount)} an Vereine mit besonders überzeugenden Projekten, etwa für Inklusion, Nachwuchsarbeit oder Klimaschutz.`,
  },
  {
    question: 'Was ist der Kommunalpreis und wie kann sich unsere Kommune beteiligen?',
    answer: `Mit dem Kommunalpreis über insgesamt ${euro(c.communePrizeTotal)} würdigen wir das Engagement, das Kommunen besonders am Herzen liegt: Er wird als ${c.communePrizeTotal / c.communePrizeAmount} Preise zu je ${euro(c.communePrizeAmount)} vergeben. Jede Kommune kann dafür bis zu ${c.namedClubsMax} Vereine benennen. Sprechen Sie dazu Ihre Ansprechperson in der rechten Spalte an.`,
  },
  {
    question: 'Wie können wir den Wettbewerb in unserer Kommune bekannt machen?',
    answer:
      'Wir stellen Ihnen gern Plakate, Texte für Ihre Website und Ihr Amtsblatt sowie Beiträge für soziale Medien zur Verfügung. Je mehr Vereine aus Ihrer Kommune teilnehmen, desto mehr Fördergeld kann in Ihre Kommune fließen.',
  },
];

const RUNNING_FAQ: FaqItem[] = [
  {
    question: 'Was ist die NEW-Laufserie?',
    answer: `Die NEW-Laufserie besteht aus ${r.runs} Läufen über jeweils ${r.distanceKm} km in Kommunen unseres Versorgungsgebiets. Sie richtet sich an Hobbyläuferinnen und -läufer ebenso wie an ambitionierte Vereinsteams.`,
  },
  {
    question: 'Wie komme ich in die Gesamtwertung?',
    answer: `In die Gesamtwertung der Serie kommt, wer an mindestens ${r.minRunsForRanking} der ${r.runs} Läufe teilnimmt. Gewertet werden die Zeiten über ${r.distanceKm} km.`,
  },
  {
    question: 'Gibt es ein Starterpaket?',
    answer: `Ja. Die ersten ${r.starterPacks} Anmeldungen für die gesamte Serie erhalten ein Starterpaket der NEW.`,
  },
  {
    question: 'Kann unsere Verwaltung mit einem Team teilnehmen?',
    answer:
      'Sehr gern. Verwaltungen, Schulen und Vereine können als Team starten; für die Teamwertung zählen die Zeiten der schnellsten Läuferinnen und Läufer eines Teams.',
  },
  {
    question: 'Kann unsere Kommune Austragungsort eines Laufs werden?',
    answer:
      'Ja. Wenn Ihre Kommune einen Lauf ausrichten möchte, melden Sie sich bei Ihrer Ansprechperson. Wir stimmen Strecke, Absperrungen und Rahmenprogramm gemeinsam mit Ordnungsamt und örtlichen Vereinen ab.',
  },
];

/** The fixed FAQ of a sub-service page, or null for sub-services without one (spec 01 §2). */
export function clubFaqFor(title: string): FaqItem[] | null {
  const trimmed = title.trim();
  if (trimmed === SPECIAL_TITLES.vereinsfoerderung) return CLUB_FAQ;
  if (trimmed === SPECIAL_TITLES.laufserie) return RUNNING_FAQ;
  return null;
}
