import { z } from 'zod';

/**
 * GET /api/communes/dashboard-data?commune= (spec 02 §3). The overview is the latest year with data;
 * konzessionsthemen and requests are newest first; contracts are the running ones, soonest end first,
 * with `contractCount` of them in all. `quartiersentwicklung` addresses the service of that name.
 */
export const CommuneDashboardDataSchema = z.object({
  commune: z.string(),
  overview: z.object({
    year: z.number().int().nullable(),
    population: z.number().nullable(),
    einspeisung: z.number().nullable(),
    verbrauch: z.number().nullable(),
  }),
  mayor: z
    .object({
      picture: z.string().nullable(),
      name: z.string(),
      position: z.string(),
      party: z.string().nullable(),
      dob: z.string().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
  konzessionsthemen: z.array(
    z.object({
      id: z.number().int(),
      vertrag: z.string(),
      isNew: z.boolean(),
      service_area: z.string().nullable(),
      commune: z.string(),
      updated: z.number(),
    }),
  ),
  requests: z.array(z.object({ created_at: z.string() })),
  quartiersentwicklung: z.object({ serviceAreaId: z.number().int(), serviceId: z.number().int() }).nullable(),
  contracts: z.array(z.object({ name: z.string(), ende: z.number().nullable() })),
  contractCount: z.number().int(),
});
export type CommuneDashboardData = z.infer<typeof CommuneDashboardDataSchema>;

export const DashboardQuerySchema = z.object({ commune: z.string().min(1) });
