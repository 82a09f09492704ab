import { z } from 'zod';
import { ImageSchema, PersonSchema } from './access.ts';
import { FOLLOW_UP_TYPES, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_TYPES } from './search-constants.ts';

const tooShort = `Bitte geben Sie mindestens ${SEARCH_MIN_CHARS} Zeichen ein.`;
const tooLong = `Bitte geben Sie höchstens ${SEARCH_MAX_CHARS} Zeichen ein.`;

/** `?q=` of both search calls: trimmed, 2 to 100 characters. */
export const SearchQuerySchema = z.object({
  q: z.string({ error: tooShort }).trim().min(SEARCH_MIN_CHARS, tooShort).max(SEARCH_MAX_CHARS, tooLong),
});

const Ref = z.object({ id: z.number(), title: z.string() });

/**
 * Search result entry (spec 01 §3). `filter` is the category label, `subtitle` the suggestion's second
 * line (spec 01 §2). Sub-services carry their service and area, services their area, so the web app can
 * build the route. `person` is set for Ansprechpartner; `category`, `wasRead` and `pub_date` for news and
 * press only.
 */
export const SearchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  filter: z.string(),
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  image: ImageSchema.nullable(),
  category: z.enum(['News', 'Presse']).nullable(),
  wasRead: z.boolean().nullable(),
  pub_date: z.string().nullable(),
  serviceArea: Ref.nullable(),
  service: Ref.nullable(),
  newCompany: Ref.nullable(),
  person: PersonSchema.nullable(),
  /** Spec 01 §3's field names (decision 016): the entry's images (here its first one) and its persons. */
  images: z.array(ImageSchema),
  personsInCharge: z.array(PersonSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** GET /api/search/suggestions?q=: up to 2 per category, best first, in the order of SUGGESTION_TYPES. */
export const SuggestionsSchema = z.object({ query: z.string(), results: z.array(SearchResultSchema) });
export type Suggestions = z.infer<typeof SuggestionsSchema>;

/**
 * GET /api/search?q=: the results page. `counts` holds every type with its exact number of hits;
 * `results` lists up to RESULTS_PER_CATEGORY per type, best first within each type.
 */
export const SearchResultsSchema = z.object({
  query: z.string(),
  total: z.number(),
  counts: z.record(z.enum(SEARCH_TYPES), z.number()),
  results: z.array(SearchResultSchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

/**
 * POST /api/search/sessions (spec 01 §3 Search session): the person chose a result. `queries` are the
 * texts searched in this session, oldest first; `origin` says where the choice was made; `followUp` is the
 * chosen entry's id. The server adds userId and date, and keeps the session only with tracking consent.
 */
export const SearchSessionInputSchema = z.object({
  queries: z
    .array(z.string().trim().min(1).max(SEARCH_MAX_CHARS, tooLong))
    .min(1, 'Bitte geben Sie mindestens eine Sucheingabe an.')
    .max(20, 'Eine Suchsitzung umfasst höchstens 20 Sucheingaben.'),
  origin: z.enum(['suggestions', 'results'], { error: 'Unbekannte Herkunft der Suche.' }),
  followUpType: z.enum(FOLLOW_UP_TYPES, { error: 'Unbekannter Ergebnistyp.' }),
  followUp: z.number({ error: 'Bitte geben Sie das gewählte Ergebnis an.' }).int().positive(),
});
export type SearchSessionInput = z.infer<typeof SearchSessionInputSchema>;

/** The stored document of a search session (spec 01 §3), one per session. */
export const SearchSessionDocumentSchema = SearchSessionInputSchema.extend({
  userId: z.number(),
  date: z.string(),
});
export type SearchSessionDocument = z.infer<typeof SearchSessionDocumentSchema>;
