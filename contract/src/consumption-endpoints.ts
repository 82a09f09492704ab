import { z } from 'zod';
import {
  CommuneNameQuerySchema,
  CommuneParamsSchema,
  CommuneQuerySchema,
  CommuneStatsSchema,
  ConsumptionContactSchema,
  VerbrauchsdatenSchema,
} from './consumption.ts';
import { defineEndpoint } from './endpoint.ts';

// The consumption data (spec 02 §7): a commune's figures, its contact and the communes to choose from.

const consumption = {
  access: 'confirmed',
  flag: 'EnableVerbrauchsdaten',
  portal: 'municipal',
  tags: ['consumption'],
} as const;

export const consumptionEndpoints = {
  communeNames: defineEndpoint({
    ...consumption,
    method: 'GET',
    path: '/verbrauchsdaten/getVerbrauchsdatenCommuneNames',
    summary: 'Die Kommunen zur Auswahl: für Mitarbeitende der NEW alle, sonst die eigene',
    answers: { 200: z.array(z.string()) },
  }),
  contact: defineEndpoint({
    ...consumption,
    method: 'GET',
    path: '/verbrauchsdaten/getContact',
    summary: 'Der Kommunalbetreuer der Kommune („Ihr NEW Kontakt“) oder null',
    query: CommuneQuerySchema,
    answers: { 200: ConsumptionContactSchema },
  }),
  communeStats: defineEndpoint({
    ...consumption,
    method: 'GET',
    path: '/verbrauchsdaten/getCommuneStats',
    summary: 'Einwohner, Stand der Daten und die aktuellen Fördermöglichkeiten einer Kommune',
    query: CommuneNameQuerySchema,
    answers: { 200: CommuneStatsSchema },
  }),
  ownData: defineEndpoint({
    ...consumption,
    method: 'GET',
    path: '/verbrauchsdaten',
    summary: 'Verbrauchs- und Einspeisedaten der eigenen Kommune (Mitarbeitende nennen eine: 400)',
    answers: { 200: VerbrauchsdatenSchema },
  }),
  communeData: defineEndpoint({
    ...consumption,
    method: 'GET',
    path: '/verbrauchsdaten/:commune',
    summary: 'Verbrauchs- und Einspeisedaten einer Kommune: alle Jahre, Energieträger, Sektoren und Tarife',
    params: CommuneParamsSchema,
    answers: { 200: VerbrauchsdatenSchema },
  }),
};
