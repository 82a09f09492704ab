import type { User } from '@kp/contract/access';
import { ROUTES } from '@kp/contract/shell';
import type { TrackingEvent } from '@kp/contract/tracking';
import type { PageType } from '@kp/contract/tracking-constants';
import { trackingEndpoints as tracking } from '@kp/contract/tracking-endpoints';
import type { PublishedTitle } from '../ui/use-document-title.ts';
import { call } from './api-client.ts';

/**
 * The tracking client (spec 01 §7). Pages report events with `trackEvent`; they reach the server only
 * while a sink is set, and the sink is set only while the signed-in user has accepted tracking in the
 * cookie dialog. Events before that are dropped, not queued. Failures are swallowed, as the spec says.
 */
export type { TrackingEvent };

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

/**
 * POST /tracking/events. Called directly, not through a query or mutation, so a failure never raises
 * the error snackbar; `trackEvent` swallows it.
 */
export const postTrackingEvent: Sink = (event) => call(tracking.event, { body: event });

/** The user_properties event: the commune, and the role (first faculty, or 'NEW-Mitarbeiter'). */
export function userPropertiesEvent(user: User): TrackingEvent {
  const role = user.faculties[0]?.name ?? (user.isNewEmployee ? 'NEW-Mitarbeiter' : null);
  return { name: 'user_properties', commune: user.commune?.name ?? null, role };
}

/**
 * POST /tracking/visitor-events: before sign-in only the login page's visit can be sent (the server
 * refuses anything else without a session); other events are dropped here.
 */
export const postVisitorEvent: Sink = (event) => {
  if (event.name !== 'page_visited' || event.page_type !== 'login') return;
  // The page type as narrowed above: the visitor endpoint takes the login page only.
  return call(tracking.visitorEvent, { body: { ...event, page_type: event.page_type } });
};

// The user the sink is on for ('visitor' before sign-in); user_properties goes out once each time it is
// switched on for a user.
let activeUserId: number | 'visitor' | null = null;

/**
 * Switches the sink on while `user` has accepted tracking and off otherwise (no user, consent not given
 * or withdrawn). Called with every new me answer, so it follows the cookie dialog without a reload.
 * Without a session (`user` null) the browser's answer of the login page's dialog counts (decision 016).
 */
export function applyTrackingConsent(
  user: User | null | undefined,
  send: Sink = postTrackingEvent,
  visitorConsent: boolean | null = null,
  sendVisitor: Sink = postVisitorEvent,
): void {
  if (user === null && visitorConsent === true) {
    if (activeUserId === 'visitor') return;
    activeUserId = 'visitor';
    setTrackingSink(sendVisitor);
    return;
  }
  if (user?.trackingConsent !== true) {
    if (activeUserId !== null) setTrackingSink(null);
    activeUserId = null;
    return;
  }
  if (activeUserId === user.id) return;
  activeUserId = user.id;
  setTrackingSink(send);
  trackEvent(userPropertiesEvent(user));
}

export type TitleSource = {
  get(): PublishedTitle | null;
  subscribe(listener: () => void): () => void;
};

type Timers = {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

/** A page that never sets its title (login, approval) is recorded under its path after this long. */
export const PAGE_TITLE_WAIT_MS = 3_000;

/**
 * Records page_visited once per location (its key): with the page's title once the page published it,
 * or its path after PAGE_TITLE_WAIT_MS. A location left before that (a redirect) is not recorded.
 */
export function createPageVisitRecorder(
  titles: TitleSource,
  timers: Timers = window,
  record: (event: TrackingEvent) => void = trackEvent,
) {
  let currentKey: string | null = null;
  let previousPath: string | null = null;
  let cancelPending = () => {};

  return {
    visit(location: { key: string; pathname: string }, pageType: PageType | null): void {
      if (location.key === currentKey) return;
      currentKey = location.key;
      cancelPending();
      cancelPending = () => {};
      const navigatedDashboard = previousPath === ROUTES.home;
      previousPath = location.pathname;
      if (!pageType) return;

      const send = (pageName: string) => {
        cancelPending();
        cancelPending = () => {};
        record({
          name: 'page_visited',
          page_type: pageType,
          navigated_dashboard: navigatedDashboard,
          page_name: pageName,
        });
      };
      // An error or not-found view in place of the page is no visit of it.
      const settle = (title: PublishedTitle) => {
        if (title.isPage) send(title.title);
        else cancelPending();
      };
      const published = titles.get();
      if (published?.key === location.key) {
        settle(published);
        return;
      }
      const unsubscribe = titles.subscribe(() => {
        const next = titles.get();
        if (next?.key === location.key) settle(next);
      });
      const timer = timers.setTimeout(() => send(location.pathname), PAGE_TITLE_WAIT_MS);
      cancelPending = () => {
        unsubscribe();
        timers.clearTimeout(timer);
      };
    },
  };
}
