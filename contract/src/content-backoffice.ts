import { z } from 'zod';

/** Back-office forms of the content area (issue 16); the server validates with the same schemas. */

const required = (label: string, max = 300) =>
  z.string().trim().min(1, `Bitte geben Sie ${label} an.`).max(max, `Höchstens ${max} Zeichen.`);

export const FaqEntryInputSchema = z.object({
  titel: required('die Frage'),
  text: required('die Antwort', 20000),
  sortOrder: z.number().int('Bitte eine ganze Zahl.').min(0, 'Die Reihenfolge ist 0 oder größer.'),
});
export type FaqEntryInput = z.infer<typeof FaqEntryInputSchema>;
