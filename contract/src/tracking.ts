import { z } from 'zod';
import { PAGE_TYPES, VISITOR_PAGE_TYPES } from './tracking-constants.ts';

const text = (max: number) => z.string().trim().max(max);

/**
 * POST /api/tracking/events (spec 01 §7). The server keeps an event only when the signed-in person has
 * accepted tracking in the cookie dialog, and answers 204 either way. No user id is stored with it.
 */
export const TrackingEventSchema = z.discriminatedUnion(
  'name',
  [
    z.object({
      name: z.literal('page_visited'),
      page_type: z.enum(PAGE_TYPES, { error: 'Unbekannter Seitentyp.' }),
      navigated_dashboard: z.boolean(),
      page_name: text(200),
    }),
    z.object({
      name: z.literal('user_properties'),
      commune: text(120).nullable(),
      role: text(120).nullable(),
    }),
    z.object({
      name: z.literal('page_contacted'),
      contact_name: text(200).min(1),
      contact_type: z.enum(['email', 'phone']),
    }),
  ],
  { error: 'Unbekanntes Ereignis.' },
);
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/**
 * POST /api/tracking/visitor-events: the page_visited of the login page by someone not signed in, kept only
 * while the browser's consent cookie says 'yes' (decision 016). Nothing else can be sent without a session.
 */
export const VisitorTrackingEventSchema = z.object({
  name: z.literal('page_visited', { error: 'Unbekanntes Ereignis.' }),
  page_type: z.enum(VISITOR_PAGE_TYPES, { error: 'Unbekannter Seitentyp.' }),
  navigated_dashboard: z.boolean(),
  page_name: text(200),
});
export type VisitorTrackingEvent = z.infer<typeof VisitorTrackingEventSchema>;

/** GET /api/admin/analytics: visits per page type and week, and the searches that found nothing. */
export const AnalyticsSchema = z.object({
  /** Monday of each week (yyyy-mm-dd), oldest first. */
  weeks: z.array(z.string()),
  visits: z.array(z.object({ week: z.string(), page_type: z.enum(PAGE_TYPES), visits: z.number() })),
  searchMisses: z.array(z.object({ query: z.string(), count: z.number(), lastSearchedAt: z.string() })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
