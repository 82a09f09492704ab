export function KommunalrabattPage() {
  return null;
}
