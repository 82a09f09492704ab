import { z } from 'zod';
import { ContractSchema, ContractsQuerySchema } from './contracts.ts';
import { defineEndpoint } from './endpoint.ts';

// The contract overview (spec 02 §7). Commune users see their own commune's contracts; employees name one
// or get all.

export const contractsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/enaio',
    access: 'confirmed',
    flag: 'EnableVertragsuebersicht',
    portal: 'municipal',
    tags: ['contracts'],
    summary:
      'Die Verträge der Kommune (Mitarbeitende: aller Kommunen oder der genannten), frühestes Vertragsende zuerst, ohne Ende zuletzt',
    query: ContractsQuerySchema,
    answers: { 200: z.array(ContractSchema) },
  }),
};
