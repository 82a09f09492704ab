import type { NotificationConfig, Notification as PortalNotification } from '@kp/contract/notifications';
import { ROUTES } from '@kp/contract/shell';

/**
 * Unread first, then read (spec 01 §2). The server already answers in this order, newest first in each
 * group; the stable partition keeps its order and only guards the rule.
 */
export function panelOrder<T extends Pick<PortalNotification, 'read'>>(list: readonly T[]): T[] {
  return [...list.filter((item) => !item.read), ...list.filter((item) => item.read)];
}

export function unreadCount(list: readonly Pick<PortalNotification, 'read'>[] | undefined): number {
  return list?.filter((item) => !item.read).length ?? 0;
}

/** The accessible name of the bell and of the drawer entry: the badge is only visual. */
export function unreadLabel(label: string, unread: number): string {
  if (unread === 0) return `${label}, keine ungelesen`;
  return `${label}, ${unread} ungelesen`;
}

/**
 * Whether the panel opens by itself (spec 01 §4): once per page load after sign-in, while the setting
 * promoteNotifications is not false, and not on top of another dialog (then it waits); never on a page of
 * the education portal, where it would cover the material with the portal's news and take the focus.
 */
export function autoOpenDecision(input: {
  config: Pick<NotificationConfig, 'promoteNotifications'> | undefined;
  alreadyDecided: boolean;
  otherDialogOpen: boolean;
  /** On a page of the education portal (decision 016): news would cover its material, so the bell waits. */
  educationPage?: boolean;
}): 'open' | 'wait' | 'never' {
  if (input.alreadyDecided || input.educationPage) return 'never';
  if (!input.config) return 'wait';
  if (input.config.promoteNotifications === false) return 'never';
  return input.otherDialogOpen ? 'wait' : 'open';
}

const EDUCATION_PAGE_PREFIXES = [
  ROUTES.sponsoring,
  ROUTES.bildungsportalContact,
  ROUTES.bildungsmaterialList(''),
  ROUTES.bildungsmaterial(''),
];

/** The education portal's own pages: material lists and details, sponsoring, contact. */
export const isEducationPage = (pathname: string): boolean =>
  EDUCATION_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
