import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ScreenReaderText } from '../ui/screen-reader-text.tsx';
import { pageTitles } from '../ui/use-document-title.ts';

/** How long to wait for a page's h1 after it published its title (a page may still show a skeleton). */
const HEADING_WAIT_MS = 1_500;
const HEADING_POLL_MS = 100;

/**
 * Focuses the page's h1 (or, without one, the focusable main element), so keyboard and screen reader
 * users start on the new page rather than on the link they left, or on <body> when that link went away.
 */
export function focusPageHeading(deadline = Date.now() + HEADING_WAIT_MS): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading && Date.now() < deadline) {
    window.setTimeout(() => focusPageHeading(deadline), HEADING_POLL_MS);
    return;
  }
  // NOTE: a dialog that opened meanwhile (cookie question, session warning) keeps its focus.
  if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
  const target = heading ?? document.querySelector<HTMLElement>('main[tabindex]');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Tells what happened on a client-side navigation to another page (WCAG 2.4.3, 4.1.3): a polite live
 * region reads the new page's title and focus moves to its h1. Not on the first load, where the browser
 * announces the document itself, and not when only the query changes (search, tabs, filters).
 */
export function RouteAnnouncer() {
  const { key, pathname } = useLocation();
  const [message, setMessage] = useState('');
  const state = useRef({ key, pathname, pending: false });

  useEffect(() => {
    const check = () => {
      const published = pageTitles.get();
      if (!state.current.pending || published?.key !== state.current.key) return;
      state.current.pending = false;
      setMessage(published.title);
      focusPageHeading();
    };
    const current = state.current;
    if (current.pathname !== pathname) current.pending = true;
    current.key = key;
    current.pathname = pathname;
    // The page's own effect ran before this one (children first), so its title may be there already.
    check();
    return pageTitles.subscribe(check);
  }, [key, pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <ScreenReaderText>{message}</ScreenReaderText>
    </div>
  );
}
