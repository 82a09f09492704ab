import { COOKIE_DIALOG_DELAY_MS, COOKIE_RETRY_MS } from '@kp/contract/shell';
import { useEffect, useState } from 'react';

type Timers = {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

/**
 * Calls `onDue` after `delay`, or later while `blocked()` says another dialog is open (checked every
 * COOKIE_RETRY_MS). Returns the cancel function; after it nothing fires.
 */
export function scheduleCookieDialog(
  onDue: () => void,
  blocked: () => boolean,
  delay = COOKIE_DIALOG_DELAY_MS,
  timers: Timers = window,
): () => void {
  let timer = 0;
  let cancelled = false;
  const check = () => {
    if (cancelled) return;
    if (blocked()) timer = timers.setTimeout(check, COOKIE_RETRY_MS);
    else onDue();
  };
  timer = timers.setTimeout(check, delay);
  return () => {
    cancelled = true;
    timers.clearTimeout(timer);
  };
}

// Closed without an answer: not again until the portal is loaded anew.
let postponed = false;

const otherDialogOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"], [data-overlay="open"]') !== null;

const NOT_TYPED_IN = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'image',
  'file',
  'range',
  'color',
]);

/** Whether focus rests where a person types (a text field, a text area, an editable element). */
export function isTypingTarget(
  element: (Pick<Element, 'tagName'> & { type?: string; isContentEditable?: boolean }) | null,
): boolean {
  if (!element) return false;
  if (element.tagName === 'TEXTAREA') return true;
  if (element.tagName === 'INPUT') return !NOT_TYPED_IN.has(element.type ?? 'text');
  return element.isContentEditable === true;
}

/**
 * Decision 016: the dialog never takes focus from a field the person is typing in; it waits until focus has
 * left the field, as it waits for another dialog.
 */
const blocked = () =>
  otherDialogOpen() || isTypingTarget(document.activeElement as HTMLInputElement | HTMLElement | null);

/**
 * Opens the cookie dialog COOKIE_DIALOG_DELAY_MS after the page appeared (the dashboard, and the login and
 * approval pages), while the question is unanswered (trackingConsent null). It waits for another open dialog to close rather than cover it, and
 * for focus to leave a field the person types in; no timer outlives the page.
 */
/** `trackingConsent` undefined: not known yet (while the page hydrates), so nothing is scheduled. */
export function useCookieDialog(trackingConsent: boolean | null | undefined) {
  const [opened, setOpened] = useState(false);
  const [closed, setClosed] = useState(false);
  const needed = trackingConsent === null && !postponed;

  useEffect(() => {
    if (!needed) return;
    return scheduleCookieDialog(() => setOpened(true), blocked);
  }, [needed]);

  return {
    open: opened && !closed && trackingConsent === null,
    /** Mounted once it opened and kept, so it can close with its transition and give focus back. */
    mounted: opened,
    close: () => {
      if (trackingConsent === null) postponed = true;
      setClosed(true);
    },
  };
}
