import { z } from 'zod';
import { PersonSchema } from './access.ts';

/** One carrier in one year: its sum (3 decimals) and one value per sector, all in MWh (spec 02 §3). */
export const ConsumptionEntrySchema = z.object({
  name: z.string(),
  sum: z.number(),
  sectors: z.record(z.string(), z.number()),
});
export type ConsumptionEntry = z.infer<typeof ConsumptionEntrySchema>;

/** Feed-in of one year: every source of FEED_IN_SOURCES, in MWh (0 when none). */
export const FeedInYearSchema = z.object({
  year: z.number().int(),
  sources: z.record(z.string(), z.number()),
});
export type FeedInYear = z.infer<typeof FeedInYearSchema>;

/** Consumption per carrier, year and tariff; unknown tariffs are already grouped as Sonstige. */
export const TariffValueSchema = z.object({
  carrier: z.string(),
  year: z.number().int(),
  tariff: z.string(),
  value: z.number(),
});
export type TariffValue = z.infer<typeof TariffValueSchema>;

/**
 * GET /api/verbrauchsdaten/{commune} (and GET /api/verbrauchsdaten for a commune user's own commune):
 * everything the consumption page filters on the client. `years`, `carriers` and `sectors` are the
 * available values, years ascending and carriers Gas first.
 */
export const VerbrauchsdatenSchema = z.object({
  commune: z.string(),
  importDate: z.string().nullable(),
  einwohner: z.number().int().nullable(),
  years: z.array(z.number().int()),
  carriers: z.array(z.string()),
  sectors: z.array(z.string()),
  verbrauch: z.array(z.object({ year: z.number().int(), entries: z.array(ConsumptionEntrySchema) })),
  einspeisung: z.array(FeedInYearSchema),
  tarife: z.array(TariffValueSchema),
});
export type Verbrauchsdaten = z.infer<typeof VerbrauchsdatenSchema>;

export const CommuneParamsSchema = z.object({ commune: z.string().min(1) });
export const CommuneQuerySchema = z.object({ commune: z.string().min(1).optional() });
export const CommuneNameQuerySchema = z.object({ communeName: z.string().min(1) });

/** GET /api/verbrauchsdaten/getContact?commune=: the commune partner of the commune ('Ihr NEW Kontakt'). */
export const ConsumptionContactSchema = PersonSchema.nullable();

/**
 * A card of 'Aktuelle Fördermöglichkeiten': a portal service with its picture (the service's, else its
 * area's header image, else null for the page's fallback) and a 20-word preview of its text.
 */
export const FundingServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  preview: z.string(),
  image: z.string().nullable(),
});
export type FundingService = z.infer<typeof FundingServiceSchema>;

/** GET /api/verbrauchsdaten/getCommuneStats?communeName=: the commune data of the right column. */
export const CommuneStatsSchema = z.object({
  commune: z.string(),
  einwohner: z.number().int().nullable(),
  importDate: z.string().nullable(),
  services: z.array(FundingServiceSchema),
});
export type CommuneStats = z.infer<typeof CommuneStatsSchema>;
