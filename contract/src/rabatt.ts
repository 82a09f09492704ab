import { z } from 'zod';
import {
  ADDITIONAL_DATA_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  RABATT_FILTER_KEYS,
  RABATT_STATUSES,
  SPARTEN,
} from './rabatt-constants.ts';

// Kommunalrabatt (spec 02 §2–§9): delivery points (Lieferstellen) per commune and year, their yearly
// amounts, comments, the status per commune and year, and the change history.

const YEAR_MESSAGE = 'Bitte geben Sie ein gültiges Jahr an.';
const year = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(2000, YEAR_MESSAGE)
  .max(2100, YEAR_MESSAGE);
/** A commune by its name, as in the spec's `commune={name}`; employees must pass it, commune users may. */
const commune = z.string().trim().min(1, 'Bitte wählen Sie eine Kommune.').max(100);
/** Marktlokation ids are 11 digits. */
const marktlokation = z
  .string()
  .trim()
  .regex(/^\d{11}$/, 'Bitte geben Sie eine gültige Marktlokation an (11 Ziffern).');
const id = z.coerce
  .number({ error: 'Bitte geben Sie eine gültige Lieferstelle an.' })
  .int()
  .positive('Bitte geben Sie eine gültige Lieferstelle an.')
  .max(2_147_483_647, 'Bitte geben Sie eine gültige Lieferstelle an.');
const version = z
  .number({ error: 'Die Version der Lieferstelle fehlt. Bitte laden Sie die Seite neu.' })
  .int()
  .min(1);

export const RabattStatusSchema = z.enum(RABATT_STATUSES, {
  error: `Bitte geben Sie einen gültigen Status an (${RABATT_STATUSES.join(', ')}).`,
});
export const SparteSchema = z.enum(SPARTEN);

/** One change of a delivery point or a status: who, when, before and after (only the changed fields). */
export const ChangeSchema = z.object({
  id: z.number(),
  kind: z.enum(['lieferstelle', 'status']),
  user: z.string(),
  changedAt: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type Change = z.infer<typeof ChangeSchema>;

/** Lieferstelle (spec 02 §3). `rabattMenge` is the discount amount in € of the list's year. */
export const LieferstelleSchema = z.object({
  id: z.number(),
  marktlokation: z.string(),
  adresszeile1: z.string(),
  adresszeile2: z.string(),
  plz: z.string(),
  ort: z.string(),
  geschaeftspartnerNummer: z.string(),
  geschaeftspartnerName: z.string(),
  zuordnungMg: z.string().nullable(),
  zusatzinfo1: z.string().nullable(),
  zusatzinfo2: z.string().nullable(),
  zusatzinfo3: z.string().nullable(),
  vkSammler: z.string().nullable(),
  vkEinzel: z.string().nullable(),
  sparte: SparteSchema,
  spannungsebene: z.string().nullable(),
  druckstufe: z.string().nullable(),
  rabatt: z.boolean(),
  rabattMenge: z.number().nullable(),
  changes: z.array(ChangeSchema),
  addedByCommune: z.boolean(),
  addedByNew: z.boolean(),
  newGeschaeftspartner: z.boolean(),
  notiz: z.string(),
  commune: z.string(),
  year: z.number(),
  /** Number of comments in the delivery point's thread, and how many of them the caller has not read. */
  comments: z.number(),
  unreadComments: z.number(),
  /** Raised by every change; an edit must name the version it started from. */
  version: z.number(),
});
export type Lieferstelle = z.infer<typeof LieferstelleSchema>;

/** Which role may do what on the list right now; the server decides, the page only shows it. */
export const ListPermissionsSchema = z.object({
  canEditAddresses: z.boolean(),
  canSetRabatt: z.boolean(),
  canAddLieferstelle: z.boolean(),
  canComment: z.boolean(),
});
export type ListPermissions = z.infer<typeof ListPermissionsSchema>;

/**
 * GET /api/lieferstellen?year=&commune=&page=&_limit=&filter=&sparten=. `_limit=-1` gives every row (the
 * CSV export); otherwise one page, sorted by marktlokation numerically ascending.
 */
export const LieferstellenQuerySchema = z.object({
  year,
  commune: commune.optional(),
  page: z.coerce
    .number({ error: 'Bitte geben Sie eine gültige Seite an.' })
    .int()
    .min(1)
    .max(100_000)
    .default(1),
  _limit: z.coerce
    .number({ error: 'Bitte geben Sie eine gültige Seitengröße an.' })
    .int()
    .min(-1)
    .max(1000)
    .refine((value) => value !== 0, 'Bitte geben Sie eine gültige Seitengröße an.')
    .default(10),
  filter: z.enum(RABATT_FILTER_KEYS, { error: 'Diesen Filter gibt es nicht.' }).default('alle'),
  /** Comma-separated, both by default; an empty value selects nothing. */
  sparten: z
    .string()
    .default(SPARTEN.join(','))
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(z.array(SparteSchema, { error: 'Bitte wählen Sie Strom und/oder Gas.' })),
});
export type LieferstellenQuery = z.input<typeof LieferstellenQuerySchema>;

export const LieferstellenPageSchema = z.object({
  items: z.array(LieferstelleSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  commune: z.string(),
  year: z.number(),
  status: RabattStatusSchema,
  permissions: ListPermissionsSchema,
});
export type LieferstellenPage = z.infer<typeof LieferstellenPageSchema>;

/** Calls that name a commune (employees) and optionally a year. */
export const CommuneQuerySchema = z.object({ commune: commune.optional() });
export const CommuneYearQuerySchema = z.object({ commune: commune.optional(), year });

/** PUT /api/lieferstellen/{id}: the whole record; only `rabatt` is taken, checked against `version`. */
export const LieferstelleIdParamsSchema = z.object({ id });
export const LieferstelleUpdateSchema = z.object({ rabatt: z.boolean(), version });

const MAX = ADDITIONAL_DATA_MAX_LENGTH;

/** PUT /api/lieferstellen/updateAdditionalData: only these fields can be edited (spec 02 §5). */
export const AdditionalDataSchema = z.strictObject(
  {
    id,
    version,
    marktlokation,
    adresszeile1: z
      .string()
      .trim()
      .min(1, 'Bitte geben Sie eine Straße an.')
      .max(MAX.adresszeile1, `Die Straße ist zu lang (höchstens ${MAX.adresszeile1} Zeichen).`),
    adresszeile2: z
      .string()
      .trim()
      .max(MAX.adresszeile2, `Die Hausnummer ist zu lang (höchstens ${MAX.adresszeile2} Zeichen).`),
    notiz: z.string().trim().max(MAX.notiz, `Die Notiz ist zu lang (höchstens ${MAX.notiz} Zeichen).`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Nur Straße, Hausnummer und Notiz können bearbeitet werden.'
        : undefined,
  },
);
export type AdditionalData = z.infer<typeof AdditionalDataSchema>;

/** POST /api/lieferstellen?commune=: a commune adds a delivery point from the available list. */
export const NewLieferstelleSchema = z.object({
  year: z.number({ error: YEAR_MESSAGE }).int().min(2000).max(2100),
  marktlokation,
  comment: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie einen Kommentar ein.')
    .max(COMMENT_MAX_LENGTH, `Der Kommentar ist zu lang (höchstens ${COMMENT_MAX_LENGTH} Zeichen).`),
});
export type NewLieferstelle = z.infer<typeof NewLieferstelleSchema>;

/** A marktlokation of the commune known to the utility but not on the year's list (getCachedMalos). */
export const AvailableMaloSchema = z.object({
  marktlokation: z.string(),
  sparte: SparteSchema,
  adresszeile1: z.string(),
  adresszeile2: z.string(),
  plz: z.string(),
  ort: z.string(),
  geschaeftspartnerNummer: z.string(),
  geschaeftspartnerName: z.string(),
});
export type AvailableMalo = z.infer<typeof AvailableMaloSchema>;

/** Comment (spec 02 §3): `commune` is the commune's name, or 'NEW MA' for utility staff. */
export const CommentSchema = z.object({
  id: z.number(),
  author: z.string(),
  message: z.string(),
  timestamp: z.number(),
  commune: z.string(),
  year: z.number(),
  marktlokation: z.string(),
  /** Written by the caller. */
  own: z.boolean(),
  /** Read by the caller before this answer. */
  read: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const MaloParamsSchema = z.object({ marktlokation });
export const CommentInputSchema = z.object({
  year: z.number({ error: YEAR_MESSAGE }).int().min(2000).max(2100),
  message: z
    .string({ error: 'Bitte geben Sie einen Kommentar ein.' })
    .trim()
    .min(1, 'Bitte geben Sie einen Kommentar ein.')
    .max(COMMENT_MAX_LENGTH, `Der Kommentar ist zu lang (höchstens ${COMMENT_MAX_LENGTH} Zeichen).`),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

/**
 * POST /api/lieferstellen/:marktlokation/comment/read: the thread is read up to the newest comment the
 * caller was shown (a GET never marks it; a comment written meanwhile stays unread).
 */
export const CommentReadSchema = z.object({
  upTo: z
    .number({ error: 'Bitte geben Sie den zuletzt gelesenen Kommentar an.' })
    .int()
    .positive()
    .max(2_147_483_647),
});
export type CommentRead = z.infer<typeof CommentReadSchema>;

/** GET /api/lieferstellen/comments/unread: unread comments per marktlokation of the caller. */
export const UnreadCommentsSchema = z.array(z.object({ marktlokation: z.string(), count: z.number() }));

export const DetailParamsSchema = z.object({
  marktlokation,
  geschaeftspartnerNummer: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'Bitte geben Sie eine gültige Geschäftspartner-Nr. an.'),
});
/** Delivery-point detail (spec 02 §3): the discount amount per year, oldest first. */
export const LieferstelleDetailsSchema = z.array(z.object({ year: z.number(), rabattMenge: z.number() }));

/** Commune status record (spec 02 §3), one per commune, years newest first. */
export const CommuneStatusRecordSchema = z.object({
  commune: z.string(),
  communeId: z.number(),
  data: z.array(
    z.object({
      year: z.number(),
      status: RabattStatusSchema,
      lieferstellenCount: z.number(),
      gesamtRabatt: z.number(),
      plzData: z.array(z.object({ plz: z.string(), count: z.number(), rabatt: z.number() })),
    }),
  ),
});
export type CommuneStatusRecord = z.infer<typeof CommuneStatusRecordSchema>;
export const RabattDashboardSchema = z.array(CommuneStatusRecordSchema);

/** PUT /api/lieferstellen/update-status?commune=&year=&status= (status is the new one). */
export const UpdateStatusQuerySchema = z.object({
  commune: commune.optional(),
  year,
  status: RabattStatusSchema,
});
export const StatusAnswerSchema = z.object({
  commune: z.string(),
  year: z.number(),
  status: RabattStatusSchema,
});

/** POST /api/lieferstellen/enablerabattstatus?malo=&year=&commune= */
export const EnableRabattQuerySchema = z.object({ malo: marktlokation, year, commune: commune.optional() });
export const EnableRabattAnswerSchema = z.object({
  marktlokation: z.string(),
  year: z.number(),
  updated: z.number(),
});

/** GET /api/lieferstellen/export/{commune}/{year}: the PDF, or the xlsx with `?format=xlsx`. */
export const ExportParamsSchema = z.object({ commune, year });
export const ExportQuerySchema = z.object({
  format: z.enum(['pdf', 'xlsx'], { error: 'Bitte wählen Sie pdf oder xlsx.' }).default('pdf'),
});

/** Responsible person (spec 02 §3), the commune's partner at the utility. */
export const CommuneResponsibleSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The portrait's URL, small version when there is one (beyond spec 02 §3: the contact box shows it). */
  image: z.string().nullable(),
});
export type CommuneResponsible = z.infer<typeof CommuneResponsibleSchema>;
/** Lieferstellen contact (spec 02 §3): the Kommunalrabatt team's contact person. */
export const LieferstellenContactSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  customTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
});
export type LieferstellenContact = z.infer<typeof LieferstellenContactSchema>;

/** GET /api/lieferstellen/status-history?commune=&year=: the year's status changes, newest first. */
export const StatusHistorySchema = z.array(ChangeSchema);
