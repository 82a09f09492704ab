export function NotificationConfigPage() {
  return null;
}
