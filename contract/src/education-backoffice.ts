import { z } from 'zod';
import { PublicationFieldsSchema } from './backoffice.ts';
import { VIDEO_EMBED_HOSTS } from './content-constants.ts';

/**
 * Back-office forms of the education portal (decision 019, spec 02 §3): the menu, the materials (drafts,
 * scheduled publication, limited seats, video and section frames) and the sponsoring and contact texts.
 * The server validates with the same schemas.
 */

/** Required text; an empty field (null from the form) gets the same German message as blank text. */
const required = (label: string, max = 300) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, `Bitte geben Sie ${label} an.`)
    .max(max, `Höchstens ${max} Zeichen.`);
/** An optional text: null, absent or '' when empty (the server stores each as null). */
const optional = (max = 300) => z.string().trim().max(max, `Höchstens ${max} Zeichen.`).nullish();

const isAddress = (value: string) => /^(https?:\/\/\S+|\/\S*)$/.test(value);
const addressMessage = 'Bitte eine Adresse mit https:// oder einen Pfad mit / angeben.';
const optionalAddress = optional(2000).refine((value) => !value || isAddress(value), addressMessage);
const requiredAddress = (label: string) => required(label, 2000).refine(isAddress, addressMessage);

const FRAME_HOSTS: ReadonlySet<string> = new Set(VIDEO_EMBED_HOSTS);
/** Whether embed code holds an iframe whose src is https on an allowed video host. */
export function isAllowedFrame(markup: string): boolean {
  for (const match of markup.matchAll(/<iframe\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi)) {
    try {
      const url = new URL(match[1] ?? '');
      if (url.protocol === 'https:' && FRAME_HOSTS.has(url.hostname)) return true;
    } catch {
      // not an address: look at the next one
    }
  }
  return false;
}
export const FRAME_MESSAGE = `Bitte fügen Sie den Einbettungscode eines Videos ein (<iframe src="https://…">, von ${VIDEO_EMBED_HOSTS.join(' oder ')}).`;
const optionalFrame = optional(4000).refine((value) => !value || isAllowedFrame(value), FRAME_MESSAGE);

const tags = (label: string) =>
  z.array(z.string().trim().min(1, `Bitte geben Sie ${label} an.`).max(100, 'Höchstens 100 Zeichen.'));

/** A menu item (a material category of the education navigation). */
export const EducationMenuItemInputSchema = z.object({
  name: required('den Namen'),
  icon: optional(100),
  sortierung: z
    .number({ error: 'Bitte geben Sie die Reihenfolge an.' })
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Reihenfolge ist 0 oder größer.'),
  title: optional(300),
  text: optional(20000),
});
export type EducationMenuItemInput = z.infer<typeof EducationMenuItemInputSchema>;

/** A new picture, file or link has no id yet (0, null or none): the server gives it one. */
const itemId = z
  .number()
  .int()
  .nullish()
  .transform((id) => id ?? 0);
/** A file's detail the media library fills in; empty (null or none) is '' or 0, as a missing one always was. */
const fileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullish()
    .transform((text) => text ?? '');

export const MaterialImageInputSchema = z.object({
  id: itemId,
  url: requiredAddress('die Adresse des Bildes'),
  caption: optional(300),
});
export const MaterialMediumInputSchema = z.object({
  id: itemId,
  name: required('den Namen der Datei'),
  ext: fileText(20),
  mime: fileText(200),
  sizeBytes: z
    .number()
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Größe ist 0 oder größer.')
    .nullish()
    .transform((size) => size ?? 0),
  url: requiredAddress('die Adresse der Datei'),
  caption: optional(300),
});
/** A section of a material's content: text, pictures, files and a video frame. */
export const MaterialSectionInputSchema = z.object({
  titel: required('den Titel des Abschnitts'),
  text: optional(20000),
  bilder: z.array(MaterialImageInputSchema).default([]),
  medien: z.array(MaterialMediumInputSchema).default([]),
  iframe: optionalFrame,
});
export const MaterialContentInputSchema = z.object({
  titel: optional(300),
  sections: z.array(MaterialSectionInputSchema).default([]),
});

/** A teaching material or offer (spec 02 §3 Material) with its publication (draft, scheduled, live). */
export const EducationMaterialInputSchema = z.object({
  menuItemId: z
    .number()
    .int()
    .positive('Bitte wählen Sie einen Menüpunkt.')
    .nullish()
    .transform((id) => id ?? null),
  titel: required('den Titel'),
  subtitel: optional(300),
  beschreibung: optional(20000),
  /** The date of an event or workshop. */
  datum: z.iso
    .datetime({ offset: true, message: 'Bitte geben Sie Datum und Uhrzeit an.' })
    .or(z.literal(''))
    .nullish()
    .transform((time) => time || null),
  ...PublicationFieldsSchema.shape,
  /** Places left of a limited offer; null when it is not limited. */
  seats: z
    .number()
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Zahl der freien Plätze ist 0 oder größer.')
    .max(100000, 'Höchstens 100.000 Plätze.')
    .nullish()
    .transform((seats) => seats ?? null),
  stoererAnzeigen: z.boolean(),
  dauer: optional(200),
  bneZiele: optional(2000),
  kontaktformularAnzeigen: z.boolean(),
  youtubeIframe: optionalFrame,
  vorschauUrl: optionalAddress,
  headerUrl: optionalAddress,
  headerCaption: optional(300),
  typ: optional(100),
  themen: tags('das Thema'),
  schulfaecher: tags('das Schulfach'),
  jahrgangsstufen: tags('die Jahrgangsstufe'),
  ansprechpartnerIds: z.array(z.number().int().positive()),
  links: z.array(
    z.object({
      id: itemId,
      title: required('den Titel des Links'),
      link: requiredAddress('die Adresse des Links'),
    }),
  ),
  inhalt: z.array(MaterialContentInputSchema),
});
export type EducationMaterialInput = z.infer<typeof EducationMaterialInputSchema>;

/** The sponsoring and contact pages of the education portal (one entry). */
export const EducationSettingsInputSchema = z.object({
  sponsoringText: optional(20000),
  sponsoringContactIds: z.array(z.number().int().positive()),
  contactText: optional(20000),
  contactIds: z.array(z.number().int().positive()),
  /** Where the contact form's requests go; empty: the first contact person. */
  requestMailTo: z
    .union([z.literal(''), z.email('Bitte geben Sie eine gültige E-Mail-Adresse an.').max(300)])
    .nullish(),
});
export type EducationSettingsInput = z.infer<typeof EducationSettingsInputSchema>;

/** The one entry of the education settings. */
export const EDUCATION_SETTINGS_ID = 1;
