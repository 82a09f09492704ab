// The commune dashboard (spec 02 §2, §5, §9). Kept free of zod.

export const SELECT_COMMUNE_PROMPT = 'Bitte wählen Sie eine Kommune, um Details zu sehen.';
export const NO_REQUESTS_TEXT = 'Es liegen keine Anfragen über das Kommunalportal vor';
export const NEW_REQUEST_TEXT = 'Neue Anfrage eingegangen';
export const DASHBOARD_CONTRACTS_SHOWN = 3;

/** A mayor's website gets https:// when it has no http(s) scheme (spec 02 §5). */
export function websiteHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The website as shown: without its scheme and without a trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
