import { z } from 'zod';
import { PublicationFieldsSchema } from './backoffice.ts';
import { formatDateTime } from './shell.ts';

/**
 * Back-office forms of funding (decision 019): funding topics (Förderthemen) and funding programmes
 * (Fördermittel) with every field of spec 01 §3. The server validates with the same schemas.
 */

export const required = (label: string, max = 300) =>
  z
    .string({ message: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, `Bitte geben Sie ${label} an.`)
    .max(max, `Höchstens ${max} Zeichen.`);

/** An optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullish()
    .transform((text) => text || null);

/** A link an editor types: http(s) only, so no `javascript:` reaches a reader. */
export const webUrl = (label = 'die Adresse') =>
  required(label, 2000).regex(/^https?:\/\/\S+$/i, 'Bitte eine Adresse, die mit https:// beginnt.');

/** An image of the media library (/api/media/…) or another file of the portal (/…), or an https address. */
export const imageUrl = z
  .string({ error: 'Bitte wählen Sie ein Bild der Mediathek oder geben Sie eine https-Adresse an.' })
  .trim()
  .max(2000, 'Höchstens 2000 Zeichen.')
  .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/i, 'Bitte ein Bild der Mediathek oder eine https-Adresse.');

const id = z.number({ message: 'Bitte wählen Sie einen Eintrag.' }).int().positive();
/** Linked entries by id, each once. */
const ids = (what: string) =>
  z
    .array(id)
    .default([])
    .refine((list) => new Set(list).size === list.length, `${what} ist doppelt ausgewählt.`);

/** Calendar day yyyy-mm-dd. */
export const isoDay = (message: string) => z.iso.date({ message });

/** An image with its alt text: every image needs one (accessibility). */
export const ImageWithAltSchema = z.object({
  url: imageUrl,
  caption: required('einen Alternativtext für das Bild', 300),
});

export const FundingTopicInputSchema = z.object({
  titel: required('den Titel', 200),
  bilder: z.array(ImageWithAltSchema).max(10, 'Höchstens 10 Bilder.').default([]),
  sortOrder: z
    .number({ message: 'Bitte eine ganze Zahl.' })
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Reihenfolge ist 0 oder größer.'),
});
export type FundingTopicInput = z.input<typeof FundingTopicInputSchema>;

const listOf = <T extends z.ZodType>(item: T, max = 50) =>
  z.array(item).max(max, `Höchstens ${max} Einträge.`).default([]);

export const FunderInputSchema = z
  .object({
    Titel: required('den Namen des Fördermittelgebers', 300),
    Link: z
      .string()
      .trim()
      .max(2000, 'Höchstens 2000 Zeichen.')
      .regex(/^(https?:\/\/\S+)?$/i, 'Bitte eine Adresse, die mit https:// beginnt.')
      .nullish()
      .transform((text) => text || null),
    LogoUrl: imageUrl
      .or(z.literal(''))
      .nullish()
      .transform((text) => text || null),
    LogoAlt: optionalText(300),
  })
  .superRefine((funder, ctx) => {
    if (funder.LogoUrl && !funder.LogoAlt)
      ctx.addIssue({
        code: 'custom',
        path: ['LogoAlt'],
        message: 'Bitte geben Sie einen Alternativtext für das Logo an.',
      });
  });

/** A funding programme (spec 01 §3 Foerdermittel), with its topics and the group's own offer. */
export const FundingProgrammeInputSchema = z
  .object({
    foerdertitel: required('den Titel', 300),
    untertitel: optionalText(500),
    frist: isoDay('Bitte ein Datum (TT.MM.JJJJ).')
      .or(z.literal(''))
      .nullish()
      .transform((day) => day || null),
    aufruf: optionalText(2000),
    /** The main topic: its images are the programme's pictures (foerderthema.Bild). */
    foerderthemaId: id.nullish().transform((value) => value ?? null),
    themaIds: ids('Ein Förderthema'),
    antragsberechtigt: listOf(z.object({ Beschreibung: required('wer antragsberechtigt ist', 1000) })),
    beihilfekategorie: optionalText(500),
    foerdergegenstaende: listOf(z.object({ Wert: required('den Fördergegenstand', 2000) })),
    foerderhoehe: listOf(z.object({ Wert: required('die Förderhöhe', 2000) })),
    /** Markdown; the server renders and sanitises it. */
    hinweis: optionalText(20000),
    /** Contact text; blocks are separated by three line breaks. */
    ansprechpartner: optionalText(5000),
    links: listOf(z.object({ Url: webUrl(), Titel: required('den Linktext', 300) })),
    foerdermittelgeber: listOf(FunderInputSchema, 20),
    /** AngebotDerNew: contact people (in this order), services and sub-services. */
    personIds: ids('Eine Ansprechperson'),
    serviceIds: ids('Eine Leistung'),
    subServiceIds: ids('Eine Unterleistung'),
  })
  .extend(PublicationFieldsSchema.shape);
export type FundingProgrammeInput = z.input<typeof FundingProgrammeInputSchema>;
export type FundingProgrammeData = z.output<typeof FundingProgrammeInputSchema>;

/** The publication states a back-office list filters by ('scheduled': published with a future time). */
export const PUBLICATION_FILTER_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationFilterState = (typeof PUBLICATION_FILTER_STATES)[number];
export const PUBLICATION_FILTER_LABELS: Record<PublicationFilterState, string> = {
  draft: 'Entwurf',
  scheduled: 'Geplant',
  published: 'Veröffentlicht',
};

/** The state of a stored publication time at `now`. */
export function publicationFilterStateOf(
  publishedAt: string | null,
  now = new Date(),
): PublicationFilterState {
  if (!publishedAt) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** What a list shows: 'Entwurf', 'Geplant ab DD.MM.YYYY HH:MM' or 'Veröffentlicht'. */
export function publicationLabel(publishedAt: string | null, now = new Date()): string {
  const state = publicationFilterStateOf(publishedAt, now);
  if (state === 'scheduled' && publishedAt) return `Geplant ab ${formatDateTime(publishedAt)}`;
  return PUBLICATION_FILTER_LABELS[state];
}
