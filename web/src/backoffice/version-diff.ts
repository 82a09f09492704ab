import { formatDateTime, formatNumber } from '@kp/contract/shell';
import { diffLines } from 'diff';

/** A field of two versions side by side: both values as text, and whether they differ. */
export type FieldComparison = {
  field: string;
  label: string;
  left: string;
  right: string;
  changed: boolean;
  /** Rich text whose words stayed the same: only its markup changed (bold, a link, a list). */
  formattingOnly: boolean;
  /** Long or multi-line texts: the line diff (unchanged, removed on the left, added on the right). */
  lines?: LineChange[];
};
/** `at`: the part's place in the diff, a stable key. */
export type LineChange = { at: number; text: string; kind: 'same' | 'removed' | 'added' };

/** A text is compared line by line when it has several lines or is longer than this. */
const LONG_TEXT = 120;

/** A value as a person reads it: text as it is, rich text without its markup, nothing as '–', lists and objects as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value);
    return isRichText(value) ? richTextAsLines(value) || '–' : value;
  }
  return JSON.stringify(value, null, 2);
}

/** The rich-text editor's HTML starts with a block element; no plain text field does. */
const RICH_TEXT = /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|table|div)[\s>]/i;
const isRichText = (value: unknown) => typeof value === 'string' && RICH_TEXT.test(value);
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, td, th';

/**
 * Rich text as an editor reads it (the browser's own HTML parser): one line per paragraph, heading, list
 * item or cell, so the line diff marks the paragraph that changed rather than the whole markup.
 */
function richTextAsLines(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll(BLOCKS)]
    .filter((block) => !block.querySelector(BLOCKS))
    .map((block) => {
      const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
      const pictures = [...block.querySelectorAll('img')].map(
        (img) => `[Bild: ${img.alt || 'ohne Beschreibung'}]`,
      );
      const line = [text, ...pictures].filter(Boolean).join(' ');
      return line && block.closest('li') ? `• ${line}` : line;
    })
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join('');
}

/** A saved point in time (publishedAt, …): shown as DD.MM.YYYY HH:MM in Germany. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isLong = (text: string) => text.length > LONG_TEXT || text.includes('\n');

export function lineChanges(left: string, right: string): LineChange[] {
  return diffLines(left, right).map((part, at) => ({
    at,
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/**
 * Every field of two versions (in the order of `labels`, then the others), id and internal fields left out.
 * Values are compared as JSON, so lists and objects count as changed only when their content differs.
 */
export function compareVersions(
  left: Record<string, unknown>,
  right: Record<string, unknown>,
  labels: Record<string, string> = {},
  /** German names of coded values per field, e.g. { status: { draft: 'Entwurf' } }. */
  choices: Record<string, Record<string, string>> = {},
): FieldComparison[] {
  const shown = (field: string, value: unknown) =>
    typeof value === 'string' && choices[field]?.[value] ? choices[field][value] : displayValue(value);
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(left), ...Object.keys(right)])].filter(
    (field) => field !== 'id' && !field.startsWith('_') && (field in left || field in right),
  );
  return fields.map((field) => {
    const leftText = shown(field, left[field]);
    const rightText = shown(field, right[field]);
    const changed = JSON.stringify(left[field] ?? null) !== JSON.stringify(right[field] ?? null);
    return {
      field,
      label: labels[field] ?? field,
      left: leftText,
      right: rightText,
      changed,
      formattingOnly:
        changed && leftText === rightText && (isRichText(left[field]) || isRichText(right[field])),
      ...(changed && (isLong(leftText) || isLong(rightText))
        ? { lines: lineChanges(leftText, rightText) }
        : {}),
    };
  });
}
