import { z } from 'zod';
import { PublicationFieldsSchema, PublicationStateSchema } from './backoffice.ts';

/**
 * Back-office forms of the content area (decision 019): service areas, services, sub-services, contact
 * people, the about page, group companies and FAQ entries. The server validates with the same schemas.
 */

/** Required text; a cleared field (null) or a missing key gets the same German message as blank text. */
const required = (label: string, max = 300) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, `Bitte geben Sie ${label} an.`)
    .max(max, `Höchstens ${max} Zeichen.`);

/** An optional text: empty means none (stored as null). */
const optional = (max = 300) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullish()
    .transform((text) => text || null);

/** Markdown; empty (null from a cleared rich-text input, or missing) is stored as '' (a NOT NULL column). */
const markdown = () =>
  z
    .string()
    .max(50000, 'Höchstens 50.000 Zeichen.')
    .nullish()
    .transform((text) => text ?? '');

/** A url as the pages use it: absolute (https://…) or relative to the portal (/api/files/…). */
const url = (label: string) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, `Bitte geben Sie ${label} an.`)
    .max(2000, 'Höchstens 2.000 Zeichen.')
    .regex(/^(https?:\/\/|\/)\S*$/, 'Bitte eine Adresse mit https:// oder einen Pfad mit / angeben.');
const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(2000, 'Höchstens 2.000 Zeichen.')
    .regex(/^((https?:\/\/|\/)\S*)?$/, 'Bitte eine Adresse mit https:// oder einen Pfad mit / angeben.')
    .nullish()
    .transform((text) => text || null);

/** The order; a cleared number input (null) means 0, as a missing one always did. */
const sortOrder = () =>
  z
    .number({ message: 'Bitte eine Zahl angeben.' })
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Reihenfolge ist 0 oder größer.')
    .nullish()
    .transform((order) => order ?? 0);

const ids = (what: string) =>
  z
    .array(z.number().int().positive(`Unbekannte ${what}.`))
    .max(100, 'Höchstens 100 Einträge.')
    .default([])
    .refine((list) => new Set(list).size === list.length, `Jede ${what} nur einmal, bitte.`);

export const ImageInputSchema = z.object({
  url: url('die Bildadresse'),
  smallUrl: optionalUrl(),
  caption: optional(500),
});
export const DownloadInputSchema = z.object({
  name: required('den Dateinamen', 300),
  url: url('die Dateiadresse'),
  caption: optional(500),
});
export const LinkInputSchema = z.object({
  title: required('den Linktitel', 300),
  link: url('die Linkadresse'),
});

/** The feature flags a service or sub-service may be bound to (spec 01 §6). */
export const CONTENT_REQUIRED_FLAGS = ['EnableMoments', 'EnableWaermeplanung'] as const;
export const CONTENT_REQUIRED_FLAG_LABELS: Record<(typeof CONTENT_REQUIRED_FLAGS)[number], string> = {
  EnableMoments: 'Nur mit NEW Momente (EnableMoments)',
  EnableWaermeplanung: 'Nur mit Wärmeplanung (EnableWaermeplanung)',
};
const requiredFlag = () =>
  z
    .enum(CONTENT_REQUIRED_FLAGS, { message: 'Unbekannter Schalter.' })
    .nullish()
    .transform((flag) => flag ?? null);

/**
 * Publication (decision 019): 'draft', or 'published' from `publishedAt` on (a future time is
 * scheduled; none means now). The shared fields of contract/src/backoffice.ts, with defaults for callers
 * that predate them.
 */
export const publicationInput = {
  status: PublicationStateSchema.default('published'),
  publishedAt: PublicationFieldsSchema.shape.publishedAt
    .or(z.literal(''))
    .nullish()
    .transform((time) => time || null),
};

/** Columns every content page shares: markdown, images, downloads, links, contacts, order. */
const pageFields = {
  content1: markdown(),
  content2: markdown(),
  images: z.array(ImageInputSchema).max(50, 'Höchstens 50 Bilder.').default([]),
  fileDownloads: z.array(DownloadInputSchema).max(50, 'Höchstens 50 Downloads.').default([]),
  interestingLinks: z.array(LinkInputSchema).max(50, 'Höchstens 50 Links.').default([]),
  showRegionalLeiter: z.boolean().default(false),
  sortOrder: sortOrder(),
  /** Contact people of the right column, in their order. */
  personIds: ids('Kontaktperson'),
};

export const ServiceAreaInputSchema = z.object({
  title: required('den Titel'),
  route: optional(100),
  icon: optional(100),
  headerImageUrl: optionalUrl(),
  ...pageFields,
  /** The communes that see this service area (commune_service_areas). */
  communeIds: ids('Kommune'),
});
export type ServiceAreaInput = z.infer<typeof ServiceAreaInputSchema>;

export const ServiceInputSchema = z.object({
  serviceAreaId: z.number({ message: 'Bitte wählen Sie den Fachbereich.' }).int().positive(),
  title: required('den Titel'),
  requiredFlag: requiredFlag(),
  ...pageFields,
  ...publicationInput,
});
export type ServiceInput = z.infer<typeof ServiceInputSchema>;

export const SubServiceInputSchema = z.object({
  serviceId: z.number({ message: 'Bitte wählen Sie die Leistung.' }).int().positive(),
  title: required('den Titel'),
  requiredFlag: requiredFlag(),
  ...pageFields,
  ...publicationInput,
});
export type SubServiceInput = z.infer<typeof SubServiceInputSchema>;

export const ContactPersonInputSchema = z.object({
  firstname: required('den Vornamen', 100),
  lastname: required('den Nachnamen', 100),
  customTitle: optional(200),
  email: z
    .email('Bitte eine gültige E-Mail-Adresse.')
    .max(200)
    .or(z.literal(''))
    .nullish()
    .transform((text) => text || null),
  phone: z
    .string()
    .trim()
    .max(50, 'Höchstens 50 Zeichen.')
    .regex(/^[0-9+()/ -]*$/, 'Bitte nur Ziffern, Leerzeichen und + ( ) / -.')
    .nullish()
    .transform((text) => text || null),
  info: optional(2000),
  imageUrl: optionalUrl(),
  imageSmallUrl: optionalUrl(),
});
export type ContactPersonInput = z.infer<typeof ContactPersonInputSchema>;

export const AboutPageInputSchema = z.object({
  title: required('den Titel'),
  content1: markdown(),
  content2: markdown(),
  images: z.array(ImageInputSchema).max(50, 'Höchstens 50 Bilder.').default([]),
  /**
   * The video's embed code (an iframe); the server keeps only an https src on an allowed host
   * (VIDEO_EMBED_HOSTS, server/src/areas/content/embed.ts) and refuses anything else with 400.
   */
  video: optional(5000),
});
export type AboutPageInput = z.infer<typeof AboutPageInputSchema>;

export const NewCompanyInputSchema = z.object({
  title: required('den Namen'),
  content1: markdown(),
  images: z.array(ImageInputSchema).max(50, 'Höchstens 50 Bilder.').default([]),
  sortOrder: sortOrder(),
  personIds: ids('Kontaktperson'),
});
export type NewCompanyInput = z.infer<typeof NewCompanyInputSchema>;

export const FaqEntryInputSchema = z.object({
  titel: required('die Frage'),
  text: required('die Antwort', 20000),
  sortOrder: z
    .number({ error: 'Bitte geben Sie die Reihenfolge an.' })
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Reihenfolge ist 0 oder größer.'),
  imageUrl: optionalUrl(),
  ...publicationInput,
});
export type FaqEntryInput = z.infer<typeof FaqEntryInputSchema>;

/** The list filter by publication: a draft, scheduled (a future time) or live. */
export const PUBLICATION_FILTERS = ['draft', 'scheduled', 'published'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];
