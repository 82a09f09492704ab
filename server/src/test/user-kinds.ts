import type { Db } from '../db/client.ts';
import type { users } from '../db/schema/index.ts';
import { buildCommune, buildUser, sessionCookie, type UserRow } from './factories.ts';

/** Every feature flag on: the flags do not open a portal or a role, which these kinds test. */
export const ALL_FLAGS = {
  enableMoments: true,
  enableKommunalrabatt: true,
  enableKonzessionssachstaende: true,
  enableWaermeplanung: true,
  enableVertragsuebersicht: true,
  enableVerbrauchsdaten: true,
  enableKommunenDashboard: true,
  enableTestate: true,
  enableEinspeisebeteiligung: true,
} as const satisfies Partial<typeof users.$inferInsert>;

export const USER_KINDS = [
  'anonymous',
  'unconfirmed',
  'communeAllFlags',
  'communeNoFlags',
  'employee',
  'admin',
  'editor',
  'communeEditor',
  'detachedEditor',
  'education',
  'educationOnly',
] as const;
export type UserKind = (typeof USER_KINDS)[number];

export interface KindUser {
  kind: UserKind;
  user: UserRow | null;
  cookie: string | undefined;
}

/** One user of each demo kind (as the seed's demo users are), with a session each; anonymous has none. */
export async function buildUserKinds(db: Db): Promise<Record<UserKind, KindUser>> {
  const commune = await buildCommune(db, { name: `Kommune der Arten ${Date.now()}` });
  const inCommune = { communeId: commune.id };
  const rows: Record<Exclude<UserKind, 'anonymous'>, Partial<typeof users.$inferInsert>> = {
    unconfirmed: { ...inCommune, confirmed: false },
    communeAllFlags: { ...inCommune, ...ALL_FLAGS },
    communeNoFlags: { ...inCommune },
    employee: { ...ALL_FLAGS, isNewEmployee: true },
    admin: { ...ALL_FLAGS, isAdmin: true },
    /** A Redakteur: a NEW employee with the role (decision 024). */
    editor: { ...ALL_FLAGS, isEditor: true, isNewEmployee: true },
    /** A commune's user with the Redakteur flag (decision 024): the flag grants nothing. */
    communeEditor: { ...inCommune, ...ALL_FLAGS, isEditor: true, isNewEmployee: false },
    /** The flag without a commune and without employee status: grants nothing either. */
    detachedEditor: { ...ALL_FLAGS, isEditor: true, isNewEmployee: false },
    education: { ...inCommune, ...ALL_FLAGS, bildungsportalUser: true },
    educationOnly: {
      ...inCommune,
      ...ALL_FLAGS,
      bildungsportalUser: true,
      kommunalportalAusblenden: true,
      showBildungsportal: true,
    },
  };
  const kinds = { anonymous: { kind: 'anonymous', user: null, cookie: undefined } } as Record<
    UserKind,
    KindUser
  >;
  for (const [kind, overrides] of Object.entries(rows) as [Exclude<UserKind, 'anonymous'>, object][]) {
    const user = await buildUser(db, overrides);
    kinds[kind] = { kind, user, cookie: await sessionCookie(db, user) };
  }
  return kinds;
}
