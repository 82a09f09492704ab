import { z } from 'zod';

/**
 * The back office (decision 019): one list/read/write contract for every content resource, so one data
 * provider in the web and one set of generic routes on the server serve them all.
 */

/** The most rows one list answer holds; an export gathers more page by page. */
export const BACKOFFICE_PAGE_MAX = 500;

/** GET /api/backoffice/<resource>: paging, sorting, a search text and filters (a JSON object). */
export const BackofficeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(BACKOFFICE_PAGE_MAX).default(25),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/)
    .optional(),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
  q: z.string().max(200).optional(),
  /** Further filters as a JSON object, e.g. {"status":"draft"}; each resource says which it knows. */
  filter: z
    .string()
    .max(2000)
    .optional()
    .transform((text, ctx) => {
      if (!text) return {} as Record<string, unknown>;
      try {
        const value = JSON.parse(text) as unknown;
        if (value && typeof value === 'object' && !Array.isArray(value))
          return value as Record<string, unknown>;
      } catch {
        // answered below
      }
      ctx.addIssue({ code: 'custom', message: 'Der Filter ist kein gültiges JSON-Objekt.' });
      return z.NEVER;
    }),
});
export type BackofficeListQuery = z.output<typeof BackofficeListQuerySchema>;

export const BackofficeRecordSchema = z.looseObject({ id: z.number() });
export type BackofficeRecord = z.infer<typeof BackofficeRecordSchema>;

export const BackofficeListSchema = z.object({
  items: z.array(BackofficeRecordSchema),
  total: z.number().int(),
});
export type BackofficeList = z.infer<typeof BackofficeListSchema>;

/** What a read answers: the record plus its revision, which a save must send back (409 otherwise). */
export const BackofficeEntrySchema = z.object({
  record: BackofficeRecordSchema,
  revision: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BackofficeEntry = z.infer<typeof BackofficeEntrySchema>;

/** PUT /api/backoffice/<resource>/:id and restore send the revision the editor started from in this header. */
export const REVISION_HEADER = 'x-kp-revision';
export const RevisionHeadersSchema = z.object({
  [REVISION_HEADER]: z.coerce.number().int().min(0, 'Die Revision fehlt.'),
});

export const BackofficeIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const BackofficeVersionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});

export const ContentVersionSummarySchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string(),
});
export type ContentVersionSummary = z.infer<typeof ContentVersionSummarySchema>;

export const ContentVersionSchema = ContentVersionSummarySchema.extend({
  data: z.record(z.string(), z.unknown()),
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

/** Publication of everything people read (decision 019): a draft, or published from a time on. */
export const PUBLICATION_STATES = ['draft', 'published'] as const;
export const PublicationStateSchema = z.enum(PUBLICATION_STATES);
export type PublicationState = z.infer<typeof PublicationStateSchema>;
export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
};
/** The publication fields of a form: a future time means scheduled. */
export const PublicationFieldsSchema = z.object({
  status: PublicationStateSchema,
  publishedAt: z.iso.datetime({ offset: true, message: 'Bitte geben Sie Datum und Uhrzeit an.' }),
});

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'upload',
  'import',
  'status',
  'role',
  'settings',
  'approve',
  'reject',
  'deactivate',
  'reactivate',
  'portal-update',
  'year-start',
  'year-replace',
  'malo-upload',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Angelegt',
  update: 'Geändert',
  delete: 'Gelöscht',
  restore: 'Version wiederhergestellt',
  upload: 'Hochgeladen',
  import: 'Importiert',
  status: 'Status geändert',
  role: 'Rolle geändert',
  settings: 'Zugang geändert',
  approve: 'Freigeschaltet',
  reject: 'Abgelehnt',
  deactivate: 'Deaktiviert',
  reactivate: 'Reaktiviert',
  'portal-update': 'Portal-Neuigkeit versendet',
  'year-start': 'Jahr gestartet',
  'year-replace': 'Liste ersetzt',
  'malo-upload': 'Marktlokationen hochgeladen',
};

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  userName: z.string(),
  action: z.string(),
  resource: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
