/**
 * A control that is unavailable for a moment (a request is running, nothing to save) but keeps the focus of
 * the person who just used it: `disabled` would drop focus to the page (decision 010, WCAG 2.4.3). It stays
 * focusable and says `aria-disabled`, which gives a button the disabled look; the click handler must ignore it.
 */
export const softDisabled = (unavailable: boolean) =>
  unavailable ? ({ 'aria-disabled': true } as const) : {};
