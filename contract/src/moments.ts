import { z } from 'zod';
import { PersonSchema } from './access.ts';
import { isPlausibleEmail, MOMENT_AVAILABILITIES, MOMENT_CLAIM_MESSAGES } from './moments-constants.ts';

/** A moment (spec 02 §3) with its availability today, decided on the server. */
export const MomentSchema = z.object({
  id: z.number(),
  Titel: z.string(),
  Beschreibung: z.string(),
  Bild: z.object({ url: z.string(), alt: z.string() }).nullable(),
  Startdatum: z.string(),
  Enddatum: z.string(),
  created_at: z.string(),
  availability: z.enum(MOMENT_AVAILABILITIES),
});
export type Moment = z.infer<typeof MomentSchema>;

export const MomentsContactSchema = PersonSchema.nullable();

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Höchstens ${max} Zeichen.`);

/** POST /api/moments/sendMomentsEmail (spec 02 §3 Moment claim, §5): every field is required. */
export const MomentClaimSchema = z.object({
  momentId: z.number({ message: 'Bitte wählen Sie einen Moment.' }).int().positive(),
  subject: z.string().trim().max(300).optional().default(''),
  name: required(MOMENT_CLAIM_MESSAGES.name, 120),
  commune: required(MOMENT_CLAIM_MESSAGES.commune, 120),
  task: required(MOMENT_CLAIM_MESSAGES.task, 120),
  phone_number: required(MOMENT_CLAIM_MESSAGES.phone, 40),
  email: required(MOMENT_CLAIM_MESSAGES.email, 200).refine(
    isPlausibleEmail,
    MOMENT_CLAIM_MESSAGES.emailInvalid,
  ),
});
export type MomentClaim = z.input<typeof MomentClaimSchema>;
