import type { AdminUser } from '@kp/contract/admin';

export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}
