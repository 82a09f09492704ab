import { defineEndpoint } from './endpoint.ts';
import { AnalyticsSchema, TrackingEventSchema, VisitorTrackingEventSchema } from './tracking.ts';

// Usage tracking (spec 01 §7): events are kept only with consent, and without the user's id.

const tags = ['tracking'] as const;

export const trackingEndpoints = {
  event: defineEndpoint({
    method: 'POST',
    path: '/tracking/events',
    // Signed in is enough: the login and approval pages are tracked too (spec 01 §7).
    access: 'signedIn',
    tags,
    summary: 'Nutzungsereignis; gespeichert nur mit Zustimmung im Cookie-Dialog, ohne Benutzerbezug',
    body: TrackingEventSchema,
    answers: { 204: 'empty' },
  }),
  visitorEvent: defineEndpoint({
    method: 'POST',
    path: '/tracking/visitor-events',
    // Before sign-in there is no session: the login page of spec 01 §7 is tracked from here.
    access: 'public',
    tags,
    summary:
      'Aufruf der Anmeldeseite ohne Sitzung; gespeichert nur mit Zustimmung (Cookie kp_tracking_consent=yes)',
    body: VisitorTrackingEventSchema,
    answers: { 204: 'empty' },
  }),
  analytics: defineEndpoint({
    method: 'GET',
    path: '/admin/analytics',
    access: 'admin',
    tags,
    summary: 'Seitenaufrufe je Woche und Seitentyp, Suchen ohne Treffer',
    answers: { 200: AnalyticsSchema },
  }),
};
