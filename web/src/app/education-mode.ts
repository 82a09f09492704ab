import type { User } from '@kp/contract/access';

type EducationFlags = Pick<User, 'BildungsportalUser' | 'KommunalportalAusblenden' | 'showBildungsportal'>;

/**
 * The education portal is shown when the municipal portal is hidden for the user, or when an education
 * user has switched it on (spec 01 §6).
 */
export function isEducationMode(user: EducationFlags): boolean {
  return user.KommunalportalAusblenden || (user.BildungsportalUser && user.showBildungsportal);
}

/**
 * The switch entry of the navigation: into the education portal for education users, and back only
 * when the municipal portal is not hidden for them. `null` when no switch is offered.
 */
export function educationSwitch(user: EducationFlags): { target: 'education' | 'municipal' } | null {
  if (!user.BildungsportalUser) return null;
  if (!isEducationMode(user)) return { target: 'education' };
  return user.KommunalportalAusblenden ? null : { target: 'municipal' };
}

export { canUseEducationPortal } from '@kp/contract/education-constants';
