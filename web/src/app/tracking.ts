import type { PageType } from '@kp/contract/tracking-constants';
/**
 * The tracking client's interface (spec 01 §7). Pages report events here; the client that sends them, and
 * only with the user's consent, is built with the search and notifications issue and registers itself
 * through `setTrackingSink`. Until then events go nowhere. Failures are swallowed, as the spec says.
 */
export type TrackingEvent =
  | { name: 'page_visited'; page_type: string; navigated_dashboard: boolean; page_name: string }
  | { name: 'user_properties'; commune: string | null; role: string | null }
  | { name: 'page_contacted'; contact_name: string; contact_type: 'email' | 'phone' };

/** The `handle` of a route whose visits are tracked (spec 01 §7). */
export type PageVisitHandle = { pageType: PageType };

type Sink = (event: TrackingEvent) => void | Promise<void>;

let sink: Sink | null = null;

export function setTrackingSink(next: Sink | null): void {
  sink = next;
}

export function trackEvent(event: TrackingEvent): void {
  if (!sink) return;
  try {
    Promise.resolve(sink(event)).catch(() => {});
  } catch {
    // Tracking never gets in the way of the page.
  }
}
