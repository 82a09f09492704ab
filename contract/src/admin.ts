import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './flags.ts';

export const AdminUserStatus = z.enum(['pending', 'confirmed', 'rejected', 'deactivated']);
export type AdminUserStatus = z.infer<typeof AdminUserStatus>;

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<
  FeatureFlag,
  z.ZodBoolean
>;

export const AdminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: AdminUserStatus,
  isAdmin: z.boolean(),
  /** Redakteur (decision 019): edits the portal's content in the back office. */
  isEditor: z.boolean(),
  isNewEmployee: z.boolean(),
  communeId: z.number().nullable(),
  communeName: z.string().nullable(),
  preferredFaculty: z.string().nullable(),
  preferredCommune: z.string().nullable(),
  telefon: z.string().nullable(),
  registeredAt: z.string(),
  ...flagShape,
  BildungsportalUser: z.boolean(),
  KommunalportalAusblenden: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListQuerySchema = z.object({
  status: AdminUserStatus.optional(),
});

const optionalFlags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
  FeatureFlag,
  z.ZodOptional<z.ZodBoolean>
>;

/** What an admin sets when approving or editing an account. */
export const AdminUserUpdateSchema = z.object({
  communeId: z.number().int().positive().nullable().optional(),
  isNewEmployee: z.boolean().optional(),
  /** The Redakteur role; a change is written to the back office's audit log. */
  isEditor: z.boolean().optional(),
  BildungsportalUser: z.boolean().optional(),
  KommunalportalAusblenden: z.boolean().optional(),
  ...optionalFlags,
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

export const AdminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const AdminCommuneOptionsSchema = z.array(z.object({ id: z.number(), name: z.string() }));
export type AdminCommuneOption = z.infer<typeof AdminCommuneOptionsSchema>[number];

export const ADMIN_STATUS_LABELS: Record<AdminUserStatus, string> = {
  pending: 'Wartet auf Freischaltung',
  confirmed: 'Freigeschaltet',
  rejected: 'Abgelehnt',
  deactivated: 'Deaktiviert',
};

/** German names of the feature flags, as the portal's navigation calls the areas. */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = {
  EnableMoments: 'NEW Erleben',
  EnableKommunalrabatt: 'Kommunalrabatt',
  EnableKonzessionssachstaende: 'Konzessionsthemen',
  EnableWaermeplanung: 'Wärmeplanung',
  EnableVertragsuebersicht: 'Vertragsübersicht',
  EnableVerbrauchsdaten: 'Verbrauchsdaten',
  EnableKommunenDashboard: 'Kommunen-Dashboard',
  EnableTestate: 'Testate',
  EnableEinspeisebeteiligung: 'Einspeisebeteiligung',
};

/** The dialog's access switches, as the audit log names them too. */
export const ACCESS_LABELS = {
  isNewEmployee: 'NEW-Mitarbeiter/in',
  BildungsportalUser: 'Bildungsportal-Nutzer/in',
  KommunalportalAusblenden: 'Kommunalportal ausblenden',
  /** Redakteur (decision 019): edits the portal's content in the back office (/admin). */
  isEditor: 'Redakteur/in (Backoffice)',
} as const;
