import { educationEndpoints } from '@kp/contract/education-endpoints';
import { fieldMessages, formErrors } from '@kp/contract/field-messages';
import { MOMENT_CLAIM_MESSAGES } from '@kp/contract/moments-constants';
import { momentsEndpoints } from '@kp/contract/moments-endpoints';
import { rabattEndpoints } from '@kp/contract/rabatt-endpoints';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ContactFields, contactBody, contactSchema } from '../areas/education/contact-check.ts';
import { type ClaimFields, claimBody, claimSchema } from '../areas/moments/claim-check.ts';
import { additionalDataBody, additionalDataSchema, type EditValues } from '../areas/rabatt/edit-check.ts';

// The browser's forms check what they send with the schema the server registers for the endpoint (decision
// 029), so a person sees the server's refusal, in its words, before sending. Random texts go to both: the
// form's check (its schema, as the form loads it, on the body the form builds) and the server's (the
// endpoint's body schema on that body after the JSON of the request), and both must answer alike.

/** The server's answer to a body: its 400's message per field, or nothing when it takes the body. */
function serverFields(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(JSON.parse(JSON.stringify(body)));
  return result.success ? {} : fieldMessages(result.error.issues);
}

/** The body schema of an endpoint (not a file upload). */
function bodySchema(endpoint: { body?: unknown }): z.ZodType {
  if (typeof endpoint.body !== 'object' || endpoint.body === null) throw new Error('kein Schema');
  return endpoint.body as z.ZodType;
}

const WHITESPACE = ['', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u3000'];

/** Texts a person might type into a field of at most `max` characters, around its rules and limits. */
const typed = (max: number) => {
  const space = fc.constantFrom(...WHITESPACE);
  return fc.oneof(
    fc.constantFrom(
      ...WHITESPACE,
      'a@b',
      ' a@b ',
      'a@',
      '@b',
      'a b@c',
      'name.example.de',
      '🏠',
      'x'.repeat(max),
      'x'.repeat(max + 1),
      ` ${'x'.repeat(max)} `,
      'ä'.repeat(max + 1),
    ),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', minLength: Math.max(0, max - 2), maxLength: max + 2 }),
    fc.tuple(space, fc.string({ maxLength: 8 }), space).map(([before, text, after]) => before + text + after),
    fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}@${b}`),
  );
};

const RUNS = { numRuns: 300 };

/** Each form's schema as the form loads it. */
const forms = {
  claim: await claimSchema.load(),
  contact: await contactSchema.load(),
  edit: await additionalDataSchema.load(),
};

describe('the claim form of a moment', () => {
  const form = forms.claim;
  const server = bodySchema(momentsEndpoints.claim);
  const moment = { id: 12, Titel: 'Stadionführung' };
  const fields = fc.record<ClaimFields>({
    name: typed(120),
    commune: typed(120),
    task: typed(120),
    phone_number: typed(40),
    email: typed(200),
  });

  it('refuses and accepts what the server refuses and accepts, in its words', () => {
    fc.assert(
      fc.property(fields, (typedFields) => {
        const body = claimBody(moment, typedFields);
        expect(formErrors(form, body)).toEqual(serverFields(server, body));
      }),
      RUNS,
    );
  });

  it('names every missing field in the words of spec 02 §5', () => {
    const body = claimBody(moment, { name: ' ', commune: '', task: '', phone_number: '', email: '' });
    expect(formErrors(form, body)).toEqual({
      name: MOMENT_CLAIM_MESSAGES.name,
      commune: MOMENT_CLAIM_MESSAGES.commune,
      task: MOMENT_CLAIM_MESSAGES.task,
      phone_number: MOMENT_CLAIM_MESSAGES.phone,
      email: MOMENT_CLAIM_MESSAGES.email,
    });
  });

  it("keeps to the server's limits and its e-mail rule", () => {
    const valid = { name: 'A', commune: 'Viersen', task: 'Kämmerei', phone_number: '02162 1', email: 'a@b' };
    expect(formErrors(form, claimBody(moment, valid))).toEqual({});
    expect(formErrors(form, claimBody(moment, { ...valid, email: 'name.example.de' }))).toEqual({
      email: MOMENT_CLAIM_MESSAGES.emailInvalid,
    });
    expect(formErrors(form, claimBody(moment, { ...valid, name: 'x'.repeat(121) }))).toEqual({
      name: 'Höchstens 120 Zeichen.',
    });
    expect(formErrors(form, claimBody(moment, { ...valid, phone_number: '1'.repeat(41) }))).toEqual({
      phone_number: 'Höchstens 40 Zeichen.',
    });
  });
});

describe('the contact form of the education portal', () => {
  const form = forms.contact;
  const server = bodySchema(educationEndpoints.contactMail);
  const fields = fc.record<ContactFields>({
    firstname: typed(120),
    name: typed(120),
    phone: typed(40),
    mail: typed(200),
    bildungseinrichtung: typed(200),
    jahrgangsstufe: typed(80),
    message: typed(5000),
  });
  const material = fc.constantFrom(null, { id: 5, Titel: 'Wasserkoffer' });

  it('refuses and accepts what the server refuses and accepts, in its words', () => {
    fc.assert(
      fc.property(fields, material, (typedFields, claimed) => {
        const body = contactBody(typedFields, claimed);
        expect(formErrors(form, body)).toEqual(serverFields(server, body));
      }),
      RUNS,
    );
  });

  it('refuses a first name of spaces, as the server does', () => {
    const body = contactBody({ firstname: '  ', name: 'Muster', mail: 'a@b', message: 'Hallo' }, null);
    expect(formErrors(form, body)).toEqual({ firstname: 'Bitte geben Sie Ihren Vornamen an.' });
  });
});

describe('the edit form of a delivery point', () => {
  const form = forms.edit;
  const server = bodySchema(rabattEndpoints.updateAdditionalData);
  const row = { id: 7, marktlokation: '50000000007' };
  const values = fc.record<EditValues>({
    adresszeile1: typed(120),
    adresszeile2: typed(20),
    notiz: typed(1000),
  });

  it('refuses and accepts what the server refuses and accepts, in its words', () => {
    fc.assert(
      fc.property(values, (typedValues) => {
        const body = additionalDataBody(row, 3, typedValues);
        expect(formErrors(form, body)).toEqual(serverFields(server, body));
      }),
      RUNS,
    );
  });

  it('asks for a street', () => {
    const body = additionalDataBody(row, 3, { adresszeile1: '   ', adresszeile2: '1', notiz: '' });
    expect(formErrors(form, body)).toEqual({ adresszeile1: 'Bitte geben Sie eine Straße an.' });
  });
});
