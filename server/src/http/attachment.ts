const ASCII_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/**
 * An attachment header with an ASCII fallback name for old clients and the exact UTF-8 name (RFC 5987/6266)
 * for the rest, so 'Brüggen' arrives as 'Brüggen'.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .replace(/[äöüÄÖÜß]/g, (letter) => ASCII_FOLDS[letter])
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
