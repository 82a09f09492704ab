import type { FeatureFlag } from '@kp/contract/access';
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

export const hasFlag = (user: UserRow, flag: FeatureFlag) => user[FLAG_COLUMNS[flag]];
