import { CommuneDashboardDataSchema, DashboardQuerySchema } from './commune-dashboard.ts';
import { defineEndpoint } from './endpoint.ts';

// The commune dashboard (spec 02 §7): other communes' users are refused with 403.

export const communeDashboardEndpoints = {
  data: defineEndpoint({
    method: 'GET',
    path: '/communes/dashboard-data',
    access: 'confirmed',
    flag: 'EnableKommunenDashboard',
    portal: 'municipal',
    tags: ['commune-dashboard'],
    summary:
      'Die Karten des Kommunen-Dashboards: Überblick des letzten Jahres, Bürgermeister, Konzessionsthemen, Anfragen, laufende Verträge',
    query: DashboardQuerySchema,
    answers: { 200: CommuneDashboardDataSchema },
  }),
};
