import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageTitles } from '../ui/use-document-title.ts';
import { useMe } from './session.ts';
import { applyTrackingConsent, createPageVisitRecorder, type PageVisitHandle } from './tracking.ts';
import { useVisitorConsent } from './tracking-consent.ts';

// One for the whole app: it must outlive StrictMode's second mount, which would otherwise lose a visit.
const recorder = createPageVisitRecorder(pageTitles);

const isVisitHandle = (handle: unknown): handle is PageVisitHandle =>
  typeof handle === 'object' && handle !== null && 'pageType' in handle;

/**
 * Sends tracking events only while the user (before sign-in: this browser) has accepted tracking, and records a page_visited for every
 * location whose deepest route names a page type (spec 01 §7). Renders nothing.
 */
export function PageVisitTracker() {
  const { data: user } = useMe();
  const visitorConsent = useVisitorConsent();
  const location = useLocation();
  const matches = useMatches();
  const pageType = matches.findLast((match) => isVisitHandle(match.handle))?.handle as
    | PageVisitHandle
    | undefined;

  useEffect(() => {
    applyTrackingConsent(user, undefined, visitorConsent);
  }, [user, visitorConsent]);

  const { key, pathname } = location;
  const type = pageType?.pageType ?? null;
  // Until the me answer is in, it is not known whose consent counts: a visit recorded then would be
  // dropped (the login page can publish its title first). The recorder takes each location once.
  const consentKnown = user !== undefined;
  useEffect(() => {
    if (consentKnown) recorder.visit({ key, pathname }, type);
  }, [key, pathname, type, consentKnown]);

  return null;
}
