import { z } from 'zod';
import { CONTRACT_STATUSES } from './contracts-constants.ts';

/** A date of a contract (termine[]): its kind, such as Sonderkündigung, and the date in ms. */
export const ContractTerminSchema = z.object({
  Termin: z.string(),
  Frist: z.number().nullable(),
});
export type ContractTermin = z.infer<typeof ContractTerminSchema>;

/**
 * A contract (spec 02 §3) with the spec's field names. Dates are ms timestamps; Restlaufzeit is in years
 * with one decimal and 0 once the end has passed, null without an end date.
 */
export const ContractSchema = z.object({
  osId: z.string(),
  kommune: z.string(),
  Vertragsstatus: z.enum(CONTRACT_STATUSES),
  Vertragsgegenstand: z.string(),
  Vertragsbeginn: z.number().nullable(),
  Vertragsende: z.number().nullable(),
  Restlaufzeit: z.number().nullable(),
  Gebiet: z.string(),
  Stadtteil: z.string().nullable(),
  'NEW_Vertragspartner_(intern)': z.string(),
  termine: z.array(ContractTerminSchema),
  link: z.string().nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

/**
 * GET /api/enaio?commune=&status=: the contracts in the caller's scope, soonest end first. Employees may
 * name a commune; commune users get their own. Without status both are listed.
 */
export const ContractsQuerySchema = z.object({
  commune: z.string().min(1).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type ContractsQuery = z.infer<typeof ContractsQuerySchema>;
