import { FEATURE_FLAGS, type FeatureFlag } from '@kp/contract/flags';
import type { UserRow } from './sessions.ts';

/** The user table's column behind each feature flag of spec §3. */
export const FLAG_COLUMNS = {
  EnableMoments: 'enableMoments',
  EnableKommunalrabatt: 'enableKommunalrabatt',
  EnableKonzessionssachstaende: 'enableKonzessionssachstaende',
  EnableWaermeplanung: 'enableWaermeplanung',
  EnableVertragsuebersicht: 'enableVertragsuebersicht',
  EnableVerbrauchsdaten: 'enableVerbrauchsdaten',
  EnableKommunenDashboard: 'enableKommunenDashboard',
  EnableTestate: 'enableTestate',
  EnableEinspeisebeteiligung: 'enableEinspeisebeteiligung',
} as const satisfies Record<FeatureFlag, keyof UserRow>;

/** Every feature flag of a user under its API name. */
export function featureFlagsOf(user: UserRow): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, user[FLAG_COLUMNS[flag]]])) as Record<
    FeatureFlag,
    boolean
  >;
}
