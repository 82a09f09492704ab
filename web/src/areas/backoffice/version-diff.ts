import { formatDateTime } from '@kp/contract/shell';
import { diffLines } from 'diff';

/** A field of two versions side by side: both values as text, and whether they differ. */
export type FieldComparison = {
  field: string;
  label: string;
  left: string;
  right: string;
  changed: boolean;
  /** Long or multi-line texts: the line diff (unchanged, removed on the left, added on the right). */
  lines?: LineChange[];
};
/** `at`: the part's place in the diff, a stable key. */
export type LineChange = { at: number; text: string; kind: 'same' | 'removed' | 'added' };

/** A text is compared line by line when it has several lines or is longer than this. */
const LONG_TEXT = 120;

/** A value as a person reads it: text as it is, nothing as '–', lists and objects as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') return value.toLocaleString('de-DE');
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value, null, 2);
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
      ...(changed && (isLong(leftText) || isLong(rightText))
        ? { lines: lineChanges(leftText, rightText) }
        : {}),
    };
  });
}
