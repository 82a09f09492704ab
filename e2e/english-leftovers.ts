import { expect, type Page } from '@playwright/test';
import { englishCatalogue, entriesOf } from '../web/src/backoffice/english-catalogue.ts';
import { germanMessages } from '../web/src/backoffice/i18n-de.ts';

// The back office must show no text of react-admin's or the rich-text toolbar's English
// catalogue, as text or as a name (aria-label, title, placeholder, alt). Checked on every screen the axe walks
// reach.

/** MUI's English defaults live in its components' code, not in a catalogue: the ones the back office uses. */
const MUI_ENGLISH = [
  'Clear',
  'Close',
  'Open',
  'No options',
  'Loading…',
  'Rows per page:',
  'Go to next page',
  'Go to previous page',
  'Go to first page',
  'Go to last page',
  'Show path',
];

/**
 * Every English text as one whole-text pattern (placeholders match anything), without texts German shares:
 * one test per text on the page instead of one per catalogue entry.
 */
function englishPattern(): RegExp {
  const german = new Set(
    entriesOf(germanMessages).flatMap(([, text]) => text.split('||||').map((t) => t.trim())),
  );
  const texts = [...englishCatalogue().values(), ...MUI_ENGLISH]
    .flatMap((text) => text.split('||||').map((t) => t.trim()))
    // One-word texts both languages use ('Export' is not, 'Status' is) and bare placeholders say nothing.
    .filter((text) => text && !german.has(text) && /[A-Za-z]{2}/.test(text.replace(/%\{\w+\}/g, '')));
  const alternatives = [...new Set(texts)].map((text) =>
    text
      .split(/%\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

let pattern: RegExp | undefined;

/** Fails with each English text the page shows or names, and where. */
export async function expectNoEnglishLeftovers(page: Page) {
  pattern ??= englishPattern();
  const texts = await page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push({ text: value, where: `${where}[${attribute}]` });
      }
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) found.push({ text: own, where });
    }
    return found;
  });
  const english = texts
    .filter(({ text }) => pattern?.test(text))
    .map(({ text, where }) => `${where}: ${text}`);
  expect([...new Set(english)], `English texts on ${page.url()}`).toEqual([]);
}
