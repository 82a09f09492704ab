import { z } from 'zod';
import { ImageSchema, PersonSchema } from './access.ts';

/**
 * News or press entry of spec 01 §3, as lists carry it. Lists leave out the long `content`: a list of
 * 2,000 posts would otherwise weigh megabytes. `content_plaintext` is the first EXCERPT_CHARS characters.
 * `filter` is 'news' or 'press', the value of the news page's category selector.
 */
export const NewsEntrySchema = z.object({
  id: z.number(),
  category: z.enum(['News', 'Presse']),
  title: z.string(),
  subtitle: z.string().nullable(),
  content_plaintext: z.string(),
  is_press: z.boolean(),
  img_url: z.string().nullable(),
  image: ImageSchema.nullable(),
  pub_date: z.string(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  custom_updated_at: z.string().nullable(),
  custom_published_at: z.string().nullable(),
  wasRead: z.boolean(),
  filter: z.enum(['news', 'press']),
});
export type NewsEntry = z.infer<typeof NewsEntrySchema>;

/**
 * GET /api/news-posts/{id}: the whole news post; content and content2 are markdown. contentHtml and
 * content2Html are the same rendered to HTML and sanitised by the server (what the web app shows).
 */
export const NewsDetailSchema = NewsEntrySchema.extend({
  content: z.string(),
  content2: z.string(),
  contentHtml: z.string(),
  content2Html: z.string(),
  images: z.array(ImageSchema),
  personsInCharge: z.array(PersonSchema),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

/** GET /api/press-posts/{id}: the press release; `content` and `contentHtml` are the HTML the server sanitised. */
export const PressDetailSchema = NewsDetailSchema;
export type PressDetail = NewsDetail;

export const NewsParamsSchema = z.object({ newsId: z.coerce.number().int().positive().max(2_147_483_647) });
export const PressParamsSchema = z.object({ pressId: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/reads (spec 01 §7): exactly one of news_post or press_post. */
export const ReadSchema = z
  .object({
    news_post: z.number().int().positive().optional(),
    press_post: z.number().int().positive().optional(),
  })
  .refine((v) => (v.news_post === undefined) !== (v.press_post === undefined), {
    message: 'Bitte geben Sie genau einen Beitrag an (news_post oder press_post).',
  });
export type ReadMarker = z.infer<typeof ReadSchema>;

/** POST /api/subscribed-to-newsletters (spec 01 §7); UserId must be the caller's own id. */
export const NewsletterSubscriptionSchema = z.object({ UserId: z.number().int().positive() });
