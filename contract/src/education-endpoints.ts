import { z } from 'zod';
import {
  ContactMailResultSchema,
  ContactMailSchema,
  DashboardPostSchema,
  DashboardPostsQuerySchema,
  EducationConfigSchema,
  EducationMenuItemSchema,
  FindMaterialsQuerySchema,
  MaterialByIdQuerySchema,
  MaterialCardSchema,
  MaterialSchema,
} from './education.ts';
import { defineEndpoint } from './endpoint.ts';

// The education portal (spec 02 §7 Education): only for those who may use it.

const education = { access: 'confirmed', portal: 'education', tags: ['education'] } as const;

export const educationEndpoints = {
  menu: defineEndpoint({
    ...education,
    method: 'GET',
    path: '/bildungsportal/menu',
    summary: 'Bildungsportal: die Materialkategorien der Navigation, sortiert',
    answers: { 200: z.array(EducationMenuItemSchema) },
  }),
  materials: defineEndpoint({
    ...education,
    method: 'GET',
    path: '/bildungsportal/find',
    summary: 'Materialien einer Kategorie (Veranstaltungen nach Datum, sonst neueste zuerst)',
    query: FindMaterialsQuerySchema,
    answers: { 200: z.array(MaterialCardSchema) },
  }),
  material: defineEndpoint({
    ...education,
    method: 'GET',
    path: '/bildungsportal/by-id',
    summary: 'Ein Material mit Inhalten; Entwürfe nur für Administratoren',
    query: MaterialByIdQuerySchema,
    answers: { 200: MaterialSchema },
  }),
  config: defineEndpoint({
    ...education,
    method: 'GET',
    path: '/bildungsportal-config',
    summary: 'Texte und Ansprechpersonen der Seiten Sponsoring und Kontakt',
    answers: { 200: EducationConfigSchema },
  }),
  dashboardPosts: defineEndpoint({
    ...education,
    method: 'GET',
    path: '/bildungsportal-materials',
    summary: 'Die neuesten veröffentlichten Materialien für das Dashboard',
    query: DashboardPostsQuerySchema,
    answers: { 200: z.array(DashboardPostSchema) },
  }),
  contactMail: defineEndpoint({
    ...education,
    method: 'POST',
    path: '/bildungsportal/contact-mail',
    summary: 'Kontaktformular des Bildungsportals; mit materialId wird ein Angebot beansprucht',
    body: ContactMailSchema,
    answers: { 201: ContactMailResultSchema },
  }),
};
