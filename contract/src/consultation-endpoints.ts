import { z } from 'zod';
import { ConsultationRequestSchema } from './consultation.ts';
import { defineEndpoint } from './endpoint.ts';

// The Quartiersentwicklung's consultation request (spec 01 §5), a part of the municipal portal.

export const consultationEndpoints = {
  sendRequest: defineEndpoint({
    method: 'POST',
    path: '/quartiersentwicklung/send-mail',
    access: 'confirmed',
    portal: 'municipal',
    tags: ['consultation'],
    summary: 'Beratungsanfrage zur Quartiersentwicklung (Rückruf oder E-Mail)',
    body: ConsultationRequestSchema,
    answers: { 201: z.object({ id: z.number() }) },
  }),
};
