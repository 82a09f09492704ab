export type TextPart = { text: string; href?: string };

// E-mail addresses, web addresses and phone numbers (a leading + or 0, then at least 6 digits with spaces,
// slashes or dashes between) of the free contact text.
const PATTERN =
  /([\w.%+-]+@[\w.-]+\.[a-z]{2,})|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?])|((?:\+|\b0)\d[\d /-]{5,}\d)/gi;

/** Splits a contact block into text and links: mailto, tel (without spaces) and web addresses. */
export function linkifyContact(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [found, email, url, phone] = match;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    if (email) parts.push({ text: found, href: `mailto:${email}` });
    else if (url) parts.push({ text: found, href: url });
    else if (phone) parts.push({ text: found, href: `tel:${phone.replace(/[\s/-]+/g, '')}` });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
