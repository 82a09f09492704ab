import { z } from 'zod';
import { PublicationFieldsSchema } from './backoffice.ts';
import { formatNumber } from './shell.ts';

/**
 * Back-office form of news and press posts (decision 019, spec 01 §3 NewsPost); the Magazin shows the news
 * posts, so it is edited here too. The server validates with the same schema.
 */

export const NEWS_POST_CATEGORIES = ['news', 'press'] as const;
export const NewsPostCategorySchema = z.enum(NEWS_POST_CATEGORIES, 'Bitte wählen Sie News oder Presse.');
export type NewsPostCategory = z.infer<typeof NewsPostCategorySchema>;
export const NEWS_POST_CATEGORY_LABELS: Record<NewsPostCategory, string> = {
  news: 'News',
  press: 'Presse',
};

/** Longest content an editor may save (a long press release is about 20,000 characters). */
export const NEWS_CONTENT_MAX = 100_000;

/**
 * An image of the post: a file of the media library (`/media/…`), a stored file of the former system
 * (`/uploads/…`), either also written with the API base (`/api/…`), or an https address.
 */
export const NEWS_IMAGE_URL = /^(?:\/(?:api\/)?(?:uploads|media)\/[^\s?#]+|https:\/\/[^\s]+)$/;
const imageUrl = z
  .string({ error: 'Bitte ein Bild aus der Mediathek wählen oder eine Adresse mit https:// angeben.' })
  .trim()
  .max(500, 'Höchstens 500 Zeichen.')
  .regex(NEWS_IMAGE_URL, 'Bitte ein Bild aus der Mediathek wählen oder eine Adresse mit https:// angeben.');

// react-admin sends null for a cleared input: null and a missing key mean empty text, as "" always did (the
// server stores an empty subtitle or caption as null, empty content as '').
const emptyText = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .nullish()
    .transform((text) => text ?? '')
    .pipe(schema);
const optionalText = (max: number) => emptyText(z.string().trim().max(max, `Höchstens ${max} Zeichen.`));
/** Required text; null or a missing key (a cleared field) get the same German message as blank text. */
const requiredText = (message: string, max: number, maxMessage = `Höchstens ${max} Zeichen.`) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

export const NewsImageInputSchema = z.object({
  url: imageUrl,
  caption: optionalText(300),
});

export const NewsPostInputSchema = z
  .object({
    category: NewsPostCategorySchema,
    title: requiredText('Bitte geben Sie einen Titel an.', 300),
    subtitle: optionalText(500),
    /** News: markdown; press: HTML (what the rich-text editor writes). The server sanitises both. */
    content: requiredText(
      'Bitte geben Sie einen Text an.',
      NEWS_CONTENT_MAX,
      `Höchstens ${formatNumber(NEWS_CONTENT_MAX)} Zeichen.`,
    ),
    content2: emptyText(
      z.string().max(NEWS_CONTENT_MAX, `Höchstens ${formatNumber(NEWS_CONTENT_MAX)} Zeichen.`),
    ),
    /** '' when there is none ("Entfernen" under the lead image sends null). */
    imageUrl: emptyText(z.union([z.literal(''), imageUrl])),
    /** The small rendition the media library made (cards, lists); the image itself when there is none. */
    imageSmallUrl: emptyText(z.union([z.literal(''), imageUrl])).optional(),
    imageCaption: optionalText(300),
    /** The gallery below the text. */
    images: z.array(NewsImageInputSchema).max(30, 'Höchstens 30 Bilder.'),
    /** The date the post shows (YYYY-MM-DD). */
    pubDate: z.iso.date('Bitte geben Sie ein Datum an.'),
    /** The contact people shown beside the post, in this order. */
    personIds: z
      .array(z.number().int().positive())
      .max(10, 'Höchstens 10 Ansprechpartner.')
      .refine((ids) => new Set(ids).size === ids.length, 'Jeder Ansprechpartner nur einmal.'),
  })
  .extend(PublicationFieldsSchema.shape);
export type NewsPostInput = z.infer<typeof NewsPostInputSchema>;

/** Filters of the back-office list: the category and the publication state ('scheduled' = a future time). */
export const NEWS_POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsPostState = (typeof NEWS_POST_STATES)[number];

/** One row of the back-office list. */
export const NewsPostListItemSchema = z.object({
  id: z.number(),
  category: NewsPostCategorySchema,
  title: z.string(),
  pubDate: z.string(),
  /** null for a draft. */
  publishedAt: z.string().nullable(),
  state: z.enum(NEWS_POST_STATES),
  updatedAt: z.string(),
});
export type NewsPostListItem = z.infer<typeof NewsPostListItemSchema>;
