import type { FeatureFlag } from '@kp/contract/flags';

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

export const ACCESS_LABELS = {
  isNewEmployee: 'NEW-Mitarbeiter/in',
  BildungsportalUser: 'Bildungsportal-Nutzer/in',
  KommunalportalAusblenden: 'Kommunalportal ausblenden',
  /** Issue 16: edits the portal's content in the back office (/admin). */
  isEditor: 'Redakteur/in (Backoffice)',
} as const;
