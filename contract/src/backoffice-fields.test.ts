import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backofficeResourceEndpoints } from './backoffice-endpoints.ts';

// Every field of every back-office form, as react-admin sends it: a cleared text input (TextInput, the rich-text
// input, the image and media inputs) and a cleared NumberInput come as null, an untouched optional one may be
// missing or "". An optional field takes all three; a required one refuses null and a missing key with the
// form's own German message, never zod's "Invalid input: expected string, received null". Booleans, choices
// (enums) and lists are not checked here: their inputs never send null; the rows of a list are.

type Shape = Record<string, z.ZodType>;

/** The object shape under refinements and transforms. */
function shapeOf(schema: z.ZodType): Shape | null {
  if (schema instanceof z.ZodObject) return schema.shape as Shape;
  const def = (schema as unknown as { def: { in?: z.ZodType; innerType?: z.ZodType; schema?: z.ZodType } })
    .def;
  const inner = def.in ?? def.innerType ?? def.schema;
  return inner ? shapeOf(inner) : null;
}

/** The element shape of an array field (a gallery's rows), if its elements are objects. */
function rowShapeOf(field: z.ZodType): Shape | null {
  if (field instanceof z.ZodArray) return shapeOf(field.element as z.ZodType);
  const def = (field as unknown as { def: { in?: z.ZodType; innerType?: z.ZodType } }).def;
  const inner = def.in ?? def.innerType;
  return inner ? rowShapeOf(inner) : null;
}

const inputs = Object.entries(backofficeResourceEndpoints).map(([name, endpoints]) => {
  const body = (endpoints.update ?? endpoints.create)?.body as z.ZodType;
  return { name, shape: shapeOf(body) };
});

function fieldsOf(shape: Shape, prefix = ''): [string, z.ZodType][] {
  return Object.entries(shape).flatMap(([key, field]) => {
    const rows = rowShapeOf(field);
    return [
      [`${prefix}${key}`, field] as [string, z.ZodType],
      ...(rows ? fieldsOf(rows, `${prefix}${key}[].`) : []),
    ];
  });
}

// zod's own type messages, in English or (after z.config(z.locales.de()), which another test of the same
// worker may have run) in German: a form should say what is missing in its own words instead.
const ZOD_DEFAULT =
  /Invalid input|Invalid option|expected|received|Ungültige (Eingabe|Option)|erwartet|erhalten/i;

type Kind = 'text' | 'number' | 'other';

/** What an input sends for a field: text (a string, also a date or an address), a number, or anything else. */
function kindOf(field: z.ZodType): Kind {
  const def = (field as unknown as { def: Record<string, unknown> & { type: string } }).def;
  if (def.type === 'string') return 'text';
  if (def.type === 'number') return 'number';
  if (def.type === 'union') {
    const kinds = (def.options as z.ZodType[]).map(kindOf);
    return kinds.includes('text') ? 'text' : kinds.includes('number') ? 'number' : 'other';
  }
  const inner = (def.in ?? def.innerType) as z.ZodType | undefined;
  return inner ? kindOf(inner) : 'other';
}

function messageOf(field: z.ZodType, value: unknown): string | null {
  const result = field.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

/** What is wrong with one field as react-admin sends it; nothing for a field that is not text or a number. */
function problemsOf(key: string, field: z.ZodType): string[] {
  const kind = kindOf(field);
  if (kind === 'other') return [];
  const empties: [string, unknown][] = [
    ['null', null],
    ['nothing', undefined],
    ...(kind === 'text' ? ([['""', '']] as [string, unknown][]) : []),
  ];
  const answers = empties.map(([label, value]) => ({ label, message: messageOf(field, value) }));
  const optional = answers.some((answer) => answer.message === null);
  if (optional)
    return answers
      .filter((answer) => answer.message !== null)
      .map((answer) => `${key}: ${answer.label} refused`);
  return answers
    .filter((answer) => ZOD_DEFAULT.test(answer.message ?? '') || !answer.message)
    .map((answer) => `${key}: ${answer.label} gives "${answer.message}"`);
}

describe('every back-office form field as react-admin sends it', () => {
  it('has an object shape for every content type', () => {
    expect(inputs.filter((input) => !input.shape).map((input) => input.name)).toEqual([]);
  });

  it('tells text, numbers and the rest apart', () => {
    expect(kindOf(z.string().trim().nullish())).toBe('text');
    expect(kindOf(z.union([z.literal(''), z.string().regex(/^https:/)]))).toBe('text');
    expect(kindOf(z.iso.date().nullable())).toBe('text');
    expect(kindOf(z.number().int().default(0))).toBe('number');
    expect(kindOf(z.boolean())).toBe('other');
    expect(kindOf(z.enum(['draft', 'published']).default('draft'))).toBe('other');
    expect(kindOf(z.array(z.string()).default([]))).toBe('other');
  });

  it('finds what the news form refused before null was taken', () => {
    // The former fields: subtitle and image caption (also a gallery row's) took only text.
    const formerCaption = z.string().trim().max(300, 'Höchstens 300 Zeichen.');
    const formerRows = z.array(z.object({ url: z.string(), caption: formerCaption }));
    const formerTitle = z.string().trim().min(1, 'Bitte geben Sie einen Titel an.');
    const problems = fieldsOf({
      imageCaption: formerCaption,
      images: formerRows,
      title: formerTitle,
    }).flatMap(([key, field]) => problemsOf(key, field));
    expect(problems.filter((problem) => problem.includes('caption') || problem.includes('Caption'))).toEqual([
      'imageCaption: null refused',
      'imageCaption: nothing refused',
      'images[].caption: null refused',
      'images[].caption: nothing refused',
    ]);
    expect(problems.filter((problem) => problem.startsWith('title:'))).toEqual([
      expect.stringMatching(/^title: null gives "/),
      expect.stringMatching(/^title: nothing gives "/),
    ]);
  });

  for (const { name, shape } of inputs) {
    it(`${name}: an optional field takes null, "" and nothing; a required one says in German what is missing`, () => {
      const problems = fieldsOf(shape ?? {}).flatMap(([key, field]) => problemsOf(key, field));
      expect(problems).toEqual([]);
    });
  }
});
