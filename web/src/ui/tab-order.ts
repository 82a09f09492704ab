const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls in `root` that Tab reaches, in order; Base UI's focus guards are not among them. */
export const tabbables = (root: Element | null): HTMLElement[] =>
  root
    ? [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (element) => !element.hasAttribute('data-base-ui-focus-guard') && element.checkVisibility(),
      )
    : [];

/**
 * Tab from the last control of `root` goes to its first, Shift+Tab from the first (or from `root` itself)
 * to the last: at once, where a focus guard would hold the focus for a frame before passing it on.
 */
export function wrapTab(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  root: Element,
) {
  if (event.key !== 'Tab') return;
  const ring = tabbables(root);
  const first = ring[0];
  const last = ring.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  }
}
