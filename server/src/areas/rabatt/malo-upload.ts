import { MALO_COLUMNS, MALO_OPTIONAL_COLUMNS, type UploadReport } from '@kp/contract/rabatt-backoffice';
import { SPARTEN, type Sparte } from '@kp/contract/rabatt-constants';
import type { UserRow } from '../../auth/sessions.ts';
import { audit } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import { rowError } from '../../import/report.ts';
import { invalidate } from '../../lib/cache.ts';
import type { MarktlokationRow } from './repo.ts';
import { contextOf, type UploadInput } from './year-start.ts';
import {
  type CommuneRef,
  cellsOf,
  checkMalo,
  checkPlz,
  communeOfRow,
  isOptional,
  levelCell,
  MALO,
  noCommuneColumn,
  readTable,
  splitAddress,
  textCell,
  type UploadContext,
  UploadRefused,
} from './year-start-parse.ts';
import { countOf } from './year-start-plan.ts';
import * as repo from './year-start-repo.ts';

// The upload of a commune's marktlokationen (the utility's billing data), beside the year start: the same
// dialog, the same checks of a row, the same all-or-nothing.

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
    const cell = cellsOf(row.values);
    const reasons: string[] = [];
    const commune = communeOfRow(context, cell('Kommune'), reasons);
    const malo = cell('Marktlokation') ?? '';
    checkMalo(malo, reasons);
    if (commune && MALO.test(malo)) {
      const earlier = seen.get(`${commune.id}|${malo}`);
      if (earlier !== undefined) reasons.push(`Marktlokation ${malo} steht schon in Zeile ${earlier}`);
      else seen.set(`${commune.id}|${malo}`, row.line);
    }
    const address = textCell(cell('Adresse') ?? '', 'Adresse', reasons);
    const plz = cell('PLZ') ?? '';
    checkPlz(plz, reasons);
    const ort = textCell(cell('Ort') ?? '', 'Ort', reasons);
    const nummer = textCell(cell('Geschäftspartner-Nr') ?? '', 'Geschäftspartner-Nr', reasons, 20);
    const partner = textCell(cell('Geschäftspartner') ?? '', 'Geschäftspartner', reasons);
    const sparte = cell('Sparte') ?? '';
    if (!(SPARTEN as readonly string[]).includes(sparte))
      reasons.push(
        sparte === '' ? 'Sparte fehlt' : `Sparte '${sparte}' ist unbekannt (erlaubt: ${SPARTEN.join(', ')})`,
      );
    const level = levelCell(cell, reasons);
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

interface MaloPlan {
  commune: CommuneRef;
  fileRows: MaloRow[];
  existing: number;
  added: MaloRow[];
  changed: MaloRow[];
  removed: string[];
}

const changesOf = (plan: MaloPlan) => plan.added.length + plan.changed.length + plan.removed.length;

/** Per commune of the file: which marktlokationen are new, changed and no longer there. */
async function planMalos(db: Db, rows: MaloRow[]): Promise<MaloPlan[]> {
  const byCommune = new Map<number, MaloRow[]>();
  for (const row of rows) byCommune.set(row.communeId, [...(byCommune.get(row.communeId) ?? []), row]);
  const stored = await repo.malosOf(db, [...byCommune.keys()]);
  return [...byCommune].map(([communeId, fileRows]) => {
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
}

/** Writes every changed commune's marktlokationen in one transaction. */
async function writeMalos(db: Db, user: UserRow, plans: MaloPlan[]) {
  try {
    await db.transaction(async (tx) => {
      for (const plan of plans) {
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
    await invalidate(db, ...plans.map((plan) => `rabatt:${plan.commune.id}`));
  }
}

/**
 * POST /api/lieferstellen/marktlokationen: the file is each named commune's whole set of marktlokationen
 * (the utility's billing data, the 'available list' a commune picks new delivery points from): new ones are
 * added, changed ones updated, those missing from the file removed. The same file again changes nothing.
 */
export async function uploadMalos(db: Db, user: UserRow, input: UploadInput): Promise<UploadReport> {
  const context = await contextOf(db, input.commune);
  const plans = await planMalos(db, parseMaloFile(input.text, context));
  const changedPlans = plans.filter((p) => changesOf(p) > 0);
  if (!input.dryRun && changedPlans.length > 0) await writeMalos(db, user, changedPlans);
  const verb = input.dryRun ? 'würden' : 'sind';
  return {
    dryRun: input.dryRun,
    summary: plans.map((p) =>
      changesOf(p) === 0
        ? `${p.commune.name}: ${countOf(p.fileRows.length, 'Marktlokation ist', 'Marktlokationen sind')} schon so gespeichert; nichts geändert.`
        : `${p.commune.name}: ${countOf(p.fileRows.length, 'Marktlokation', 'Marktlokationen')} – ${p.added.length} neu, ${p.changed.length} geändert, ${p.removed.length} entfernt ${verb === 'sind' ? '' : '(Prüfung, nichts gespeichert)'}`.trim(),
    ),
    communes: plans.map((p) => ({
      commune: p.commune.name,
      outcome: p.existing === 0 ? 'neu' : changesOf(p) === 0 ? 'unverändert' : 'ersetzt',
      rows: p.fileRows.length,
      added: p.added.length,
      changed: p.changed.length,
      removed: p.removed.length,
    })),
  };
}
