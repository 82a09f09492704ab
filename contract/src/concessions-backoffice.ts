import { z } from 'zod';

/**
 * Back-office form of the concession topics (decision 019, spec 02 §3): a topic of a commune with its history
 * entries, edited together, so a version keeps the whole history. The server validates with the same schema.
 */

/** Required text; an empty field (null from the form) gets the same German message as blank text. */
const required = (label: string, max = 300) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, `Bitte geben Sie ${label} an.`)
    .max(max, `Höchstens ${max} Zeichen.`);

export const ConcessionTopicEntryInputSchema = z.object({
  /** The stored entry's id; absent (or null) for a new one. */
  id: z.number().int().positive().nullable().optional(),
  datum: z.iso.datetime({ offset: true, message: 'Bitte geben Sie das Datum an.' }),
  /** Markdown. */
  details: required('den Stand', 20000),
  /** An active entry marks the topic as new. */
  active: z.boolean().default(false),
});
export type ConcessionTopicEntryInput = z.infer<typeof ConcessionTopicEntryInputSchema>;

export const ConcessionTopicInputSchema = z.object({
  themaId: required('die Themen-ID', 100),
  communeId: z
    .number({ message: 'Bitte wählen Sie eine Kommune.' })
    .int()
    .positive('Bitte wählen Sie eine Kommune.'),
  vertrag: required('den Vertrag'),
  serviceAreaId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((id) => id ?? null),
  archiviert: z.boolean(),
  entries: z.array(ConcessionTopicEntryInputSchema).max(500, 'Höchstens 500 Einträge.'),
});
export type ConcessionTopicInput = z.infer<typeof ConcessionTopicInputSchema>;
