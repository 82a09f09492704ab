import {
  EARLIER_AMOUNT_COLUMN,
  MALO_COLUMNS,
  MALO_OPTIONAL_COLUMNS,
  type UploadError,
  type UploadReport,
  YEAR_START_COLUMNS,
  YEAR_START_OPTIONAL_COLUMNS,
} from '@kp/contract/rabatt-backoffice';
import { RABATT_COLUMN_TITLES, type RabattStatus, SPARTEN, type Sparte } from '@kp/contract/rabatt-constants';
import { berlinDay } from '@kp/contract/shell';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { CsvError, parseCsv, recordsByColumn } from '../../import/csv.ts';
import { parseGermanNumber } from '../../import/german-number.ts';
import { rowError } from '../../import/report.ts';
import { invalidate } from '../../lib/cache.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import { audit } from '../backoffice/service.ts';
import { type LieferstelleRow, type MarktlokationRow, touchList } from './repo.ts';
import * as repo from './year-start-repo.ts';

// Issue 16 item 11: a Kommunalrabatt year starts from an upload of the delivery-point list, for one commune
// or for every commune the file names. The file has the columns of the CSV export (spec 02 §2) plus the
// amount (Rabattbetrag), optionally Kommune, Sparte, Ort and earlier years' amounts. Every row is checked
// with the command-line imports' CSV reader and German number rules, each problem reported with its line;
// one bad row and nothing is written. Otherwise one transaction opens each commune's list in 'Neu' (spec 02
// §4, the process begins) with its rows and amounts. The same file again changes nothing; a changed file
// replaces a list only while it is still in 'Neu' (docs/decisions/020).

/** A refused upload: 400 with every problem on its own line. */
export class UploadRefused extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines[0] ?? 'Die Datei ist ungültig.');
    this.lines = lines;
  }
}

export const refusal = (error: UploadRefused): UploadError => ({
  error: 'invalid_file',
  message: `Nichts gespeichert: ${error.lines.length} Fehler in der Datei.`,
  errors: error.lines,
});

/** The newest year a list may be started for: next year (lists are drafted in November). */
export const lastStartYear = () => Number(berlinDay().slice(0, 4)) + 1;

const MALO = /^\d{11}$/;
const PLZ = /^\d{5}$/;
const MAX_TEXT = 200;
const MAX_NOTE = 2_000;
/** The exports put an apostrophe before text that a spreadsheet would run as a formula; it goes again. */
const unguard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

/**
 * The export writes 'Straße Hausnummer' in one column. The last word is the house number when it starts
 * with a digit ('Am Markt 1', 'Hauptstraße 12a', 'Ring 3-5'); otherwise the whole text is the street.
 */
export function splitAddress(address: string): { adresszeile1: string; adresszeile2: string } {
  const match = /^(.*\S)\s+(\d\S*)$/.exec(address.trim());
  return match
    ? { adresszeile1: match[1], adresszeile2: match[2] }
    : { adresszeile1: address.trim(), adresszeile2: '' };
}

type CommuneRef = { id: number; name: string };

interface UploadContext {
  communes: Map<string, number>;
  /** The commune the dialog chose; null: the file's column Kommune says which. */
  fixed: CommuneRef | null;
}

/** Reads the file and its header; the columns are the required ones plus the optional ones present. */
function readTable<K extends string>(
  text: string,
  required: readonly K[],
  optional: (name: string) => boolean,
) {
  let table: ReturnType<typeof parseCsv>;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new UploadRefused([error.message]);
    throw error;
  }
  const present = table.header.filter(
    (name) => optional(name) && !required.some((r) => r.toLowerCase() === name.toLowerCase()),
  );
  const { rows, headerErrors } = recordsByColumn(table, [...required, ...present] as K[]);
  if (headerErrors.length > 0) throw new UploadRefused(headerErrors);
  if (rows.length === 0) throw new UploadRefused(['Die Datei enthält keine Zeilen unter der Kopfzeile.']);
  return { rows, present: present.map((name) => name.toLowerCase()) };
}

const isOptional = (names: readonly string[]) => (name: string) =>
  names.some((n) => n.toLowerCase() === name.toLowerCase());

/** The commune of a row: the chosen one, or the row's column Kommune. */
function communeOfRow(
  context: UploadContext,
  value: string | undefined,
  reasons: string[],
): CommuneRef | null {
  const name = (value ?? '').trim();
  if (context.fixed) {
    if (name !== '' && name !== context.fixed.name) {
      reasons.push(`Kommune '${name}' ist nicht die gewählte Kommune ${context.fixed.name}`);
      return null;
    }
    return context.fixed;
  }
  if (value === undefined) return null;
  if (name === '') {
    reasons.push('Kommune fehlt');
    return null;
  }
  const id = context.communes.get(name);
  if (id === undefined) {
    reasons.push(`Kommune '${name}' ist nicht bekannt`);
    return null;
  }
  return { id, name };
}

const noCommuneColumn = () =>
  new UploadRefused([
    'Zeile 1: Spalte fehlt: Kommune (für alle Kommunen nennt jede Zeile ihre Kommune; oder wählen Sie eine Kommune)',
  ]);

function textCell(value: string, column: string, reasons: string[], max = MAX_TEXT, required = true) {
  const text = unguard(value);
  if (required && text === '') reasons.push(`${column} fehlt`);
  if (text.length > max) reasons.push(`${column} ist länger als ${max} Zeichen`);
  return text;
}

// ---------------------------------------------------------------- the year-start file

interface YearRow {
  line: number;
  commune: CommuneRef;
  marktlokation: string;
  adresszeile1: string;
  adresszeile2: string;
  plz: string;
  ort: string;
  geschaeftspartnerNummer: string;
  geschaeftspartnerName: string;
  sparte: Sparte;
  spannungsebene: string | null;
  druckstufe: string | null;
  rabatt: boolean;
  notiz: string;
  /** Amount per year: the started year's Rabattbetrag and any 'Rabattbetrag JJJJ'. */
  amounts: Map<number, number>;
}

const YEAR_START_REQUIRED = YEAR_START_COLUMNS;

function parseYearFile(
  text: string,
  year: number,
  context: UploadContext,
  master: Map<string, MarktlokationRow>,
): YearRow[] {
  const optional = (name: string) =>
    isOptional(YEAR_START_OPTIONAL_COLUMNS)(name) ||
    (EARLIER_AMOUNT_COLUMN.test(name.trim()) &&
      Number(EARLIER_AMOUNT_COLUMN.exec(name.trim())?.[1]) !== year);
  const { rows, present } = readTable(text, YEAR_START_REQUIRED, optional);
  if (!context.fixed && !present.includes('kommune')) throw noCommuneColumn();
  const earlier = present
    .map((name) => ({ name, year: Number(EARLIER_AMOUNT_COLUMN.exec(name)?.[1]) }))
    .filter((c) => Number.isInteger(c.year));
  const errors: string[] = [];
  const good: YearRow[] = [];
  const seen = new Map<string, number>();
  const decision = new Map<string, { rabatt: boolean; line: number }>();
  for (const row of rows) {
    if ('error' in row) {
      errors.push(rowError('Zeile', row.line, [row.error]));
      continue;
    }
    const v = row.values as Record<string, string>;
    const cell = (name: string) => {
      const key = Object.keys(v).find((k) => k.toLowerCase() === name.toLowerCase());
      return key === undefined ? undefined : v[key];
    };
    const reasons: string[] = [];
    const numberErrors: string[] = [];
    const commune = communeOfRow(context, cell('Kommune'), reasons);
    const malo = cell('Marktlokation') ?? '';
    if (malo === '') reasons.push('Marktlokation fehlt');
    else if (!MALO.test(malo)) reasons.push(`Marktlokation '${malo}' ist keine 11-stellige Nummer`);
    const known = commune ? master.get(`${commune.id}|${malo}`) : undefined;
    const rabattText = (cell('Rabatt') ?? '').toLowerCase();
    if (rabattText !== 'ja' && rabattText !== 'nein')
      reasons.push(`Rabatt '${cell('Rabatt')}' ist weder Ja noch Nein`);
    const address = textCell(cell('Adresse') ?? '', 'Adresse', reasons);
    const plz = cell('PLZ') ?? '';
    if (plz === '') reasons.push('PLZ fehlt');
    else if (!PLZ.test(plz)) reasons.push(`PLZ '${plz}' ist keine fünfstellige Postleitzahl`);
    const nummer = textCell(cell('Geschäftspartner-Nr') ?? '', 'Geschäftspartner-Nr', reasons, 20);
    const partner = textCell(cell('Geschäftspartner') ?? '', 'Geschäftspartner', reasons);
    const notiz = textCell(cell('Notiz') ?? '', 'Notiz', reasons, MAX_NOTE, false);
    const level = textCell(
      cell('Druckstufe/Spannungsebene') ?? '',
      'Druckstufe/Spannungsebene',
      reasons,
      100,
      false,
    );
    // Sparte and Ort may come from the utility's marktlokationen when the file leaves them out.
    const sparteText = cell('Sparte') || known?.sparte || '';
    if (!(SPARTEN as readonly string[]).includes(sparteText)) {
      reasons.push(
        sparteText === ''
          ? 'Sparte fehlt (die Marktlokation ist der Kommune nicht bekannt; bitte Spalte Sparte angeben)'
          : `Sparte '${sparteText}' ist unbekannt (erlaubt: ${SPARTEN.join(', ')})`,
      );
    }
    const ort = textCell(cell('Ort') || known?.ort || '', 'Ort', reasons);
    const amounts = new Map<number, number>();
    for (const [column, forYear] of [
      ['Rabattbetrag', year] as const,
      ...earlier.map((c) => [c.name, c.year] as const),
    ]) {
      const raw = cell(column) ?? '';
      if (raw.trim() === '') continue;
      const amount = parseGermanNumber(raw);
      if (typeof amount === 'string') numberErrors.push(`Zeile ${row.line}, Spalte ${column}: ${amount}`);
      else amounts.set(forYear, amount);
    }
    if (commune && MALO.test(malo) && nummer !== '') {
      const key = `${commune.id}|${malo}|${nummer}`;
      const earlierLine = seen.get(key);
      if (earlierLine !== undefined)
        reasons.push(
          `Marktlokation ${malo} mit Geschäftspartner-Nr ${nummer} steht schon in Zeile ${earlierLine}`,
        );
      else seen.set(key, row.line);
      // One location, one decision (decision 010): every row of a marktlokation has the same discount.
      const same = decision.get(`${commune.id}|${malo}`);
      if (same && (rabattText === 'ja') !== same.rabatt)
        reasons.push(`Rabatt weicht von Zeile ${same.line} derselben Marktlokation ab`);
      else if (!same && (rabattText === 'ja' || rabattText === 'nein'))
        decision.set(`${commune.id}|${malo}`, { rabatt: rabattText === 'ja', line: row.line });
    }
    if (reasons.length > 0) errors.push(rowError('Zeile', row.line, reasons));
    errors.push(...numberErrors);
    if (reasons.length > 0 || numberErrors.length > 0 || !commune) continue;
    const sparte = sparteText as Sparte;
    good.push({
      line: row.line,
      commune,
      marktlokation: malo,
      ...splitAddress(address),
      plz,
      ort,
      geschaeftspartnerNummer: nummer,
      geschaeftspartnerName: partner,
      sparte,
      spannungsebene: sparte === 'Strom' ? level || null : null,
      druckstufe: sparte === 'Gas' ? level || null : null,
      rabatt: rabattText === 'ja',
      notiz,
      amounts,
    });
  }
  if (errors.length > 0) throw new UploadRefused(errors);
  return good;
}

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

interface CommunePlan {
  commune: CommuneRef;
  status: RabattStatus | null;
  inserts: repo.ListInsert[];
  updates: { row: LieferstelleRow; fields: Partial<repo.ListInsert> }[];
  removals: LieferstelleRow[];
  details: repo.DetailInsert[];
  rows: number;
}

const changesOf = (plan: CommunePlan) =>
  plan.inserts.length + plan.updates.length + plan.removals.length + plan.details.length;

/** What each commune's list needs so that it is what the file says. */
async function planYear(db: Db, year: number, rows: YearRow[]): Promise<CommunePlan[]> {
  const byCommune = new Map<number, YearRow[]>();
  for (const row of rows) byCommune.set(row.commune.id, [...(byCommune.get(row.commune.id) ?? []), row]);
  const ids = [...byCommune.keys()];
  const amountYears = [...new Set(rows.flatMap((row) => [...row.amounts.keys()]))];
  const [statuses, current, previous, details] = await Promise.all([
    repo.statusesOfYear(db, ids, year),
    repo.rowsOfYear(db, ids, year),
    repo.rowsOfYear(db, ids, year - 1),
    repo.detailsOfYears(db, ids, amountYears),
  ]);
  const statusOf = new Map(statuses.map((s) => [s.communeId, s.status]));
  const amountOf = new Map(
    details.map((d) => [
      `${d.communeId}|${d.marktlokation}|${d.geschaeftspartnerNummer}|${d.year}`,
      d.rabattMenge,
    ]),
  );
  return ids.map((communeId) => {
    const fileRows = byCommune.get(communeId) ?? [];
    const commune = fileRows[0].commune;
    const existing = new Map(
      current
        .filter((r) => r.communeId === communeId)
        .map((r) => [rowKey(r.marktlokation, r.geschaeftspartnerNummer), r]),
    );
    const before = previous.filter((r) => r.communeId === communeId);
    const lastYearMalos = new Set(before.map((r) => r.marktlokation));
    const lastYearPartners = new Set(before.map((r) => rowKey(r.marktlokation, r.geschaeftspartnerNummer)));
    const plan: CommunePlan = {
      commune,
      status: statusOf.get(communeId) ?? null,
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
        const stored = amountOf.get(
          `${communeId}|${row.marktlokation}|${row.geschaeftspartnerNummer}|${forYear}`,
        );
        if (stored === undefined || !sameAmount(stored, amount)) {
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
  });
}

const outcomeOf = (plan: CommunePlan) =>
  plan.status === null
    ? ('neu' as const)
    : changesOf(plan) === 0
      ? ('unverändert' as const)
      : ('ersetzt' as const);

const countOf = (n: number, one: string, many: string) =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

function summaryLine(plan: CommunePlan, year: number, dryRun: boolean) {
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

export interface UploadInput {
  text: string;
  commune: string | undefined;
  dryRun: boolean;
}

/** Every commune's name, in German order, for the dialog's commune select. */
export async function communeNames(db: Db): Promise<string[]> {
  return (await repo.allCommunes(db)).map((c) => c.name).sort((a, b) => a.localeCompare(b, 'de'));
}

async function contextOf(db: Db, communeName: string | undefined): Promise<UploadContext> {
  const all = await repo.allCommunes(db);
  const communes = new Map(all.map((c) => [c.name, c.id]));
  if (communeName === undefined) return { communes, fixed: null };
  const id = communes.get(communeName);
  if (id === undefined) throw new UploadRefused([`Die Kommune „${communeName}“ gibt es nicht.`]);
  return { communes, fixed: { id, name: communeName } };
}

/** The communes the file may name, for the master data of their marktlokationen. */
async function masterData(db: Db, context: UploadContext) {
  const ids = context.fixed ? [context.fixed.id] : [...context.communes.values()];
  const rows = await repo.malosOf(db, ids);
  return new Map(rows.map((row) => [`${row.communeId}|${row.marktlokation}`, row]));
}

/**
 * POST /api/lieferstellen/year-start: checks the file and starts (or, while 'Neu', replaces) each
 * commune's list of the year, all or nothing. Throws UploadRefused with every bad row.
 */
export async function startYear(
  db: Db,
  user: UserRow,
  year: number,
  input: UploadInput,
): Promise<UploadReport> {
  const last = lastStartYear();
  if (year > last) throw new UploadRefused([`Ein Jahr nach ${last} kann noch nicht gestartet werden.`]);
  const context = await contextOf(db, input.commune);
  const rows = parseYearFile(input.text, year, context, await masterData(db, context));
  const plans = await planYear(db, year, rows);
  const locked = plans.filter((plan) => plan.status !== null && plan.status !== 'Neu' && changesOf(plan) > 0);
  if (locked.length > 0) {
    throw new UploadRefused(
      locked.map(
        (plan) =>
          `${plan.commune.name}: Die Liste ${year} ist schon im Status „${plan.status}“ (${RABATT_COLUMN_TITLES[plan.status as RabattStatus]}). Eine Datei ersetzt eine Liste nur im Status „Neu“; nichts gespeichert.`,
      ),
    );
  }
  const changed = plans.filter((plan) => outcomeOf(plan) !== 'unverändert');
  if (!input.dryRun && changed.length > 0) {
    try {
      await db.transaction(async (tx) => {
        for (const plan of changed) await writeYear(tx, user, year, plan);
      });
    } finally {
      await invalidate(db, ...changed.map((plan) => `rabatt:${plan.commune.id}`));
    }
  }
  const summary = plans.map((plan) => summaryLine(plan, year, input.dryRun));
  if (!context.fixed) {
    const inFile = new Set(plans.map((plan) => plan.commune.id));
    const listed = await repo.communesWithLists(db);
    const byId = new Map([...context.communes].map(([name, id]) => [id, name]));
    const missing = listed
      .filter((id) => !inFile.has(id))
      .map((id) => byId.get(id) ?? String(id))
      .sort((a, b) => a.localeCompare(b, 'de'));
    if (missing.length > 0) summary.push(`Nicht in der Datei, kein neues Jahr: ${missing.join(', ')}.`);
  }
  return {
    dryRun: input.dryRun,
    summary,
    communes: plans.map((plan) => ({
      commune: plan.commune.name,
      outcome: outcomeOf(plan),
      rows: plan.rows,
      added: plan.inserts.length,
      changed: plan.updates.length,
      removed: plan.removals.length,
    })),
  };
}

async function writeYear(tx: DbOrTx, user: UserRow, year: number, plan: CommunePlan) {
  const list = { communeId: plan.commune.id, year };
  const moved =
    'Die Liste wurde gerade von jemand anderem gestartet oder weitergegeben. Bitte laden Sie die Datei erneut hoch.';
  if (plan.status === null) {
    if (!(await repo.insertStatus(tx, list.communeId, year))) throw conflict(moved);
  } else {
    // Locks the status row and tells cached snapshots that the list changed (repo.touchList).
    if (!(await touchList(tx, list, ['Neu']))) throw conflict(moved);
  }
  await repo.deleteListRows(
    tx,
    plan.removals.map((row) => row.id),
  );
  for (const { row, fields } of plan.updates) await repo.updateListRow(tx, row.id, fields);
  await repo.insertRows(tx, plan.inserts);
  await repo.upsertDetails(tx, plan.details);
  await audit(tx, user, {
    action: plan.status === null ? 'year-start' : 'year-replace',
    resource: 'rabatt-jahr',
    entityId: `${plan.commune.name} ${year}`,
    summary: summaryLine(plan, year, false),
  });
}

// ---------------------------------------------------------------- the marktlokationen file

interface MaloRow extends repo.MaloInsert {
  line: number;
  commune: CommuneRef;
}

function parseMaloFile(text: string, context: UploadContext): MaloRow[] {
  const { rows, present } = readTable(text, MALO_COLUMNS, isOptional(MALO_OPTIONAL_COLUMNS));
  if (!context.fixed && !present.includes('kommune')) throw noCommuneColumn();
  const errors: string[] = [];
  const good: MaloRow[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if ('error' in row) {
      errors.push(rowError('Zeile', row.line, [row.error]));
      continue;
    }
    const v = row.values as Record<string, string>;
    const cell = (name: string) => {
      const key = Object.keys(v).find((k) => k.toLowerCase() === name.toLowerCase());
      return key === undefined ? undefined : v[key];
    };
    const reasons: string[] = [];
    const commune = communeOfRow(context, cell('Kommune'), reasons);
    const malo = cell('Marktlokation') ?? '';
    if (malo === '') reasons.push('Marktlokation fehlt');
    else if (!MALO.test(malo)) reasons.push(`Marktlokation '${malo}' ist keine 11-stellige Nummer`);
    else if (commune) {
      const earlier = seen.get(`${commune.id}|${malo}`);
      if (earlier !== undefined) reasons.push(`Marktlokation ${malo} steht schon in Zeile ${earlier}`);
      else seen.set(`${commune.id}|${malo}`, row.line);
    }
    const address = textCell(cell('Adresse') ?? '', 'Adresse', reasons);
    const plz = cell('PLZ') ?? '';
    if (plz === '') reasons.push('PLZ fehlt');
    else if (!PLZ.test(plz)) reasons.push(`PLZ '${plz}' ist keine fünfstellige Postleitzahl`);
    const ort = textCell(cell('Ort') ?? '', 'Ort', reasons);
    const nummer = textCell(cell('Geschäftspartner-Nr') ?? '', 'Geschäftspartner-Nr', reasons, 20);
    const partner = textCell(cell('Geschäftspartner') ?? '', 'Geschäftspartner', reasons);
    const sparte = cell('Sparte') ?? '';
    if (!(SPARTEN as readonly string[]).includes(sparte))
      reasons.push(
        sparte === '' ? 'Sparte fehlt' : `Sparte '${sparte}' ist unbekannt (erlaubt: ${SPARTEN.join(', ')})`,
      );
    const level = textCell(
      cell('Druckstufe/Spannungsebene') ?? '',
      'Druckstufe/Spannungsebene',
      reasons,
      100,
      false,
    );
    if (reasons.length > 0 || !commune) {
      errors.push(rowError('Zeile', row.line, reasons));
      continue;
    }
    good.push({
      line: row.line,
      commune,
      communeId: commune.id,
      marktlokation: malo,
      sparte: sparte as Sparte,
      ...splitAddress(address),
      plz,
      ort,
      geschaeftspartnerNummer: nummer,
      geschaeftspartnerName: partner,
      spannungsebene: sparte === 'Strom' ? level || null : null,
      druckstufe: sparte === 'Gas' ? level || null : null,
    });
  }
  if (errors.length > 0) throw new UploadRefused(errors);
  return good;
}

const MALO_FIELDS = [
  'sparte',
  'adresszeile1',
  'adresszeile2',
  'plz',
  'ort',
  'geschaeftspartnerNummer',
  'geschaeftspartnerName',
  'spannungsebene',
  'druckstufe',
] as const satisfies readonly (keyof MarktlokationRow)[];

/**
 * POST /api/lieferstellen/marktlokationen: the file is each named commune's whole set of marktlokationen
 * (the utility's billing data, the 'available list' a commune picks new delivery points from): new ones are
 * added, changed ones updated, those missing from the file removed. The same file again changes nothing.
 */
export async function uploadMalos(db: Db, user: UserRow, input: UploadInput): Promise<UploadReport> {
  const context = await contextOf(db, input.commune);
  const rows = parseMaloFile(input.text, context);
  const byCommune = new Map<number, MaloRow[]>();
  for (const row of rows) byCommune.set(row.communeId, [...(byCommune.get(row.communeId) ?? []), row]);
  const stored = await repo.malosOf(db, [...byCommune.keys()]);
  const plans = [...byCommune].map(([communeId, fileRows]) => {
    const existing = new Map(
      stored.filter((s) => s.communeId === communeId).map((s) => [s.marktlokation, s]),
    );
    const added = fileRows.filter((row) => !existing.has(row.marktlokation));
    const changed = fileRows.filter((row) => {
      const old = existing.get(row.marktlokation);
      return old !== undefined && MALO_FIELDS.some((field) => (old[field] ?? null) !== (row[field] ?? null));
    });
    const inFile = new Set(fileRows.map((row) => row.marktlokation));
    const removed = [...existing.keys()].filter((malo) => !inFile.has(malo));
    return { commune: fileRows[0].commune, fileRows, existing: existing.size, added, changed, removed };
  });
  const changedPlans = plans.filter((p) => p.added.length + p.changed.length + p.removed.length > 0);
  if (!input.dryRun && changedPlans.length > 0) {
    try {
      await db.transaction(async (tx) => {
        for (const plan of changedPlans) {
          await repo.deleteMalos(tx, plan.commune.id, plan.removed);
          await repo.upsertMalos(
            tx,
            [...plan.added, ...plan.changed].map(({ line: _line, commune: _commune, ...values }) => values),
          );
          await audit(tx, user, {
            action: 'malo-upload',
            resource: 'rabatt-marktlokationen',
            entityId: plan.commune.name,
            summary: `${plan.added.length} neu, ${plan.changed.length} geändert, ${plan.removed.length} entfernt`,
          });
        }
      });
    } finally {
      await invalidate(db, ...changedPlans.map((plan) => `rabatt:${plan.commune.id}`));
    }
  }
  const verb = input.dryRun ? 'würden' : 'sind';
  return {
    dryRun: input.dryRun,
    summary: plans.map((p) =>
      p.added.length + p.changed.length + p.removed.length === 0
        ? `${p.commune.name}: ${countOf(p.fileRows.length, 'Marktlokation ist', 'Marktlokationen sind')} schon so gespeichert; nichts geändert.`
        : `${p.commune.name}: ${countOf(p.fileRows.length, 'Marktlokation', 'Marktlokationen')} – ${p.added.length} neu, ${p.changed.length} geändert, ${p.removed.length} entfernt ${verb === 'sind' ? '' : '(Prüfung, nichts gespeichert)'}`.trim(),
    ),
    communes: plans.map((p) => ({
      commune: p.commune.name,
      outcome:
        p.existing === 0
          ? 'neu'
          : p.added.length + p.changed.length + p.removed.length === 0
            ? 'unverändert'
            : 'ersetzt',
      rows: p.fileRows.length,
      added: p.added.length,
      changed: p.changed.length,
      removed: p.removed.length,
    })),
  };
}
