/** Top-bar search box (spec 01 §2): inline from 1264 px, behind a magnifier button below. */
export function SearchBox(_props: { wide: boolean }) {
  return null;
}
