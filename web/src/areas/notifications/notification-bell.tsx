/** The bell with the unread badge and the notification panel (spec 01 §2). */
export function NotificationBell(_props: { wide: boolean }) {
  return null;
}
