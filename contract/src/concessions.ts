import { z } from 'zod';
import {
  DOCUMENT_SPARTEN,
  DOCUMENT_TYPES,
  DOCUMENTS_MAX_LIMIT,
  SORT_ORDERS,
  TOPIC_SORT_KEYS,
} from './concessions-constants.ts';

/**
 * A concession topic (spec 02 §3). `details` is the newest entry's markdown rendered to sanitised HTML;
 * `active` marks a topic with an active (new) entry, shown as new; `updated` is in ms.
 */
export const ConcessionTopicSchema = z.object({
  id: z.number().int(),
  themaId: z.string(),
  vertrag: z.string(),
  details: z.string(),
  communeName: z.string(),
  updated: z.number(),
  active: z.boolean(),
  Archiviert: z.boolean(),
  serviceArea: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ConcessionTopic = z.infer<typeof ConcessionTopicSchema>;

/** GET /api/konzessionsthemen?sort=&order=&commune=: archived topics included, flagged. */
export const ConcessionTopicsQuerySchema = z.object({
  sort: z.enum(TOPIC_SORT_KEYS).default('updated'),
  order: z.enum(SORT_ORDERS).default('asc'),
  commune: z.string().min(1).optional(),
});
export type ConcessionTopicsQuery = z.infer<typeof ConcessionTopicsQuerySchema>;

/** GET /api/konzessionsthemen/{id}/history: the topic's entries, newest first (Details is sanitised HTML). */
export const TopicHistoryEntrySchema = z.object({
  id: z.number().int(),
  Datum: z.number(),
  active: z.boolean(),
  Details: z.string(),
});
export type TopicHistoryEntry = z.infer<typeof TopicHistoryEntrySchema>;
export const TopicIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A concession-fee document (spec 02 §3); fileProperties carries SIZE in bytes. */
export const KonzessionsabgabeDocumentSchema = z.object({
  osid: z.string(),
  titel: z.string(),
  dokumenttyp: z.enum(DOCUMENT_TYPES),
  jahr: z.number().int(),
  kommune: z.string(),
  sparte: z.enum(DOCUMENT_SPARTEN),
  fileProperties: z.array(z.object({ type: z.string(), value: z.string() })),
});
export type KonzessionsabgabeDocument = z.infer<typeof KonzessionsabgabeDocumentSchema>;

/** GET /api/enaio/testate?commune=&dokumenttyp=&jahr=&_start=&_limit= (newest year first). */
export const DocumentsQuerySchema = z.object({
  commune: z.string().min(1).optional(),
  dokumenttyp: z.enum(DOCUMENT_TYPES).optional(),
  jahr: z.coerce.number().int().min(1900).max(2100).optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _limit: z.coerce.number().int().min(1).max(DOCUMENTS_MAX_LIMIT).default(24),
});
export type DocumentsQuery = z.infer<typeof DocumentsQuerySchema>;

/** One page of documents, the number matching the filters, and the years there are in the caller's scope. */
export const DocumentsPageSchema = z.object({
  total: z.number().int(),
  years: z.array(z.number().int()),
  documents: z.array(KonzessionsabgabeDocumentSchema),
});
export type DocumentsPage = z.infer<typeof DocumentsPageSchema>;

/** GET /api/enaio/download?id=&type=testate: the file, streamed; another commune's id answers 404. */
export const DocumentDownloadQuerySchema = z.object({
  id: z.string().min(1),
  type: z.literal('testate'),
});
