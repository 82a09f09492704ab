import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { communes } from './shell.ts';

export const faculties = pgTable('faculties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Offered in the registration dialog's role list. */
  selectable: boolean('selectable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The OIDC subject; null for demo users that never signed in through SSO. */
    sub: text('sub').unique(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    /**
     * Whether the identity provider vouched for the address (email_verified). An account made from an
     * unverified address holds it only until its verified owner signs in (decision 025).
     */
    emailVerified: boolean('email_verified').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    imgUrl: text('img_url'),
    confirmed: boolean('confirmed').notNull().default(false),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isNewEmployee: boolean('is_new_employee').notNull().default(false),
    /** Redakteur: edits the portal's content in the back office (decision 019). */
    isEditor: boolean('is_editor').notNull().default(false),
    communeId: integer('commune_id').references(() => communes.id),
    enableMoments: boolean('enable_moments').notNull().default(false),
    enableKommunalrabatt: boolean('enable_kommunalrabatt').notNull().default(false),
    enableKonzessionssachstaende: boolean('enable_konzessionssachstaende').notNull().default(false),
    enableWaermeplanung: boolean('enable_waermeplanung').notNull().default(false),
    enableVertragsuebersicht: boolean('enable_vertragsuebersicht').notNull().default(false),
    enableVerbrauchsdaten: boolean('enable_verbrauchsdaten').notNull().default(false),
    enableKommunenDashboard: boolean('enable_kommunen_dashboard').notNull().default(false),
    enableTestate: boolean('enable_testate').notNull().default(false),
    enableEinspeisebeteiligung: boolean('enable_einspeisebeteiligung').notNull().default(false),
    bildungsportalUser: boolean('bildungsportal_user').notNull().default(false),
    kommunalportalAusblenden: boolean('kommunalportal_ausblenden').notNull().default(false),
    showBildungsportal: boolean('show_bildungsportal').notNull().default(false),
    showNewsletterSignUp: boolean('show_newsletter_sign_up').notNull().default(true),
    /** The cookie dialog's answer: null until decided. */
    trackingConsent: boolean('tracking_consent'),
    trackingConsentAt: timestamp('tracking_consent_at', { withTimezone: true }),
    preferredFaculty: text('preferred_faculty'),
    preferredCommune: text('preferred_commune'),
    telefon: text('telefon'),
    preferredDataAt: timestamp('preferred_data_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_confirmed_idx').on(t.confirmed)],
);

export const userFaculties = pgTable(
  'user_faculties',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.facultyId] })],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A started OIDC sign-in: state, nonce and PKCE verifier, keyed by the state. Used once. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  browserBinding: text('browser_binding').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
