import { z } from 'zod';

/**
 * Every refusal and failure: a machine code, a German sentence, for a form each field's message, and for a
 * refused file each bad row with its line.
 */
export const ErrorEnvelopeSchema = z.looseObject({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  errors: z.array(z.string()).optional(),
});

/** Lists are requested with `_limit=-1` (everything); a positive number caps the list. */
export const ListQuerySchema = z.object({
  _limit: z.coerce.number().int().min(-1).optional(),
});
