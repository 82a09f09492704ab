/** German spellings folded the way people type them in addresses and URLs (ä→ae, ß→ss). */
const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

export function foldGerman(text: string): string {
  return text.replace(/[äöüßÄÖÜ]/g, (c) => FOLD[c] ?? c);
}

/** 'Übach-Palenberg' → 'uebach-palenberg', 'Bäder & Freizeit' → 'baeder-freizeit'. */
export function slugify(text: string): string {
  return foldGerman(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
