/**
 * The wish-charging-station map form with the user's charging-station area (`?bereich=`) when the commune
 * has one (spec 01 §2, spec 02 §9: the map link takes an optional area id). Null without a configured map.
 */
export function wishChargerMapUrl(baseUrl: string | null | undefined, bereichsId: string | null | undefined) {
  const base = baseUrl?.trim();
  if (!base) return null;
  const id = bereichsId?.trim();
  if (!id) return base;
  const [withoutHash, hash] = splitOnce(base, '#');
  const separator = withoutHash.includes('?') ? (/[?&]$/.test(withoutHash) ? '' : '&') : '?';
  return `${withoutHash}${separator}bereich=${encodeURIComponent(id)}${hash === null ? '' : `#${hash}`}`;
}

function splitOnce(value: string, separator: string): [string, string | null] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, null] : [value.slice(0, index), value.slice(index + 1)];
}
