import { z } from 'zod';
import {
  AvailableRolesSchema,
  CommuneNamesSchema,
  CookieConsentSchema,
  MeQuerySchema,
  NavigationSchema,
  RegistrationSchema,
  UserSchema,
} from './access.ts';
import { ConcessionTopicSchema } from './concessions.ts';
import { FaqEntrySchema } from './content.ts';
import { defineEndpoint } from './endpoint.ts';
import { FoerdermittelSchema } from './funds.ts';
import { NewsEntrySchema } from './news.ts';

// The signed-in user and registration (spec 01 §3, §4). GET /users/me answers the whole user; with `type`
// one of the parts the shell and the dashboard need, each an entry of its own with its own rule.

const tags = ['access'] as const;

/** The `type` of a part of /users/me. */
const part = <T extends string>(type: T) =>
  ({
    method: 'GET',
    path: '/users/me',
    match: { type },
    query: z.object({ type: z.literal(type) }),
    tags,
  }) as const;

export const accessEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    // Unconfirmed users need the me call too, for the approval page.
    access: 'signedIn',
    tags,
    summary: 'Der angemeldete Benutzer (mit type=… einer der Ausschnitte unten)',
    // A known type reaches its own entry; this one refuses any other.
    query: MeQuerySchema,
    answers: { 200: UserSchema },
  }),
  navigation: defineEndpoint({
    ...part('navigation'),
    access: 'confirmed',
    summary: 'Die Navigation: die Servicebereiche der Seitenleiste und ob es FAQ gibt',
    answers: { 200: NavigationSchema },
  }),
  communeNames: defineEndpoint({
    ...part('commune-names'),
    access: 'employee',
    summary: 'Alle Kommunen mit Id und Namen, für Mitarbeitende der NEW',
    answers: { 200: CommuneNamesSchema },
  }),
  news: defineEndpoint({
    ...part('news'),
    access: 'confirmed',
    portal: 'municipal',
    summary: 'Die neuesten News und Pressemitteilungen des Dashboards, neueste zuerst',
    answers: { 200: z.array(NewsEntrySchema) },
  }),
  funds: defineEndpoint({
    ...part('foerdermittel'),
    access: 'confirmed',
    portal: 'municipal',
    summary: 'Alle Fördermöglichkeiten, nächste Frist zuerst',
    answers: { 200: z.array(FoerdermittelSchema) },
  }),
  faq: defineEndpoint({
    ...part('faq'),
    access: 'confirmed',
    summary: 'Die Einträge der FAQ-Seite',
    answers: { 200: z.array(FaqEntrySchema) },
  }),
  concessionTopics: defineEndpoint({
    ...part('konzessionsthemen'),
    access: 'confirmed',
    portal: 'municipal',
    flag: 'EnableKonzessionssachstaende',
    summary: 'Die Konzessionsthemen im Bereich des Benutzers, Änderungsdatum aufsteigend',
    answers: { 200: z.array(ConcessionTopicSchema) },
  }),
  setEducationMode: defineEndpoint({
    method: 'PUT',
    path: '/users/me/education-mode',
    access: 'confirmed',
    tags,
    summary: 'Wechselt zwischen Kommunalportal und Bildungsportal',
    body: z.object({ showBildungsportal: z.boolean() }),
    answers: { 200: UserSchema },
  }),
  setCookieConsent: defineEndpoint({
    method: 'PUT',
    path: '/users/me/cookie-consent',
    access: 'signedIn',
    tags,
    summary: 'Die Antwort des Cookie-Dialogs (Tracking erlaubt oder nicht)',
    body: CookieConsentSchema,
    answers: { 200: UserSchema },
  }),
  availableRoles: defineEndpoint({
    method: 'GET',
    path: '/user-details/availableRoles',
    access: 'signedIn',
    tags,
    summary: 'Die Rollen, die bei der Registrierung gewählt werden können',
    answers: { 200: AvailableRolesSchema },
  }),
  availableCommunes: defineEndpoint({
    method: 'GET',
    path: '/user-details/availableCommunes',
    access: 'signedIn',
    tags,
    summary: 'Die Kommunen der Registrierung in deutscher Sortierung, dazu „Gremienmitglieder“',
    answers: { 200: z.array(z.string()) },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user-details/updateUserPreferredData',
    access: 'signedIn',
    tags,
    summary: 'Die Registrierung: Portal, Rolle, Kommune und Kontaktdaten',
    body: RegistrationSchema,
    answers: { 200: UserSchema },
  }),
};
