export function LieferstellenPage() {
  return null;
}
