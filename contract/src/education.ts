import { z } from 'zod';
import { PersonSchema } from './access.ts';
import { CONTACT_FORM_TEXTS } from './education-constants.ts';

/** An education menu item (spec 02 §3): a material category of the education navigation. */
export const EducationMenuItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string().nullable(),
  Sortierung: z.number(),
  title: z.string().nullable(),
  /** The category's introduction, plain text. */
  text: z.string().nullable(),
  /** Events: the list is sorted by date ascending. */
  isEvents: z.boolean(),
});
export type EducationMenuItem = z.infer<typeof EducationMenuItemSchema>;

const NamedSchema = z.object({ Name: z.string() });

/** A material as the list shows it (GET /api/bildungsportal/find?type). */
export const MaterialCardSchema = z.object({
  id: z.number(),
  Titel: z.string(),
  Subtitel: z.string().nullable(),
  /** ISO date-time of an event or workshop; null for materials without a date. */
  Datum: z.string().nullable(),
  /** null for a draft (spec 02 §4); only admins ever get drafts. */
  published_at: z.string().nullable(),
  created_at: z.string(),
  Seats: z.number().nullable(),
  Vorschau: z.object({ url: z.string() }).nullable(),
  Header: z.object({ url: z.string(), caption: z.string().nullable() }).nullable(),
  typ: NamedSchema.nullable(),
  Themas: z.array(NamedSchema),
  Schulfaecher: z.array(NamedSchema),
  Jahrgangsstufen: z.array(z.object({ Bezeichnung: z.string() })),
});
export type MaterialCard = z.infer<typeof MaterialCardSchema>;

export const MaterialMediumSchema = z.object({
  id: z.number(),
  name: z.string(),
  ext: z.string(),
  mime: z.string(),
  /** Size in KB (spec 02 §3). */
  size: z.number(),
  url: z.string(),
  caption: z.string().nullable(),
});
export type MaterialMedium = z.infer<typeof MaterialMediumSchema>;

export const MaterialSectionSchema = z.object({
  Titel: z.string(),
  /** Sanitised HTML from the section's markdown. */
  Text: z.string().nullable(),
  Bilder: z.array(
    z.object({ id: z.number(), File: z.object({ url: z.string(), caption: z.string().nullable() }) }),
  ),
  Medien: z.array(MaterialMediumSchema),
  /** Embedded frame code reduced to one iframe from an allowed host (spec 02 §5). */
  YoutubeIFrame: z.string().nullable(),
});
export type MaterialSection = z.infer<typeof MaterialSectionSchema>;

/** One material (GET /api/bildungsportal/by-id?id). */
export const MaterialSchema = MaterialCardSchema.extend({
  /** Sanitised HTML from the markdown description. */
  Beschreibung: z.string().nullable(),
  StoererAnzeigen: z.boolean(),
  Dauer: z.string().nullable(),
  BNE_Ziele: z.string().nullable(),
  KontaktformularAnzeigen: z.boolean(),
  YoutubeIFrame: z.string().nullable(),
  Ansprechpartner: z.array(PersonSchema),
  links: z.array(z.object({ id: z.number(), title: z.string(), link: z.string() })),
  MaterialInhalt: z.array(
    z.object({ Titel: z.string().nullable(), Section: z.array(MaterialSectionSchema) }),
  ),
  menuItem: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Material = z.infer<typeof MaterialSchema>;

/** GET /api/bildungsportal-config: the sponsoring and contact pages. Texts are sanitised HTML. */
export const EducationConfigSchema = z.object({
  sponsoringText: z.string().nullable(),
  sponsoringContacts: z.array(PersonSchema),
  contactText: z.string().nullable(),
  contacts: z.array(PersonSchema),
});
export type EducationConfig = z.infer<typeof EducationConfigSchema>;

/** GET /api/bildungsportal-materials?_limit=5&_sort=created_at:desc: the dashboard's posts. */
export const DashboardPostSchema = z.object({
  id: z.number(),
  Titel: z.string(),
  Header: z.object({ url: z.string() }).nullable(),
  created_at: z.string(),
});
export type DashboardPost = z.infer<typeof DashboardPostSchema>;

export const DashboardPostsQuerySchema = z.object({
  _limit: z.coerce
    .number({ message: '_limit muss eine Zahl sein.' })
    .int('_limit muss eine ganze Zahl sein.')
    .min(1, '_limit muss mindestens 1 sein.')
    .max(20, '_limit darf höchstens 20 sein.')
    .default(5),
  _sort: z
    .enum(['created_at:desc'], { message: 'Sortiert werden kann nur nach created_at:desc.' })
    .default('created_at:desc'),
});

const idParam = (what: string) =>
  z.coerce
    .number({ message: `${what} muss eine Zahl sein.` })
    .int(`${what} muss eine ganze Zahl sein.`)
    .positive(`${what} muss eine positive Zahl sein.`);

export const FindMaterialsQuerySchema = z.object({ type: idParam('Die Kategorie (type)') });
export const MaterialByIdQuerySchema = z.object({ id: idParam('Die Angebotsnummer (id)') });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .optional()
    .transform((value) => value || null);

/**
 * POST /api/bildungsportal/contact-mail (spec 02 §3 Contact form, §5): first name, name, mail and message are
 * required; phone, institution and grade optional; no e-mail format check. materialId names a claimed offer.
 */
export const ContactMailSchema = z.object({
  firstname: z
    .string({ message: CONTACT_FORM_TEXTS.firstnameRequired })
    .min(1, CONTACT_FORM_TEXTS.firstnameRequired)
    .max(120, 'Höchstens 120 Zeichen.')
    .refine((value) => value.trim().length > 0, CONTACT_FORM_TEXTS.firstnameRequired),
  name: z
    .string({ message: CONTACT_FORM_TEXTS.nameRequired })
    .trim()
    .min(1, CONTACT_FORM_TEXTS.nameRequired)
    .max(120, 'Höchstens 120 Zeichen.'),
  phone: optional(40),
  mail: z
    .string({ message: CONTACT_FORM_TEXTS.mailRequired })
    .trim()
    .min(1, CONTACT_FORM_TEXTS.mailRequired)
    .max(200, 'Höchstens 200 Zeichen.'),
  bildungseinrichtung: optional(200),
  jahrgangsstufe: optional(80),
  message: z
    .string({ message: CONTACT_FORM_TEXTS.messageRequired })
    .trim()
    .min(1, CONTACT_FORM_TEXTS.messageRequired)
    .max(5000, 'Höchstens 5000 Zeichen.'),
  materialId: z.number().int().positive().optional(),
  materialName: z.string().trim().max(300).optional(),
});
export type ContactMailBody = z.input<typeof ContactMailSchema>;

export const ContactMailResultSchema = z.object({ id: z.number(), seatsLeft: z.number().nullable() });
