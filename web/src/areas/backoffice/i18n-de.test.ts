import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { germanMessages } from './i18n-de.ts';

/** Every leaf key of a nested catalogue, as a dotted path. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * The rich-text toolbar's English texts: ra-input-rich-text keeps them as defaults in its code
 * (`translate('ra.tiptap.bold', { _: 'Bold' })`, `label: 'ra.tiptap.paragraph', defaultLabel: 'Normal'`), read
 * from the installed package so the check follows it when it gains a button.
 */
function tiptapCatalogue(): Map<string, string> {
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

describe('the German catalogue of react-admin', () => {
  const tiptap = tiptapCatalogue();

  it('translates every key of the English one and of the rich-text toolbar, and no other', () => {
    // Issue 26 item 9: the toolbar's buttons were named 'Bold', 'Add a link', … on every rich-text form.
    expect(tiptap.size).toBeGreaterThan(20);
    expect(keysOf(germanMessages).sort()).toEqual([...keysOf(englishMessages), ...tiptap.keys()].sort());
  });

  it('says none of the toolbar in English', () => {
    for (const [key, english] of tiptap) expect(lookup(germanMessages, key), key).not.toBe(english);
  });

  it('keeps every placeholder of the English text', () => {
    const english = new Map(keysOf(englishMessages).map((key) => [key, lookup(englishMessages, key)]));
    for (const [key, text] of english) {
      const placeholders = (value: string) => [...new Set(value.match(/%\{\w+\}/g) ?? [])].sort();
      const german = lookup(germanMessages, key);
      // sort_by's lower-case field variant is not needed in German, where nouns keep their capital.
      const expected = placeholders(text).filter((p) => p !== '%{field_lower_first}');
      expect(
        placeholders(german).filter((p) => p !== '%{field}'),
        key,
      ).toEqual(expected);
    }
  });
});

function lookup(messages: object, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
}
