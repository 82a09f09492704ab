import type { RabattStatus } from '@kp/contract/rabatt-constants';
import { formatNumber } from '@kp/contract/shell';
import type { Db } from '../../db/client.ts';
import type { LieferstelleRow } from './repo.ts';
import type { CommuneRef, YearRow } from './year-start-parse.ts';
import * as repo from './year-start-repo.ts';

// What each commune's list needs so that it is what the year-start file says, and how that reads in the
// summary. The same file again plans no change.

/** The fields a row of the file sets; a re-upload compares exactly these. */
const LIST_FIELDS = [
  'adresszeile1',
  'adresszeile2',
  'plz',
  'ort',
  'geschaeftspartnerName',
  'sparte',
  'spannungsebene',
  'druckstufe',
  'rabatt',
  'notiz',
] as const satisfies readonly (keyof LieferstelleRow)[];

const rowKey = (malo: string, nummer: string) => `${malo}|${nummer}`;
const sameAmount = (a: number, b: number) => Math.round(a * 10_000) === Math.round(b * 10_000);

export interface CommunePlan {
  commune: CommuneRef;
  status: RabattStatus | null;
  inserts: repo.ListInsert[];
  updates: { row: LieferstelleRow; fields: Partial<repo.ListInsert> }[];
  removals: LieferstelleRow[];
  details: repo.DetailInsert[];
  rows: number;
}

export const changesOf = (plan: CommunePlan) =>
  plan.inserts.length + plan.updates.length + plan.removals.length + plan.details.length;

/** What the lists of the file's communes hold now: status, this and last year's rows, stored amounts. */
async function storedLists(db: Db, year: number, ids: number[], amountYears: number[]) {
  const [statuses, current, previous, details] = await Promise.all([
    repo.statusesOfYear(db, ids, year),
    repo.rowsOfYear(db, ids, year),
    repo.rowsOfYear(db, ids, year - 1),
    repo.detailsOfYears(db, ids, amountYears),
  ]);
  return {
    statusOf: new Map(statuses.map((s) => [s.communeId, s.status])),
    current,
    previous,
    amountOf: new Map(
      details.map((d) => [
        `${d.communeId}|${d.marktlokation}|${d.geschaeftspartnerNummer}|${d.year}`,
        d.rabattMenge,
      ]),
    ),
  };
}

type Stored = Awaited<ReturnType<typeof storedLists>>;

/** What each commune's list needs so that it is what the file says. */
export async function planYear(db: Db, year: number, rows: YearRow[]): Promise<CommunePlan[]> {
  const byCommune = new Map<number, YearRow[]>();
  for (const row of rows) byCommune.set(row.commune.id, [...(byCommune.get(row.commune.id) ?? []), row]);
  const ids = [...byCommune.keys()];
  const amountYears = [...new Set(rows.flatMap((row) => [...row.amounts.keys()]))];
  const stored = await storedLists(db, year, ids, amountYears);
  return ids.map((communeId) => planCommune(year, communeId, byCommune.get(communeId) ?? [], stored));
}

function planCommune(year: number, communeId: number, fileRows: YearRow[], stored: Stored): CommunePlan {
  const existing = new Map(
    stored.current
      .filter((r) => r.communeId === communeId)
      .map((r) => [rowKey(r.marktlokation, r.geschaeftspartnerNummer), r]),
  );
  const before = stored.previous.filter((r) => r.communeId === communeId);
  const lastYearMalos = new Set(before.map((r) => r.marktlokation));
  const lastYearPartners = new Set(before.map((r) => rowKey(r.marktlokation, r.geschaeftspartnerNummer)));
  const plan: CommunePlan = {
    commune: fileRows[0].commune,
    status: stored.statusOf.get(communeId) ?? null,
    inserts: [],
    updates: [],
    removals: [],
    details: [],
    rows: fileRows.length,
  };
  const inFile = new Set<string>();
  for (const row of fileRows) {
    const key = rowKey(row.marktlokation, row.geschaeftspartnerNummer);
    inFile.add(key);
    const values = {
      adresszeile1: row.adresszeile1,
      adresszeile2: row.adresszeile2,
      plz: row.plz,
      ort: row.ort,
      geschaeftspartnerName: row.geschaeftspartnerName,
      sparte: row.sparte,
      spannungsebene: row.spannungsebene,
      druckstufe: row.druckstufe,
      rabatt: row.rabatt,
      notiz: row.notiz,
    };
    const old = existing.get(key);
    if (!old) {
      plan.inserts.push({
        communeId,
        year,
        marktlokation: row.marktlokation,
        geschaeftspartnerNummer: row.geschaeftspartnerNummer,
        ...values,
        // 'Von NEW hinzugefuegt' and 'Neue Geschäftspartner' compare with last year's list (decision 010).
        addedByNew: before.length > 0 && !lastYearMalos.has(row.marktlokation),
        newGeschaeftspartner: lastYearMalos.has(row.marktlokation) && !lastYearPartners.has(key),
      });
    } else {
      const fields = Object.fromEntries(
        LIST_FIELDS.filter((field) => old[field] !== values[field]).map((field) => [field, values[field]]),
      );
      if (Object.keys(fields).length > 0) plan.updates.push({ row: old, fields });
    }
    for (const [forYear, amount] of row.amounts) {
      const storedAmount = stored.amountOf.get(
        `${communeId}|${row.marktlokation}|${row.geschaeftspartnerNummer}|${forYear}`,
      );
      if (storedAmount === undefined || !sameAmount(storedAmount, amount)) {
        plan.details.push({
          communeId,
          marktlokation: row.marktlokation,
          geschaeftspartnerNummer: row.geschaeftspartnerNummer,
          year: forYear,
          rabattMenge: amount,
        });
      }
    }
  }
  plan.removals = [...existing.entries()].filter(([key]) => !inFile.has(key)).map(([, row]) => row);
  return plan;
}

export const outcomeOf = (plan: CommunePlan) =>
  plan.status === null
    ? ('neu' as const)
    : changesOf(plan) === 0
      ? ('unverändert' as const)
      : ('ersetzt' as const);

export const countOf = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function summaryLine(plan: CommunePlan, year: number, dryRun: boolean) {
  const name = plan.commune.name;
  const rows = countOf(plan.rows, 'Lieferstelle', 'Lieferstellen');
  switch (outcomeOf(plan)) {
    case 'neu':
      return dryRun
        ? `${name}: Das Jahr ${year} würde mit ${rows} im Status „Neu“ gestartet.`
        : `${name}: Das Jahr ${year} ist mit ${rows} im Status „Neu“ gestartet.`;
    case 'unverändert':
      return `${name}: Die Liste ${year} ist schon so gespeichert (${rows}); nichts geändert.`;
    default:
      return `${name}: Die Liste ${year} ${dryRun ? 'würde' : 'wurde'} ersetzt (${plan.inserts.length} neu, ${plan.updates.length} geändert, ${plan.removals.length} entfernt, ${plan.details.length} Beträge).`;
  }
}
