import { backofficeResourceEndpoints } from '@kp/contract/backoffice-endpoints';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { entriesOf, tiptapCatalogue } from './english-catalogue.ts';
import { germanMessages } from './i18n-de.ts';

const keysOf = (messages: object) => entriesOf(messages).map(([key]) => key);

describe('the German catalogue of react-admin', () => {
  const tiptap = tiptapCatalogue();

  it('translates every key of the English one and of the rich-text toolbar, and no other', () => {
    // Before, the toolbar's buttons were named 'Bold', 'Add a link', … on every rich-text form.
    expect(tiptap.size).toBeGreaterThan(20);
    const own = keysOf(germanMessages).filter((key) => !key.startsWith('resources.'));
    expect(own.sort()).toEqual([...keysOf(englishMessages), ...tiptap.keys()].sort());
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

describe('the German names of the content types', () => {
  it('names every resource of the back office in the singular and the plural', () => {
    const names = [...Object.keys(backofficeResourceEndpoints), 'media', 'requests', 'audit'];
    for (const name of names) {
      const german = lookup(germanMessages, `resources.${name}.forcedCaseName`);
      expect(german, name).toMatch(/^[^|]+ \|\|\|\| [^|]+$/);
      expect(german, name).not.toMatch(/[a-z]-[a-z]/);
    }
  });
});

function lookup(messages: object, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
}
