import { z } from 'zod';
import { BackofficeListQuerySchema } from './backoffice.ts';

/**
 * The requests inbox of the back office: what the portal receives (consultations, moment
 * claims, education requests and claims, newsletter sign-ups, accessibility reports) with a status, who
 * handled it and a note. The mails keep going out as before; the inbox is the team's shared view of them.
 */

export const REQUEST_KINDS = [
  'consultation',
  'moment-claim',
  'education',
  'newsletter',
  'accessibility',
] as const;
export const RequestKindSchema = z.enum(REQUEST_KINDS);
export type RequestKind = z.infer<typeof RequestKindSchema>;
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  consultation: 'Quartiersentwicklung',
  'moment-claim': 'NEW Erleben',
  education: 'Bildungsportal',
  newsletter: 'Newsletter',
  accessibility: 'Barriere gemeldet',
};

export const REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES, 'Bitte wählen Sie einen Status.');
export type RequestStatus = z.infer<typeof RequestStatusSchema>;
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'neu',
  in_progress: 'in Bearbeitung',
  done: 'erledigt',
};

/** A request's id in the inbox: its kind and its number there, e.g. 'consultation-12'. */
export const requestIdOf = (kind: RequestKind, id: number) => `${kind}-${id}`;
const REQUEST_ID = /^([a-z][a-z-]*[a-z])-(\d{1,10})$/;
export function parseRequestId(value: string): { kind: RequestKind; id: number } | null {
  const match = REQUEST_ID.exec(value);
  if (!match) return null;
  const kind = RequestKindSchema.safeParse(match[1]);
  return kind.success ? { kind: kind.data, id: Number(match[2]) } : null;
}
export const RequestIdParamsSchema = z.object({
  id: z
    .string()
    .max(40)
    .refine((value) => parseRequestId(value) !== null, 'Diese Anfrage gibt es nicht.'),
});

/** The list's filters (the `filter` JSON of the back-office list query). */
export const RequestFilterSchema = z.strictObject(
  {
    kind: RequestKindSchema.optional(),
    status: RequestStatusSchema.optional(),
    q: z.string().max(200).optional(),
  },
  'Nach diesem Feld lässt sich die Liste der Anfragen nicht filtern.',
);
export type RequestFilter = z.infer<typeof RequestFilterSchema>;
/** Sortable by the date of receipt (default, newest first), the kind and the status. */
export const REQUEST_SORT_FIELDS = ['createdAt', 'kind', 'status', 'handledAt'] as const;

export const RequestListQuerySchema = BackofficeListQuerySchema;

export const REQUEST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const RequestExportQuerySchema = BackofficeListQuerySchema.pick({
  sort: true,
  order: true,
  q: true,
  filter: true,
}).extend({
  format: z.enum(REQUEST_EXPORT_FORMATS).default('csv'),
});

/** One line of the inbox: the same columns for every kind. */
export const RequestSummarySchema = z.object({
  /** `<kind>-<number>` (requestIdOf). */
  id: z.string(),
  kind: RequestKindSchema,
  number: z.number().int(),
  createdAt: z.string(),
  /** Who sent it (empty for an anonymous accessibility report). */
  name: z.string(),
  mail: z.string(),
  phone: z.string(),
  commune: z.string(),
  /** What it is about in a few words: the kind of consultation, the moment, the material, the page. */
  subject: z.string(),
  /** The message itself (may be long). */
  message: z.string(),
  status: RequestStatusSchema,
  note: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** Changes of status or note so far; a change must send it back (409 otherwise). */
  revision: z.number().int(),
});
export type RequestSummary = z.infer<typeof RequestSummarySchema>;

export const RequestListSchema = z.object({ items: z.array(RequestSummarySchema), total: z.number().int() });
export type RequestList = z.infer<typeof RequestListSchema>;

/** Every field the sender gave, labelled in German, in the order of the mail. */
export const RequestFieldSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type RequestField = z.infer<typeof RequestFieldSchema>;

export const RequestDetailSchema = RequestSummarySchema.extend({ fields: z.array(RequestFieldSchema) });
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

/** What a read answers, as every back-office read does: the record, its revision and who changed it last. */
export const RequestEntrySchema = z.object({
  record: RequestDetailSchema,
  revision: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RequestEntry = z.infer<typeof RequestEntrySchema>;

export const REQUEST_NOTE_MAX = 4000;
/** PATCH /api/backoffice/requests/:id (with the revision in x-kp-revision): the status and the note. */
export const RequestUpdateSchema = z.object({
  status: RequestStatusSchema,
  note: z
    .string()
    .trim()
    .max(REQUEST_NOTE_MAX, `Die Notiz darf höchstens ${REQUEST_NOTE_MAX} Zeichen lang sein.`)
    .default(''),
});
export type RequestUpdate = z.input<typeof RequestUpdateSchema>;

/** The columns of the export (CSV and XLSX), in order. */
export const REQUEST_EXPORT_COLUMNS = [
  'Art',
  'Nr.',
  'Eingegangen am',
  'Name',
  'E-Mail',
  'Telefon',
  'Kommune',
  'Betreff',
  'Nachricht',
  'Status',
  'Bearbeitet von',
  'Bearbeitet am',
  'Notiz',
] as const;
