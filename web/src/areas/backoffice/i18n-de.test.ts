import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { germanMessages } from './i18n-de.ts';

/** Every leaf key of a nested catalogue, as a dotted path. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the German catalogue of react-admin', () => {
  it('translates every key of the English one, and no other', () => {
    expect(keysOf(germanMessages).sort()).toEqual(keysOf(englishMessages).sort());
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
