import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageTitles } from '../ui/use-document-title.ts';
import { pageTypeOfRoute } from './route-ids.ts';
import { useMe } from './session.ts';
import { applyTrackingConsent, createPageVisitRecorder } from './tracking.ts';
import { useVisitorConsent } from './tracking-consent.ts';

// One for the whole app: it must outlive StrictMode's second mount, which would otherwise lose a visit.
// Made in the browser, on the first visit (its timers are the window's).
let recorder: ReturnType<typeof createPageVisitRecorder> | null = null;

/**
 * Sends tracking events only while the user (before sign-in: this browser) has accepted tracking, and records a page_visited for every
 * location whose deepest route has a page type as its id (spec 01 §7). Renders nothing.
 */
export function PageVisitTracker() {
  const { data: user } = useMe();
  const visitorConsent = useVisitorConsent();
  const location = useLocation();
  const matches = useMatches();
  const pageType = matches.map((match) => pageTypeOfRoute(match.id)).findLast((type) => type !== null);

  useEffect(() => {
    applyTrackingConsent(user, undefined, visitorConsent ?? null);
  }, [user, visitorConsent]);

  const { key, pathname } = location;
  const type = pageType ?? null;
  // Until the me answer is in, it is not known whose consent counts, and a visitor's answer is read only
  // after hydration: a visit recorded before would be dropped (the login page can publish its title first).
  // The recorder takes each location once.
  const consentKnown = user !== undefined && (user !== null || visitorConsent !== undefined);
  useEffect(() => {
    if (!consentKnown) return;
    recorder ??= createPageVisitRecorder(pageTitles);
    recorder.visit({ key, pathname }, type);
  }, [key, pathname, type, consentKnown]);

  return null;
}
