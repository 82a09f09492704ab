import { compile } from 'html-to-text';
import { markdownToHtml } from './rich-text.ts';

// Plain text of editorial content, for `content_plaintext` (list excerpts, notification previews) and the
// word previews of services: html-to-text parses the HTML (entities, nesting, comments) rather than a regex.

const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    // No bullets or numbers: a list item is a line of text (an empty prefix would mean the default '* ').
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'ol', format: 'unorderedList', options: { itemPrefix: ' ' } },
    // A table cell per line; the library's table layout pads columns with spaces.
    ...(['table', 'tr', 'th', 'td'] as const).map((selector) => ({ selector, format: 'block' })),
  ],
});

/** Paragraphs stay as single line breaks; runs of spaces and blank lines shrink. */
function collapse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

export function htmlToPlaintext(html: string): string {
  return collapse(toText(html));
}

export function markdownToPlaintext(markdown: string): string {
  return htmlToPlaintext(markdownToHtml(markdown));
}
