import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './flags.ts';
import { TEXTS } from './shell.ts';

export const ImageSchema = z.object({
  url: z.string(),
  caption: z.string().nullable().optional(),
  formats: z.object({ small: z.object({ url: z.string() }) }).optional(),
});
export type Image = z.infer<typeof ImageSchema>;

export const PersonSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  customTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  info: z.string().nullable(),
  image: ImageSchema.nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const CommuneSchema = z.object({
  id: z.number(),
  name: z.string(),
  kommunalPartner: PersonSchema.nullable(),
  regionalLeiter: PersonSchema.nullable(),
  weitererKommunalpartner: PersonSchema.nullable(),
  partner_quote: z.string().nullable(),
  einwohner: z.number().nullable(),
  /**
   * The dashboard card's consumption (spec 01 §2 'residents and kWh'): the total of the latest year with
   * consumption data, in kWh; null without data. Only this one sum, not the consumption area's detail.
   */
  verbrauch: z.object({ year: z.number().int(), kWh: z.number() }).nullable(),
  logo: ImageSchema.nullable(),
  bg_image: ImageSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  myServiceAreas: z.array(z.object({ serviceArea: z.object({ id: z.number(), title: z.string() }) })),
  QlickAppId: z.string().nullable(),
  LadestellenBereichsId: z.string().nullable(),
  enableEinspeisebeteiligung: z.boolean(),
});
export type Commune = z.infer<typeof CommuneSchema>;

export const PreferredUserDataSchema = z.object({
  preferredFaculty: z.string().nullable(),
  preferredCommune: z.string().nullable(),
  telefon: z.string().nullable(),
});
export type PreferredUserData = z.infer<typeof PreferredUserDataSchema>;

export const ServiceDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  communes: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<
  FeatureFlag,
  z.ZodBoolean
>;

export const UserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  img_url: z.string().nullable(),
  confirmed: z.boolean(),
  isAdmin: z.boolean(),
  /** Redakteur (decision 019): edits the portal's content in the back office; admins may too. */
  isEditor: z.boolean(),
  isNewEmployee: z.boolean(),
  commune: CommuneSchema.nullable(),
  faculties: z.array(z.object({ name: z.string() })),
  /**
   * Employees only (spec 01 §6 'the service details'), null for everyone else: per concession area
   * (Trinkwasser, Abwasser, Straßenbeleuchtung) the communes it serves, the list under 'Unsere Kommunen:'.
   */
  serviceDetails: z.array(ServiceDetailSchema).nullable(),
  showNewsletterSignUp: z.boolean(),
  faq: z.boolean(),
  preferredUserData: PreferredUserDataSchema.nullable(),
  ...flagShape,
  BildungsportalUser: z.boolean(),
  KommunalportalAusblenden: z.boolean(),
  showBildungsportal: z.boolean(),
  /** The cookie dialog's answer; null until the user decided. Tracking runs only with true. */
  trackingConsent: z.boolean().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/users/me?type=navigation: what the drawer needs. */
export const NavigationSchema = z.object({
  serviceAreas: z.array(z.object({ id: z.number(), title: z.string(), icon: z.string().nullable() })),
  faq: z.boolean(),
});
export type Navigation = z.infer<typeof NavigationSchema>;

/** GET /api/users/me?type=commune-names (employees only). */
export const CommuneNamesSchema = z.array(z.object({ id: z.number(), name: z.string() }));

export const MeQuerySchema = z.object({
  type: z
    .enum(['navigation', 'commune-names', 'news', 'foerdermittel', 'faq', 'konzessionsthemen'])
    .optional(),
});

/** PUT /api/users/me/cookie-consent: the cookie dialog's answer (tracking allowed or not). */
export const CookieConsentSchema = z.object({ tracking: z.boolean() });

/** The two portals of the registration dialog's first step. */
export const PORTALS = { education: 'Bildungswesen', municipal: 'Kommunalverwaltung' } as const;

export const AvailableRolesSchema = z.array(z.string());

/** POST /api/user-details/updateUserPreferredData (spec 01 §5, registration form). */
export const RegistrationSchema = z
  .object({
    preferredData: z.object({
      preferredFaculty: z.string().trim().min(1, TEXTS.roleRequired).max(120),
      preferredCommune: z.string().trim().min(1, TEXTS.communeRequired).max(120),
    }),
    telefon: z
      .string()
      .trim()
      .max(40, 'Die Telefonnummer darf höchstens 40 Zeichen lang sein.')
      .regex(/^[0-9 +()/-]*$/, 'Bitte geben Sie eine gültige Telefonnummer an.')
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    const { preferredFaculty, preferredCommune } = value.preferredData;
    if (preferredFaculty === TEXTS.boardMembers && preferredCommune !== TEXTS.boardMembers) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredData', 'preferredCommune'],
        message: `Für die Rolle ${TEXTS.boardMembers} ist die Kommune ${TEXTS.boardMembers}.`,
      });
    }
  });
export type Registration = z.input<typeof RegistrationSchema>;

/** Dev login (spec 01 §2, login screen). */
export const DevLoginSchema = z.object({
  username: z.string().min(1, 'Bitte wählen Sie einen Demo-Benutzer aus.'),
  password: z.string().min(1, 'Bitte geben Sie das Passwort ein.'),
});
export const DevLoginInfoSchema = z.object({
  enabled: z.boolean(),
  users: z.array(z.object({ username: z.string(), label: z.string() })),
});
export type DevLoginInfo = z.infer<typeof DevLoginInfoSchema>;
