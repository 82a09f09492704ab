export function PortalUpdatesPage() {
  return null;
}
