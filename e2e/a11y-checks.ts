import { expect, type Locator, type Page } from '@playwright/test';
import { reviewScreenshot, runAxe } from './fixtures.ts';

// The checks of decision 017 that more than one spec runs: axe with the outside audit's tags, focus
// that is visible and never lost, and the layout measurements (layout shift, text-spacing overrides).

/** A screenshot to look at (E2E_SCREENSHOTS=1), named by what it shows. */
export const screenshot = (page: Page, name: string) => reviewScreenshot(page, `a11y-${name}`);

/** axe with the audit's tags; fails on serious and critical findings, naming each. */
export async function expectAxeClean(page: Page, what: string, { fakeClock = false } = {}) {
  // Under page.clock the transitions' timers run only when the test moves the clock.
  if (fakeClock) await page.clock.runFor(1_000);
  // Colours halfway through a fade are not what a person reads; endless ones (a focus ripple) never end.
  else
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
  const violations = await runAxe(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${what} (${page.url()})`).toEqual([]);
}

/**
 * Focus is on an element other than <body>, and it shows a focus indicator: an outline on it or on the
 * card around it (within two levels), not cut off by an ancestor that clips, or MUI's focus highlight.
 */
export async function expectVisibleFocus(page: Page, what: string) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { lost: true, visible: false, name: 'body' };
    const name = `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`;
    // A shape of the commune map (commune-map.tsx) shows focus as a ring drawn over it: a path of the
    // same outline with the class outline-focus.
    if (element instanceof SVGPathElement) {
      const ring = element.ownerSVGElement?.querySelector('path.outline-focus');
      return { lost: false, visible: ring?.getAttribute('d') === element.getAttribute('d'), name };
    }
    // An outlined text field (ui/text-field.tsx) shows focus on its frame, a fieldset beside the input: it
    // grows to 2 px in the primary colour.
    const outline = element.matches('input, textarea')
      ? element.parentElement?.querySelector(':scope > fieldset[aria-hidden="true"]')
      : null;
    if (outline) {
      return { lost: false, visible: Number.parseFloat(getComputedStyle(outline).borderTopWidth) >= 2, name };
    }
    // A MUI text field (the back office) shows focus on its frame: the outlined frame grows to 2 px in the primary colour,
    // or a frame of the field's own (the search box) draws a ring as box-shadow.
    const field = element.closest('.MuiInputBase-root');
    if (field) {
      const frame = field.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
      const thick = frame && Number.parseFloat(getComputedStyle(frame).borderTopWidth) >= 2;
      const ringed = [field, field.parentElement].some(
        (box) => box && getComputedStyle(box).boxShadow !== 'none',
      );
      return { lost: false, visible: field.classList.contains('Mui-focused') && (thick || ringed), name };
    }
    const hasOutline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    let ringed: HTMLElement | null = element;
    for (let level = 0; ringed && level < 3 && !hasOutline(getComputedStyle(ringed)); level++) {
      ringed = ringed.parentElement;
    }
    if (!ringed || !hasOutline(getComputedStyle(ringed))) {
      return { lost: false, visible: element.classList.contains('Mui-focusVisible'), name };
    }
    const style = getComputedStyle(ringed);
    const reach = (Number.parseFloat(style.outlineOffset) || 0) + Number.parseFloat(style.outlineWidth);
    // A ring inside that runs along a border of the same colour (the element's or its card's) reads as
    // that border, not as focus.
    const parent = ringed.parentElement;
    const borderColour = (element: Element | null) => {
      if (!element) return '';
      const border = getComputedStyle(element);
      const drawn = border.borderTopStyle !== 'none' && Number.parseFloat(border.borderTopWidth) > 0;
      return drawn ? border.borderTopColor : '';
    };
    const borders = [borderColour(ringed), borderColour(parent)];
    if (reach <= 0 && borders.includes(style.outlineColor)) return { lost: false, visible: false, name };
    const box = ringed.getBoundingClientRect();
    for (let parent = ringed.parentElement; parent && reach > 0; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      const clip = parent.getBoundingClientRect();
      const clippedX =
        overflowX !== 'visible' && (box.left - reach < clip.left || box.right + reach > clip.right);
      const clippedY =
        overflowY !== 'visible' && (box.top - reach < clip.top || box.bottom + reach > clip.bottom);
      if (clippedX || clippedY) {
        return {
          lost: false,
          visible: false,
          name: `${name} [${ringed.tagName} ${style.outline}] (cut off by ${parent.tagName})`,
        };
      }
    }
    return { lost: false, visible: true, name };
  });
  expect(focus.lost, `${what}: focus lost to <body>`).toBe(false);
  expect(focus.visible, `${what}: focus on '${focus.name}' is visible`).toBe(true);
}

/** Tabs until `target` has focus (at most `limit` presses), checking focus stays visible on the way. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `Tab ${i + 1}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${limit} steps`);
}

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

/**
 * Records the page's layout shifts from its first paint on (a PerformanceObserver on 'layout-shift', as
 * Chromium reports them); call before page.goto. Shifts right after input do not count, as in CLS.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName} "${source.node.textContent?.trim().slice(0, 40)}"`
            : String(source.node?.nodeName),
        );
        window.__layoutShifts?.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The sum of the recorded shifts once the page has settled (network idle, then a moment for what the
 * answers render): at most the CLS a person would see, since CLS takes only the worst window of them.
 */
export async function expectLayoutShiftBelow(page: Page, limit: number, what: string) {
  await page.waitForLoadState('networkidle');
  // Two frames after the last answer: what it rendered has been laid out and reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts.map((shift) => `${shift.value.toFixed(3)}: ${shift.sources.join(' | ')}`);
  expect(total, `layout shift on ${what}:\n${report.join('\n')}`).toBeLessThan(limit);
}

/** The text-spacing overrides WCAG 1.4.12 asks content to survive (the bookmarklet's style sheet). */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Elements in `scope` (itself included) whose text is cut: wider content than box, or outside `within`. */
export async function clippedText(scope: Locator, within: Locator) {
  const frame = await within.boundingBox();
  if (!frame) throw new Error('the frame to check against is not visible');
  return scope.evaluate((root, bounds) => {
    const elements = [root, ...root.querySelectorAll('*')].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        // An inline box has no clientWidth; its block around it is checked.
        getComputedStyle(element).display !== 'inline' &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    return elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const outside = box.top < bounds.y - 0.5 || box.bottom > bounds.y + bounds.height + 0.5;
        return element.scrollWidth > element.clientWidth || outside;
      })
      .map((element) => `${element.textContent?.trim()} (${element.scrollWidth}/${element.clientWidth})`);
  }, frame);
}
