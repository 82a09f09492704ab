import { z } from 'zod';

// Decision 020: employees and admins start a Kommunalrabatt year from an upload of the delivery-point
// list (the columns of the CSV export, spec 02 §2, plus the yearly amounts) and upload the communes'
// marktlokationen; admins run the command-line imports (docs/import.md) in the back office.

/** The columns of the year-start file: the export's eight (spec 02 §2) plus Sparte, Ort and the amount. */
export const YEAR_START_COLUMNS = [
  'Rabatt',
  'Marktlokation',
  'Adresse',
  'PLZ',
  'Geschäftspartner-Nr',
  'Geschäftspartner',
  'Notiz',
  'Druckstufe/Spannungsebene',
  'Rabattbetrag',
] as const;
/** Columns a year-start file may have: Kommune (needed for all communes), Sparte, Ort, earlier amounts. */
export const YEAR_START_OPTIONAL_COLUMNS = ['Kommune', 'Sparte', 'Ort'] as const;
/** 'Rabattbetrag 2025': the amount of an earlier year (the detail table's yearly rows). */
export const EARLIER_AMOUNT_COLUMN = /^Rabattbetrag (\d{4})$/i;

/** The columns of the marktlokationen file (the utility's billing data of a commune). */
export const MALO_COLUMNS = [
  'Marktlokation',
  'Adresse',
  'PLZ',
  'Ort',
  'Geschäftspartner-Nr',
  'Geschäftspartner',
  'Sparte',
  'Druckstufe/Spannungsebene',
] as const;
export const MALO_OPTIONAL_COLUMNS = ['Kommune'] as const;

/** The largest upload the dialogs take (a list of a few thousand rows is far below). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const YEAR_MESSAGE = 'Bitte geben Sie ein gültiges Jahr an.';
const commune = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const YearStartQuerySchema = z.object({
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(2000, YEAR_MESSAGE)
    .max(2100, YEAR_MESSAGE),
  /** One commune by name; left out: every commune the file names (column Kommune). */
  commune,
  /** Check and report what would change, write nothing. */
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type YearStartQuery = z.input<typeof YearStartQuerySchema>;

export const MaloUploadQuerySchema = z.object({
  commune,
  dryRun: YearStartQuerySchema.shape.dryRun,
});

/** What an upload did (or, on a dry run, would do) per commune. */
export const UPLOAD_OUTCOMES = ['neu', 'ersetzt', 'unverändert'] as const;
export const UploadReportSchema = z.object({
  dryRun: z.boolean(),
  summary: z.array(z.string()),
  communes: z.array(
    z.object({
      commune: z.string(),
      outcome: z.enum(UPLOAD_OUTCOMES),
      rows: z.number(),
      added: z.number(),
      changed: z.number(),
      removed: z.number(),
    }),
  ),
});
export type UploadReport = z.infer<typeof UploadReportSchema>;

/** A refused file: every bad row on its own line ('Zeile 4: …'), nothing written. */
export const UploadErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type UploadError = z.infer<typeof UploadErrorSchema>;

// ---------------------------------------------------------------- imports in the back office

export const IMPORT_KINDS = ['contracts', 'documents', 'consumption'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_LABELS: Record<ImportKind, string> = {
  contracts: 'Verträge (JSON)',
  documents: 'Konzessionsabgaben-Dokumente (ZIP mit CSV und PDF-Dateien)',
  consumption: 'Verbrauchs- und Einspeisedaten (CSV)',
};
export const ImportKindParamsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Diesen Import gibt es nicht.' }),
});
export const ImportJobParamsSchema = z.object({ id: z.uuid('Unbekannter Import.') });

/** The steps a back-office import shows while it runs. */
export const IMPORT_PHASES = ['empfangen', 'prüfen', 'schreiben', 'fertig', 'fehler'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];
export const IMPORT_PHASE_LABELS: Record<ImportPhase, string> = {
  empfangen: 'Datei empfangen',
  prüfen: 'Zeilen werden geprüft',
  schreiben: 'Daten werden geschrieben',
  fertig: 'Import abgeschlossen',
  fehler: 'Nichts importiert',
};

export const ImportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  phase: z.enum(IMPORT_PHASES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  startedBy: z.string(),
  /** The command's lines: the summary when imported, each bad row ('Zeile n: …') when not. */
  lines: z.array(z.string()),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

// Zod-free, so the Kommunalrabatt page's buttons load no schema code.
export { RABATT_UPLOAD_TEXTS } from './rabatt-constants.ts';
