import { CONTRACT_STATUSES, type ContractStatus } from '@kp/contract/contracts-constants';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { contracts } from '../db/schema/index.ts';
import {
  communeIdsByName,
  failed,
  type ImportReport,
  isCalendarDay,
  issueMessages,
  rowError,
  succeeded,
  unknownCommune,
} from './report.ts';

// `npm run import -- contracts FILE`: a JSON array of contracts with the spec's field names (spec 02 §3),
// upserted by osId. Only the statuses aktiv and nicht aktiv are kept, whatever their case ('Aktiv'); entries
// with another status are skipped and counted in the summary, not errors.

/** Rows per statement: 12 columns each stays far below PostgreSQL's 65,535 parameters of one query. */
const BATCH = 1_000;

const PARTNER = 'NEW_Vertragspartner_(intern)';

const text = (field: string) =>
  z
    .string({ error: `${field} fehlt oder ist kein Text` })
    .trim()
    .min(1, `${field} ist leer`);
const optionalText = (field: string) =>
  z
    .string({ error: `${field} ist kein Text` })
    .trim()
    .nullish()
    .transform((v) => v || null);
const day = (field: string) =>
  z
    .string({ error: `${field} ist kein Datum im Format JJJJ-MM-TT` })
    .nullish()
    .superRefine((value, ctx) => {
      if (value != null && !isCalendarDay(value)) {
        ctx.addIssue({ code: 'custom', message: `${field} '${value}' ist kein gültiges Datum (JJJJ-MM-TT)` });
      }
    })
    .transform((v) => v ?? null);

const ContractEntrySchema = z
  .object({
    osId: text('osId').max(64, 'osId ist länger als 64 Zeichen'),
    kommune: text('kommune'),
    Vertragsstatus: z.enum(CONTRACT_STATUSES),
    Vertragsgegenstand: text('Vertragsgegenstand'),
    Vertragsbeginn: day('Vertragsbeginn'),
    Vertragsende: day('Vertragsende'),
    Gebiet: text('Gebiet'),
    Stadtteil: optionalText('Stadtteil'),
    [PARTNER]: text(PARTNER),
    termine: z
      .array(
        z.object(
          { Termin: text('Termin'), Frist: day('Frist') },
          { error: 'ein Eintrag in termine ist kein Objekt {Termin, Frist}' },
        ),
        { error: 'termine ist keine Liste' },
      )
      .nullish()
      .transform((v) => v ?? []),
    // The portal links it; only web addresses, never a script.
    link: optionalText('link').refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), {
      error: 'link ist keine http(s)-Adresse',
    }),
  })
  .refine((c) => !c.Vertragsbeginn || !c.Vertragsende || c.Vertragsende >= c.Vertragsbeginn, {
    error: 'Vertragsende liegt vor dem Vertragsbeginn',
  });
type ContractEntry = z.infer<typeof ContractEntrySchema>;

/** The kept status a DMS value means, in any case and spacing ('Aktiv', 'NICHT  AKTIV'), or null. */
function statusOf(value: string): ContractStatus | null {
  const normal = value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
  return CONTRACT_STATUSES.find((status) => status === normal) ?? null;
}

/** Reads, checks and, when every entry is fine, upserts the contracts of a JSON file's text. */
export async function importContracts(db: Db, fileText: string): Promise<ImportReport> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText);
  } catch (error) {
    return failed([
      `Die Datei ist kein gültiges JSON: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
  if (!Array.isArray(parsed))
    return failed(['Die Datei muss eine JSON-Liste von Verträgen sein ([ {…}, {…} ]).']);

  const communeIds = await communeIdsByName(db);
  const errors: string[] = [];
  const entries: ContractEntry[] = [];
  const skipped = new Map<string, number>();
  const seen = new Map<string, number>();
  parsed.forEach((raw: unknown, i) => {
    const n = i + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      errors.push(rowError('Eintrag', n, ['ist kein Objekt']));
      return;
    }
    const status = (raw as Record<string, unknown>).Vertragsstatus;
    if (typeof status !== 'string' || status.trim() === '') {
      errors.push(rowError('Eintrag', n, ['Vertragsstatus fehlt']));
      return;
    }
    // Spec 02 §3: only these statuses are kept; the rest is not the portal's business. The DMS writes
    // 'Aktiv' as well as 'aktiv'; that is the same status, not another one to skip.
    const kept = statusOf(status);
    if (!kept) {
      const shown = status.trim();
      skipped.set(shown, (skipped.get(shown) ?? 0) + 1);
      return;
    }
    const result = ContractEntrySchema.safeParse({ ...raw, Vertragsstatus: kept });
    if (!result.success) {
      errors.push(rowError('Eintrag', n, issueMessages(result.error)));
      return;
    }
    const reasons: string[] = [];
    if (!communeIds.has(result.data.kommune)) reasons.push(unknownCommune(result.data.kommune));
    const earlier = seen.get(result.data.osId);
    if (earlier !== undefined) reasons.push(`osId ${result.data.osId} steht schon in Eintrag ${earlier}`);
    seen.set(result.data.osId, n);
    if (reasons.length > 0) errors.push(rowError('Eintrag', n, reasons));
    else entries.push(result.data);
  });
  if (errors.length > 0) return failed(errors);

  const now = new Date();
  let added = 0;
  // One transaction, written in batches: a dump of the whole DMS (150,000 entries) is one statement too
  // many parameters and, as one array, more than the call stack takes.
  await db.transaction(async (tx) => {
    for (let i = 0; i < entries.length; i += BATCH) {
      const batch = entries.slice(i, i + BATCH);
      const existing = new Set(
        (
          await tx
            .select({ osId: contracts.osId })
            .from(contracts)
            .where(
              inArray(
                contracts.osId,
                batch.map((entry) => entry.osId),
              ),
            )
        ).map((r) => r.osId),
      );
      added += batch.filter((entry) => !existing.has(entry.osId)).length;
      const values = batch.map((entry) => ({
        osId: entry.osId,
        communeId: communeIds.get(entry.kommune) as number,
        status: entry.Vertragsstatus as ContractStatus,
        gegenstand: entry.Vertragsgegenstand,
        beginn: entry.Vertragsbeginn,
        ende: entry.Vertragsende,
        gebiet: entry.Gebiet,
        stadtteil: entry.Stadtteil,
        vertragspartnerIntern: entry[PARTNER],
        termine: entry.termine.map((t) => ({ termin: t.Termin, frist: t.Frist })),
        link: entry.link,
        importedAt: now,
      }));
      await tx
        .insert(contracts)
        .values(values)
        .onConflictDoUpdate({
          target: contracts.osId,
          set: {
            communeId: sql`excluded.commune_id`,
            status: sql`excluded.status`,
            gegenstand: sql`excluded.gegenstand`,
            beginn: sql`excluded.beginn`,
            ende: sql`excluded.ende`,
            gebiet: sql`excluded.gebiet`,
            stadtteil: sql`excluded.stadtteil`,
            vertragspartnerIntern: sql`excluded.vertragspartner_intern`,
            termine: sql`excluded.termine`,
            link: sql`excluded.link`,
            importedAt: sql`excluded.imported_at`,
          },
        });
    }
  });

  const summary = [
    `Verträge: ${entries.length} eingelesen (${added} neu, ${entries.length - added} aktualisiert).`,
  ];
  const skippedCount = [...skipped.values()].reduce((a, b) => a + b, 0);
  if (skippedCount > 0) {
    const which = [...skipped].map(([status, count]) => `'${status}': ${count}`).join(', ');
    summary.push(
      `${skippedCount} Einträge mit anderem Status als aktiv / nicht aktiv übersprungen (${which}).`,
    );
  }
  return succeeded(summary);
}
