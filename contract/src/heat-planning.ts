import { z } from 'zod';

export const HeatFaqEntrySchema = z.object({
  id: z.number(),
  Titel: z.string(),
  Text: z.string(),
  TextHtml: z.string(),
});
export type HeatFaqEntry = z.infer<typeof HeatFaqEntrySchema>;

/** GET /api/faq-waerme (spec 02 §3 Heat FAQ): the sections with their Eintraege. */
export const HeatFaqSchema = z.object({
  Allgemein: z.object({ Eintraege: z.array(HeatFaqEntrySchema) }),
  Endverbraucher: z.object({ Eintraege: z.array(HeatFaqEntrySchema) }),
  Kommune: z.object({ Eintraege: z.array(HeatFaqEntrySchema) }),
});
export type HeatFaq = z.infer<typeof HeatFaqSchema>;

/** GET /api/waermeplanung/checkTosStatus */
export const TosStatusSchema = z.object({ accepted: z.boolean(), version: z.string() });
export type TosStatus = z.infer<typeof TosStatusSchema>;

/** GET /api/waermeplanung/getUrl: the app's address and a short-lived token for it; url null when not set up. */
export const HeatAppUrlSchema = z.object({ url: z.string().nullable(), token: z.string().nullable() });
export type HeatAppUrl = z.infer<typeof HeatAppUrlSchema>;
