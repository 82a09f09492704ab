import { z } from 'zod';
import { PublicationFieldsSchema } from './backoffice.ts';
import { imageUrl, isoDay, optionalText, required } from './funds-backoffice.ts';

/** Back-office forms of NEW Erleben (spec 02 §3 Moment) and its settings; the server validates with them. */

export const MomentInputSchema = z
  .object({
    titel: required('den Titel', 300),
    beschreibung: required('die Beschreibung', 20000),
    bildUrl: imageUrl
      .or(z.literal(''))
      .nullish()
      .transform((text) => text || null),
    bildAlt: optionalText(300).transform((text) => text ?? ''),
    startdatum: isoDay('Bitte geben Sie das Startdatum an (TT.MM.JJJJ).'),
    enddatum: isoDay('Bitte geben Sie das Enddatum an (TT.MM.JJJJ).'),
  })
  .extend(PublicationFieldsSchema.shape)
  .superRefine((moment, ctx) => {
    if (moment.bildUrl && !moment.bildAlt)
      ctx.addIssue({
        code: 'custom',
        path: ['bildAlt'],
        message: 'Bitte geben Sie einen Alternativtext für das Bild an.',
      });
    // Both days count as available (spec 02 §4), so one day is start = end.
    if (moment.enddatum < moment.startdatum)
      ctx.addIssue({
        code: 'custom',
        path: ['enddatum'],
        message: 'Das Enddatum liegt vor dem Startdatum.',
      });
  });
export type MomentInput = z.input<typeof MomentInputSchema>;
export type MomentData = z.output<typeof MomentInputSchema>;

/** The moments settings: one record, the person who receives the claims (null: the general mailbox). */
export const MOMENTS_SETTINGS_ID = 1;
export const MomentsSettingsInputSchema = z.object({
  contactPersonId: z
    .number({ message: 'Bitte wählen Sie eine Ansprechperson.' })
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
});
export type MomentsSettingsInput = z.input<typeof MomentsSettingsInputSchema>;
