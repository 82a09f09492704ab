import type { UploadReport } from '@kp/contract/rabatt-backoffice';
import { RABATT_COLUMN_TITLES, type RabattStatus } from '@kp/contract/rabatt-constants';
import { berlinDay } from '@kp/contract/shell';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { parseYearFile, type UploadContext, UploadRefused } from './year-start-parse.ts';
import { type CommunePlan, changesOf, outcomeOf, planYear, summaryLine } from './year-start-plan.ts';
import * as repo from './year-start-repo.ts';
import { writeYears } from './year-start-write.ts';

// Decision 020: a Kommunalrabatt year starts from an upload of the delivery-point list, for one commune
// or for every commune the file names. The file has the columns of the CSV export (spec 02 §2) plus the
// amount (Rabattbetrag), optionally Kommune, Sparte, Ort and earlier years' amounts. Every row is checked
// (year-start-parse.ts); one bad row and nothing is written. Otherwise one transaction opens each commune's
// list in 'Neu' (spec 02 §4, the process begins) with its rows and amounts (year-start-write.ts). The same
// file again changes nothing; a changed file replaces a list only while it is still in 'Neu'
// (docs/decisions/020).

/** The newest year a list may be started for: next year (lists are drafted in November). */
export const lastStartYear = () => Number(berlinDay().slice(0, 4)) + 1;

export interface UploadInput {
  text: string;
  commune: string | undefined;
  dryRun: boolean;
}

/** Every commune's name, in German order, for the dialog's commune select. */
export async function communeNames(db: Db): Promise<string[]> {
  return (await repo.allCommunes(db)).map((c) => c.name).sort((a, b) => a.localeCompare(b, 'de'));
}

/** The communes a file may name, and the one the dialog chose (none: every row names its own). */
export async function contextOf(db: Db, communeName: string | undefined): Promise<UploadContext> {
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

/** Refuses the whole file when it would change a list that has left 'Neu'. */
function refuseLocked(plans: CommunePlan[], year: number) {
  const locked = plans.filter((plan) => plan.status !== null && plan.status !== 'Neu' && changesOf(plan) > 0);
  if (locked.length === 0) return;
  throw new UploadRefused(
    locked.map(
      (plan) =>
        `${plan.commune.name}: Die Liste ${year} ist schon im Status „${plan.status}“ (${RABATT_COLUMN_TITLES[plan.status as RabattStatus]}). Eine Datei ersetzt eine Liste nur im Status „Neu“; nichts gespeichert.`,
    ),
  );
}

/** For a file of all communes: those with lists that the file leaves out get no new year. */
async function missingCommunes(db: Db, context: UploadContext, plans: CommunePlan[]): Promise<string[]> {
  const inFile = new Set(plans.map((plan) => plan.commune.id));
  const listed = await repo.communesWithLists(db);
  const byId = new Map([...context.communes].map(([name, id]) => [id, name]));
  const missing = listed
    .filter((id) => !inFile.has(id))
    .map((id) => byId.get(id) ?? String(id))
    .sort((a, b) => a.localeCompare(b, 'de'));
  return missing.length > 0 ? [`Nicht in der Datei, kein neues Jahr: ${missing.join(', ')}.`] : [];
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
  refuseLocked(plans, year);
  const changed = plans.filter((plan) => outcomeOf(plan) !== 'unverändert');
  if (!input.dryRun && changed.length > 0) await writeYears(db, user, year, changed);
  const summary = plans.map((plan) => summaryLine(plan, year, input.dryRun));
  if (!context.fixed) summary.push(...(await missingCommunes(db, context, plans)));
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
