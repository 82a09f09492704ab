import { z } from 'zod';
import { ImageSchema, PersonSchema } from './access.ts';

export const FoerderthemaSchema = z.object({ id: z.number(), Titel: z.string(), Bild: z.array(ImageSchema) });
export type Foerderthema = z.infer<typeof FoerderthemaSchema>;

/**
 * Foerdermittel (funding programme) of spec 01 §3, field names verbatim. `Frist` is yyyy-mm-dd or null
 * (open-ended). `Ansprechpartner` is a text whose blocks are separated by three line breaks.
 */
export const FoerdermittelSchema = z.object({
  id: z.number(),
  Foerdertitel: z.string(),
  Untertitel: z.string().nullable(),
  Frist: z.string().nullable(),
  Aufruf: z.string().nullable(),
  themen: z.array(FoerderthemaSchema),
  foerderthema: FoerderthemaSchema.nullable(),
  Antragsberechtigt: z.array(z.object({ Beschreibung: z.string() })),
  Beihilfekategorie: z.string().nullable(),
  Foerdergegenstaende: z.array(z.object({ Wert: z.string() })),
  Foerderhoehe: z.array(z.object({ Wert: z.string() })),
  Hinweis: z.string().nullable(),
  /** Hinweis (markdown) as HTML the server rendered and sanitised; null when there is no Hinweis. */
  HinweisHtml: z.string().nullable(),
  Ansprechpartner: z.string().nullable(),
  Links: z.array(z.object({ Url: z.string(), Titel: z.string() })),
  Foerdermittelgeber: z.array(
    z.object({ Titel: z.string(), Link: z.string().nullable(), Logo: ImageSchema.nullable() }),
  ),
  AngebotDerNew: z.object({
    Ansprechpartner: z.array(PersonSchema),
    Services: z.array(
      z.object({ id: z.number(), title: z.string(), serviceArea: z.object({ id: z.number() }) }),
    ),
    SubServices: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        service: z.object({ id: z.number(), serviceArea: z.object({ id: z.number() }) }),
      }),
    ),
  }),
  created_at: z.string(),
});
export type Foerdermittel = z.infer<typeof FoerdermittelSchema>;

export const FundParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
