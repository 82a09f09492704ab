import type { DocumentSparte, DocumentType } from '@kp/contract/concessions-constants';
import { formatDecimals, formatNumber } from '@kp/contract/shell';
import { type PdfBlock, pdfDocument } from '../pdf.ts';
import { createRng } from '../prng.ts';
import { demoConsumption } from './commune-consumption.ts';
import { NEW_NETZ, NEW_WASSER } from './commune-contracts.ts';
import { DEMO_COMMUNES, type DemoCommune } from './communes.ts';
import { RABATT_COMMUNES } from './rabatt-communes.ts';

// Concession-fee documents (Konzessionsabgaben and Testate) of 2021–2025: per commune and branch the
// advance payments, the annual statement, the auditor's certificate and the final statement, as short
// PDF letters with the figures. The amounts follow the commune's consumption (commune-consumption.ts) and
// the rates of the Konzessionsabgabenverordnung by population; water pays 10 % of the water charges.

export const DOCUMENT_YEARS = [2021, 2022, 2023, 2024, 2025] as const;
const AUDITOR = 'Treuhand Niers-Rur GmbH Wirtschaftsprüfungsgesellschaft';

export interface DemoDocument {
  osId: string;
  commune: DemoCommune['name'];
  titel: string;
  dokumenttyp: DocumentType;
  jahr: number;
  sparte: DocumentSparte;
  /** The day on the letter (yyyy-mm-dd). */
  documentDate: string;
  fileKey: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Document ids of the DMS: 'OS-' and seven digits; documents count from 0200000 upwards per commune. */
export const documentOsId = (communeIndex: number, n: number) =>
  `OS-${pad(200_000 + communeIndex * 1000 + n, 7)}`;
export const documentFileKey = (osId: string) => `konzessionsabgaben/${osId}.pdf`;

const TITLE_STEM: Record<DocumentType, string> = {
  'Jahresrechnung Konzessionsabgaben': 'Jahresrechnung Konzessionsabgaben',
  Schlussrechnung: 'Schlussrechnung Konzessionsabgabe',
  Vorauszahlung: 'Vorauszahlung Konzessionsabgabe',
  Testat: 'Testat Konzessionsabgabe',
};

/** When each kind is written: advances in January, the statement in March, the audit in May, the final in June. */
function documentDate(type: DocumentType, year: number, index: number): string {
  const day = pad(8 + ((index * 3) % 18));
  if (type === 'Vorauszahlung') return `${year}-01-${day}`;
  if (type === 'Jahresrechnung Konzessionsabgaben') return `${year + 1}-03-${day}`;
  if (type === 'Testat') return `${year + 1}-05-${day}`;
  return `${year + 1}-06-${day}`;
}

function documentsOf(commune: DemoCommune, index: number): DemoDocument[] {
  const rng = createRng(`konzessionsabgaben/${commune.name}`);
  const sparten: DocumentSparte[] = commune.serviceAreas.includes('trinkwasser')
    ? ['Strom', 'Gas', 'Wasser']
    : ['Strom', 'Gas'];
  const types: DocumentType[] = [
    'Vorauszahlung',
    'Jahresrechnung Konzessionsabgaben',
    'Testat',
    'Schlussrechnung',
  ];
  const documents: DemoDocument[] = [];
  for (const year of DOCUMENT_YEARS) {
    for (const sparte of sparten) {
      for (const type of types) {
        // Not every letter made it into the DMS; Strom 2024 is complete everywhere, so each type exists.
        const complete = sparte === 'Strom' && year === 2024;
        if (!complete && type !== 'Vorauszahlung' && rng.chance(0.2)) continue;
        const osId = documentOsId(index, documents.length + 1);
        documents.push({
          osId,
          commune: commune.name,
          titel: `${TITLE_STEM[type]} ${sparte} ${year} ${commune.name}`,
          dokumenttyp: type,
          jahr: year,
          sparte,
          documentDate: documentDate(type, year, index),
          fileKey: documentFileKey(osId),
        });
      }
    }
  }
  return documents;
}

let built: DemoDocument[] | null = null;

/** Every commune's documents, in the spec's commune order. */
export function demoDocuments(): readonly DemoDocument[] {
  built ??= DEMO_COMMUNES.flatMap((commune, index) => documentsOf(commune, index));
  return built;
}

// The figures of the letters.

// The letters write a plain space before €, not the no-break space of formatEuro.
const euro = (value: number) => `${formatDecimals(value, 2)} €`;
const cents = (value: number) => Math.round(value * 100) / 100;

/** Rates in ct/kWh by population (KAV § 2): tariff customers and special-contract customers. */
function rates(sparte: 'Strom' | 'Gas', einwohner: number) {
  const size = einwohner <= 25_000 ? 0 : einwohner <= 100_000 ? 1 : 2;
  return sparte === 'Strom'
    ? { tarif: [1.32, 1.59, 1.99][size], sonder: 0.11 }
    : { tarif: [0.22, 0.27, 0.33][size], sonder: 0.03 };
}

const LOW_VOLTAGE = new Set(['Allgemeiner Bedarf', 'Wärmepumpe', 'Nachtspeicher', 'Niederspannung']);

interface Lines {
  /** One line each: what, quantity and rate, amount. */
  items: Array<{ label: string; amount: number }>;
  total: number;
}

/** The fee of a branch and year, built from the consumption of that year. */
function feeLines(commune: DemoCommune, sparte: DocumentSparte, year: number): Lines {
  if (sparte === 'Wasser') {
    const cubicMetres = Math.round(commune.einwohner * 46.5 * (1 - (year - 2021) * 0.006));
    const charges = cents(cubicMetres * (1.98 + (year - 2021) * 0.07));
    const fee = cents(charges * 0.1);
    return {
      items: [
        {
          label: `Wasserentgelte: ${formatNumber(cubicMetres)} m³, ${euro(charges)} × 10 %`,
          amount: fee,
        },
      ],
      total: fee,
    };
  }
  const values =
    demoConsumption()
      .find((c) => c.commune === commune.name)
      ?.values.filter((v) => v.year === year && v.carrier === sparte) ?? [];
  const isTarif = (v: (typeof values)[number]) =>
    sparte === 'Strom'
      ? LOW_VOLTAGE.has(v.tariff)
      : v.sector === 'Private Haushalte' || v.sector === 'Landwirtschaft';
  const tarifMwh = values.filter(isTarif).reduce((sum, v) => sum + v.mwh, 0);
  const sonderMwh = values.filter((v) => !isTarif(v)).reduce((sum, v) => sum + v.mwh, 0);
  const rate = rates(sparte, commune.einwohner);
  // MWh × ct/kWh: 1 MWh = 1,000 kWh, 100 ct = 1 €.
  const tarif = cents(tarifMwh * rate.tarif * 10);
  const sonder = cents(sonderMwh * rate.sonder * 10);
  return {
    items: [
      {
        label: `Tarifkunden: ${formatDecimals(tarifMwh, 1)} MWh × ${formatDecimals(rate.tarif, 2)} ct/kWh`,
        amount: tarif,
      },
      {
        label: `Sondervertragskunden: ${formatDecimals(sonderMwh, 1)} MWh × ${formatDecimals(rate.sonder, 2)} ct/kWh`,
        amount: sonder,
      },
    ],
    total: cents(tarif + sonder),
  };
}

/** Advances are a quarter each of the year before's fee, rounded to whole hundreds. */
function advance(commune: DemoCommune, sparte: DocumentSparte, year: number): number {
  const before =
    year > DOCUMENT_YEARS[0]
      ? feeLines(commune, sparte, year - 1).total
      : feeLines(commune, sparte, year).total * 1.02;
  return Math.round(before / 4 / 100) * 100;
}

/** 09:00 German winter time; the demo does not care about summer time here. */
const pdfDate = (day: string) => new Date(`${day}T09:00:00+01:00`);
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The letter of a demo document as a PDF (its bytes as a latin1 string, see pdf.ts). */
export function documentPdf(doc: DemoDocument): string {
  const commune = DEMO_COMMUNES.find((c) => c.name === doc.commune) as DemoCommune;
  const kind = RABATT_COMMUNES.find((c) => c.name === doc.commune)?.kind ?? 'Stadt';
  const own = `${kind} ${commune.name}`;
  const operator = doc.sparte === 'Wasser' ? NEW_WASSER : NEW_NETZ;
  const sender = doc.dokumenttyp === 'Testat' ? AUDITOR : operator;
  const contract = `Konzessionsvertrag ${doc.sparte}`;
  const fee = feeLines(commune, doc.sparte, doc.jahr);
  const quarter = advance(commune, doc.sparte, doc.jahr);
  const paid = quarter * 4;
  const blocks: PdfBlock[] = [
    { p: `An die ${own}, Kämmerei · Datum: ${germanDate(doc.documentDate)} · Dokument ${doc.osId}` },
  ];
  const items = fee.items.map((item) => ({ li: `${item.label} = ${euro(item.amount)}` }));
  if (doc.dokumenttyp === 'Vorauszahlung') {
    blocks.push(
      { h: `Vorauszahlungen ${doc.jahr}` },
      {
        p: `Sehr geehrte Damen und Herren, nach dem ${contract} leisten wir auf die Konzessionsabgabe des Jahres ${doc.jahr} vierteljährliche Abschläge. Grundlage ist die Abrechnung des Vorjahres.`,
      },
      ...['15.02.', '15.05.', '15.08.', '15.11.'].map((day) => ({
        li: `fällig am ${day}${doc.jahr}: ${euro(quarter)}`,
      })),
      { li: `Summe der Vorauszahlungen ${doc.jahr}: ${euro(paid)}` },
      {
        p: 'Die Beträge überweisen wir ohne gesonderte Aufforderung auf das bekannte Konto der Gemeindekasse.',
      },
    );
  } else if (doc.dokumenttyp === 'Jahresrechnung Konzessionsabgaben') {
    const rest = cents(fee.total - paid);
    blocks.push(
      { h: `Abrechnung ${doc.jahr}` },
      {
        p: `Sehr geehrte Damen und Herren, nach dem ${contract} rechnen wir die Konzessionsabgaben für das Jahr ${doc.jahr} wie folgt ab:`,
      },
      ...items,
      { li: `Summe der Konzessionsabgaben ${doc.jahr}: ${euro(fee.total)}` },
      { li: `abzüglich Vorauszahlungen: ${euro(paid)}` },
      { li: `${rest >= 0 ? 'Nachzahlung an Sie' : 'Erstattung an uns'}: ${euro(Math.abs(rest))}` },
      {
        p: 'Die Mengen sind vorläufig. Nach der Prüfung durch den Wirtschaftsprüfer erhalten Sie die Schlussrechnung.',
      },
    );
  } else if (doc.dokumenttyp === 'Testat') {
    blocks.push(
      { h: 'Bescheinigung über die Prüfung der Konzessionsabgabe' },
      {
        p: `Wir haben die Abrechnung der Konzessionsabgabe ${doc.sparte} der ${operator} gegenüber der ${own} für das Jahr ${doc.jahr} geprüft. Grundlage waren die Mengen aus der Netzabrechnung und die Sätze des ${contract}s.`,
      },
      ...items,
      { li: `geprüfte Konzessionsabgabe ${doc.jahr}: ${euro(fee.total)}` },
      {
        p: 'Nach unserer Beurteilung entspricht die Abrechnung in allen wesentlichen Belangen dem Konzessionsvertrag und der Konzessionsabgabenverordnung.',
      },
      { p: `Mönchengladbach, ${germanDate(doc.documentDate)}` },
    );
  } else {
    const rng = createRng(`schlussrechnung/${doc.osId}`);
    const correction = cents(fee.total * (rng.next() - 0.5) * 0.008);
    const final = cents(fee.total + correction);
    blocks.push(
      { h: `Schlussrechnung ${doc.jahr}` },
      {
        p: `Sehr geehrte Damen und Herren, nach Vorlage des Testats rechnen wir die Konzessionsabgabe ${doc.sparte} für das Jahr ${doc.jahr} endgültig ab:`,
      },
      { li: `Konzessionsabgabe laut Jahresrechnung: ${euro(fee.total)}` },
      {
        li: `Korrektur nach Testat (Mengenabgrenzung): ${correction >= 0 ? '+' : '–'}${euro(Math.abs(correction))}`,
      },
      { li: `Konzessionsabgabe ${doc.jahr} endgültig: ${euro(final)}` },
      { li: `bereits gezahlt: ${euro(fee.total)}` },
      {
        p:
          correction >= 0
            ? `Den Restbetrag von ${euro(correction)} überweisen wir innerhalb von 30 Tagen.`
            : `Den Betrag von ${euro(Math.abs(correction))} verrechnen wir mit der nächsten Vorauszahlung.`,
      },
    );
  }
  blocks.push({ p: `Mit freundlichen Grüßen · ${sender}` });
  return pdfDocument({
    title: TITLE_STEM[doc.dokumenttyp],
    subtitle: `${doc.sparte} · ${doc.jahr} · ${own}`,
    author: sender,
    creationDate: pdfDate(doc.documentDate),
    blocks,
    footer: `${sender} · Demo-Dokument des Kommunalportals`,
  });
}
