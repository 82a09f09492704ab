// A form's messages from a contract schema, the same on both sides: the server answers a refused body with
// them (400, `fields`), and the browser's forms show them beside their fields before sending. Kept free of
// zod at run time, so a form can load its schema (and zod) later than its page.
import type { z } from 'zod';

/** One problem a schema found: where (the field's path) and its German message. */
export type FieldIssue = { path?: readonly PropertyKey[]; message?: string };

/** The first message per field of a schema's issues, keyed by the field's path ('persons.0.id'). */
export function fieldMessages(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.path ?? []).map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message ?? 'Die Eingabe ist ungültig.';
  }
  return fields;
}

/** What the schema says about a form's body, per field; empty when the server would take it. */
export function formErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldMessages(result.error.issues);
}
