import { z } from 'zod';
import { ImageSchema, PersonSchema } from './access.ts';

/** ServiceArea of spec 01 §3 (the foundation serves the fields the shell and the area page need). */
export const ServiceAreaSchema = z.object({
  id: z.number(),
  title: z.string(),
  route: z.string().nullable(),
  icon: z.string().nullable(),
  headerImage: ImageSchema.nullable(),
  content1: z.string(),
  content2: z.string(),
  showRegionalLeiter: z.boolean(),
  personsInCharge: z.array(PersonSchema),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

export const ServiceAreaParamsSchema = z.object({ serviceAreaId: z.coerce.number().int().positive() });
