// Kept free of zod, so the shell can use the flag names without loading it.

export const FEATURE_FLAGS = [
  'EnableMoments',
  'EnableKommunalrabatt',
  'EnableKonzessionssachstaende',
  'EnableWaermeplanung',
  'EnableVertragsuebersicht',
  'EnableVerbrauchsdaten',
  'EnableKommunenDashboard',
  'EnableTestate',
  'EnableEinspeisebeteiligung',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const EDUCATION_FLAGS = ['BildungsportalUser', 'KommunalportalAusblenden'] as const;
export type EducationFlag = (typeof EDUCATION_FLAGS)[number];
