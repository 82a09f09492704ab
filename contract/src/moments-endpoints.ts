import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MomentClaimSchema, MomentSchema, MomentsContactSchema } from './moments.ts';

// NEW Erleben (spec 02 §7): the moments, their contact and a claim of one.

const moments = {
  access: 'confirmed',
  flag: 'EnableMoments',
  portal: 'municipal',
  tags: ['moments'],
} as const;

export const momentsEndpoints = {
  list: defineEndpoint({
    ...moments,
    method: 'GET',
    path: '/moments',
    summary: 'NEW Erleben: alle Momente mit ihrer heutigen Verfügbarkeit',
    answers: { 200: z.array(MomentSchema) },
  }),
  contact: defineEndpoint({
    ...moments,
    method: 'GET',
    path: '/moments/getMomentsContact',
    summary: 'Ansprechperson für NEW Erleben (null, wenn keine eingetragen ist)',
    answers: { 200: MomentsContactSchema },
  }),
  claim: defineEndpoint({
    ...moments,
    method: 'POST',
    path: '/moments/sendMomentsEmail',
    summary: 'Einen verfügbaren Moment beanspruchen (Mail an die Ansprechperson)',
    body: MomentClaimSchema,
    answers: { 201: z.object({ id: z.number() }) },
  }),
};
