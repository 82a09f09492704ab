import { z } from 'zod';
import { PersonSchema } from './access.ts';
import { ListQuerySchema } from './api.ts';
import {
  AboutUsSchema,
  ConstructionProjectSchema,
  NewCompanyParamsSchema,
  NewCompanySchema,
  PortalConfigSchema,
  ServiceAreaParamsSchema,
  ServiceAreaSchema,
  ServiceParamsSchema,
  ServiceSchema,
  SubServiceParamsSchema,
  SubServiceSchema,
} from './content.ts';
import { defineEndpoint } from './endpoint.ts';

// The portal's content for readers (spec 01 §2). The handlers set Cache-Control and the ETag themselves and
// answer 304 while the browser's copy is current.

const tags = ['content'] as const;
const confirmed = { access: 'confirmed', tags } as const;
/** The service catalogue, contact people and construction projects: refused to education-only users. */
const municipal = { access: 'confirmed', portal: 'municipal', tags } as const;

export const contentEndpoints = {
  serviceAreas: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/service-areas',
    summary: 'Alle Fachbereiche mit ihren sichtbaren Leistungen',
    query: ListQuerySchema,
    answers: { 200: z.array(ServiceAreaSchema) },
  }),
  serviceArea: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/service-areas/:serviceAreaId',
    summary: 'Ein Fachbereich mit seinen sichtbaren Leistungen',
    params: ServiceAreaParamsSchema,
    answers: { 200: ServiceAreaSchema },
  }),
  services: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/services',
    summary: 'Alle sichtbaren Leistungen',
    query: ListQuerySchema,
    answers: { 200: z.array(ServiceSchema) },
  }),
  service: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/services/:serviceId',
    summary: 'Eine Leistung; eine verborgene antwortet 404 wie eine unbekannte',
    params: ServiceParamsSchema,
    answers: { 200: ServiceSchema },
  }),
  subServices: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/sub-services',
    summary: 'Alle sichtbaren Unterleistungen',
    query: ListQuerySchema,
    answers: { 200: z.array(SubServiceSchema) },
  }),
  subService: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/sub-services/:subServiceId',
    summary: 'Eine Unterleistung; eine verborgene antwortet 404 wie eine unbekannte',
    params: SubServiceParamsSchema,
    answers: { 200: SubServiceSchema },
  }),
  aboutUs: defineEndpoint({
    ...confirmed,
    method: 'GET',
    path: '/about-us',
    summary: 'Die Seite „Über uns“ mit den Unternehmen der NEW-Gruppe',
    answers: { 200: AboutUsSchema },
  }),
  newCompanies: defineEndpoint({
    ...confirmed,
    method: 'GET',
    path: '/new-companies',
    summary: 'Die Unternehmen der NEW-Gruppe',
    query: ListQuerySchema,
    answers: { 200: z.array(NewCompanySchema) },
  }),
  newCompany: defineEndpoint({
    ...confirmed,
    method: 'GET',
    path: '/new-companies/:newCompanyId',
    summary: 'Ein Unternehmen der NEW-Gruppe',
    params: NewCompanyParamsSchema,
    answers: { 200: NewCompanySchema },
  }),
  contactPeople: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/contact-people',
    summary: 'Die Ansprechpersonen der NEW',
    query: ListQuerySchema,
    answers: { 200: z.array(PersonSchema) },
  }),
  constructionProjects: defineEndpoint({
    ...municipal,
    method: 'GET',
    path: '/construction-projects',
    summary: 'Die Baustellen der Karte',
    answers: { 200: z.array(ConstructionProjectSchema) },
  }),
  portalConfig: defineEndpoint({
    ...confirmed,
    method: 'GET',
    path: '/portal-config',
    summary:
      'Die Einstellungen zur Laufzeit (Kartenkacheln, Karte der Wunschladesäulen): aus dem Back Office, sonst die des Servers',
    answers: { 200: PortalConfigSchema },
  }),
};
