import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import englishMessages from 'ra-language-english';

// For the checks only (Node): the English texts the back office must never show. The app never imports it.

/** Every leaf of a nested catalogue, as dotted key and text. */
export function entriesOf(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? entriesOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

/**
 * The rich-text toolbar's English texts: ra-input-rich-text keeps them as defaults in its code
 * (`translate('ra.tiptap.bold', { _: 'Bold' })`, `label: 'ra.tiptap.paragraph', defaultLabel: 'Normal'`), read
 * from the installed package so the checks follow it when it gains a button.
 */
export function tiptapCatalogue(): Map<string, string> {
  const entry = createRequire(import.meta.url).resolve('ra-input-rich-text');
  const folder = path.join(path.dirname(entry), 'buttons');
  const source = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
  const found = new Map<string, string>();
  for (const [, key, text] of source.matchAll(/translate\('(ra\.tiptap\.\w+)',\s*\{\s*_:\s*'([^']*)'/g))
    found.set(key, text);
  for (const [, key, text] of source.matchAll(/label:\s*'(ra\.tiptap\.\w+)',\s*defaultLabel:\s*'([^']*)'/g))
    found.set(key, text);
  return found;
}

/** react-admin's English catalogue and the toolbar's English texts, by key. */
export const englishCatalogue = (): Map<string, string> =>
  new Map([...entriesOf(englishMessages), ...tiptapCatalogue()]);
