const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Links in the attribution may go to web pages and mail addresses only. */
function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href.trim());
}

/** The allowed part of a parsed node: text, and links with their text; any other element gives its text. */
function serialize(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeHtml(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const inner = Array.from(element.childNodes, serialize).join('');
  const href = element.getAttribute('href');
  if (element.localName === 'a' && href && isSafeHref(href)) {
    return `<a href="${escapeHtml(href.trim())}">${inner}</a>`;
  }
  return inner;
}

/**
 * The tile attribution (MAP_TILE_ATTRIBUTION) as HTML for Leaflet's attribution control: text and
 * http(s)/mailto links are kept, every other tag and attribute is dropped and all text is escaped. The
 * setting is parsed in an inert document, so nothing in it runs or loads.
 */
export function tileAttributionHtml(attribution: string): string {
  const body = new DOMParser().parseFromString(attribution, 'text/html').body;
  return Array.from(body.childNodes, serialize).join('');
}
