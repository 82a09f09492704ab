import { z } from 'zod';
import { DevLoginInfoSchema, DevLoginSchema } from './access.ts';
import { defineEndpoint } from './endpoint.ts';

// Sign-in and sign-out (spec 01 §3): SSO via OpenID Connect, the development login, logout. All public: they
// come before a session or end it. The two SSO steps answer with a redirect the handler sends itself.

const auth = { access: 'public', tags: ['auth'] } as const;

const AuthOptionsSchema = z.object({ sso: z.boolean(), devLogin: DevLoginInfoSchema });

export const authEndpoints = {
  options: defineEndpoint({
    ...auth,
    method: 'GET',
    path: '/auth/options',
    summary: 'Ob die Anmeldung per SSO eingerichtet ist und ob dieser Host die Entwickler-Anmeldung anbietet',
    answers: { 200: AuthOptionsSchema },
  }),
  login: defineEndpoint({
    ...auth,
    method: 'GET',
    path: '/connect/login_new_ag',
    summary:
      'Startet die Anmeldung beim OIDC-Anbieter (Weiterleitung dorthin, oder zur Anmeldeseite mit Fehler)',
    answers: {},
  }),
  callback: defineEndpoint({
    ...auth,
    method: 'GET',
    path: '/auth/login_new_ag/callback',
    summary: 'Rückkehr vom OIDC-Anbieter (Weiterleitung ins Portal, oder zur Anmeldeseite mit Fehler)',
    // The provider adds code, iss and more; the OIDC client reads them from the whole URL.
    query: z.object({ state: z.string().max(200).optional() }).loose(),
    answers: {},
  }),
  devLogin: defineEndpoint({
    ...auth,
    method: 'POST',
    path: '/auth/dev-login',
    summary:
      'Meldet einen Demo-Benutzer mit dem Entwickler-Passwort an (nur wo die Entwickler-Anmeldung an ist)',
    body: DevLoginSchema,
    answers: { 204: 'empty' },
  }),
  logout: defineEndpoint({
    ...auth,
    method: 'POST',
    path: '/auth/logout',
    summary: 'Beendet die Sitzung',
    answers: { 204: 'empty' },
  }),
};
