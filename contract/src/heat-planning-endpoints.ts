import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { HeatAppUrlSchema, HeatFaqSchema, TosStatusSchema } from './heat-planning.ts';

// Kommunale Wärmeplanung (spec 02 §2): its FAQ, the terms of use and the embedded app's address.

const heatPlanning = {
  access: 'confirmed',
  flag: 'EnableWaermeplanung',
  portal: 'municipal',
  tags: ['heat-planning'],
} as const;

export const heatPlanningEndpoints = {
  faq: defineEndpoint({
    ...heatPlanning,
    method: 'GET',
    path: '/faq-waerme',
    summary: 'FAQ Kommunale Wärmeplanung',
    answers: { 200: HeatFaqSchema },
  }),
  tosStatus: defineEndpoint({
    ...heatPlanning,
    method: 'GET',
    path: '/waermeplanung/checkTosStatus',
    summary: 'Hat die Person die Nutzungsbedingungen bestätigt?',
    answers: { 200: TosStatusSchema },
  }),
  acceptTos: defineEndpoint({
    ...heatPlanning,
    method: 'POST',
    path: '/waermeplanung/acceptTos',
    summary: 'Nutzungsbedingungen bestätigen',
    answers: { 200: TosStatusSchema },
  }),
  appUrl: defineEndpoint({
    ...heatPlanning,
    method: 'GET',
    path: '/waermeplanung/getUrl',
    summary: 'Adresse der Wärmeplanungs-Anwendung mit einem kurzlebigen Token (nach der Bestätigung)',
    answers: { 200: HeatAppUrlSchema },
  }),
  jwks: defineEndpoint({
    // Public: the embedded app fetches the key to verify the tokens. The portal is the municipal scope's;
    // the guard does not look at it for public routes.
    access: 'public',
    portal: 'municipal',
    tags: ['heat-planning'],
    method: 'GET',
    path: '/waermeplanung/jwks.json',
    summary: 'Öffentlicher Schlüssel (JWKS) der Tokens für die Wärmeplanungs-Anwendung',
    answers: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
  }),
};
