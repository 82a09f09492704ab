import { z } from 'zod';
import { publicationInput } from './content-backoffice.ts';
import { HEAT_FAQ_SECTIONS } from './heat-planning-constants.ts';

/** Back-office form of the heat-planning FAQ (decision 019; spec 02 §3 Heat FAQ). */

const SECTION_KEYS = HEAT_FAQ_SECTIONS.map((section) => section.key) as [
  (typeof HEAT_FAQ_SECTIONS)[number]['key'],
  ...(typeof HEAT_FAQ_SECTIONS)[number]['key'][],
];

export const HeatFaqEntryInputSchema = z.object({
  section: z.enum(SECTION_KEYS, { message: 'Bitte wählen Sie den Abschnitt.' }),
  // A cleared field (null) or a missing key gets the same German message as blank text.
  titel: z
    .string({ error: 'Bitte geben Sie die Frage an.' })
    .trim()
    .min(1, 'Bitte geben Sie die Frage an.')
    .max(300, 'Höchstens 300 Zeichen.'),
  text: z
    .string({ error: 'Bitte geben Sie die Antwort an.' })
    .trim()
    .min(1, 'Bitte geben Sie die Antwort an.')
    .max(20000, 'Höchstens 20.000 Zeichen.'),
  /** A cleared number input (null) means 0, as a missing one always did. */
  sortOrder: z
    .number({ message: 'Bitte eine Zahl angeben.' })
    .int('Bitte eine ganze Zahl.')
    .min(0, 'Die Reihenfolge ist 0 oder größer.')
    .nullish()
    .transform((order) => order ?? 0),
  ...publicationInput,
});
export type HeatFaqEntryInput = z.infer<typeof HeatFaqEntryInputSchema>;
