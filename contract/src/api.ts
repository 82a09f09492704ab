import { z } from 'zod';

/** Body of every error answer: a machine code and a German sentence for people. */
export const ApiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Lists are requested with `_limit=-1` (everything); a positive number caps the list. */
export const ListQuerySchema = z.object({
  _limit: z.coerce.number().int().min(-1).optional(),
});
