import { ACCESS_LABELS, type AdminUser } from '@kp/contract/admin';
import { displayName } from '@kp/contract/person-name';

export { displayName };

/** What the account may do, in the edit dialog's words; an account with none of these uses the municipal portal. */
export function accessSummary(
  user: Pick<AdminUser, 'isAdmin' | 'isEditor' | 'isNewEmployee' | 'BildungsportalUser'>,
): string {
  const parts = [
    user.isAdmin && 'Administration',
    user.isEditor && ACCESS_LABELS.isEditor,
    user.isNewEmployee && ACCESS_LABELS.isNewEmployee,
    user.BildungsportalUser && ACCESS_LABELS.BildungsportalUser,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'Kommunalportal';
}
