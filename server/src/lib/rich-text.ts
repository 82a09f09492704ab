import { API_BASE } from '@kp/contract/api-base';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Editorial content (markdown of the content areas, HTML of press releases) is untrusted input. It leaves
 * the server only as HTML that passed this one allowlist, so no client needs a parser or a purifier.
 */

/** Web, mail and phone links, anchors and site paths (not `//host` or `/\host`, which name a host). */
const ALLOWED_HREF = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;
/** Images over https or from the site itself. */
const ALLOWED_SRC = /^(?:https:|\/(?![/\\]))/i;
/** Browsers drop tabs and line breaks inside urls (`/\t/host` would be `//host`): no control characters. */
const hasControlChars = (url: string) =>
  Array.from(url).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const EXTERNAL = /^https?:\/\//i;
const UPLOADS = '/uploads/';

/** Stored files (`/uploads/...`) are served under the API base path, like `fileUrl` in the contract. */
const withApiBase = (url: string) => (url.startsWith(UPLOADS) ? `${API_BASE}${url}` : url);

function checkedUrl(value: string | undefined, allowed: RegExp): string | null {
  const url = value?.trim();
  if (!url || hasControlChars(url) || !allowed.test(url)) return null;
  return withApiBase(url);
}

const TABLE_CELL: sanitizeHtml.AllowedAttribute[] = [
  'colspan',
  'rowspan',
  { name: 'align', multiple: false, values: ['left', 'center', 'right'] },
];

const RICH_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'span',
    'sub',
    'sup',
    'figure',
    'figcaption',
  ],
  // No style, class, id or on* anywhere; target, rel and loading are set below, never taken from the input.
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    img: ['src', 'alt', 'title', { name: 'loading', multiple: false, values: ['lazy'] }],
    th: TABLE_CELL,
    td: TABLE_CELL,
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // h1 is only an intermediate: shiftHeadings below turns every h1 into h2 or lower.
  transformTags: {
    a: (tagName, attribs) => {
      const href = checkedUrl(attribs.href, ALLOWED_HREF);
      const link: sanitizeHtml.Attributes = {};
      if (href) link.href = href;
      if (attribs.title) link.title = attribs.title;
      // Links leaving the portal open in a new tab without access to it (no window.opener).
      if (href && EXTERNAL.test(href)) Object.assign(link, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      const src = checkedUrl(attribs.src, ALLOWED_SRC);
      const image: sanitizeHtml.Attributes = { alt: attribs.alt ?? '', loading: 'lazy' };
      if (src) image.src = src;
      if (attribs.title) image.title = attribs.title;
      return { tagName, attribs: image };
    },
  },
  // An image whose address was not allowed is dropped as a whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Heading tags as the sanitiser writes them: without attributes; text `<h2>` is escaped to `&lt;h2&gt;`. */
const HEADING_TAG = /<(\/?)h([1-6])>/g;

/**
 * The page title is the only h1, so the content's top heading level becomes h2 whatever the editors used
 * (content often starts at ###); levels below keep their distance, so the outline has no gaps. An h1 that
 * would stay h1 becomes h2 too. (The rule of the web app's former `headingShift`.)
 */
function shiftHeadings(html: string): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = 2 - Math.min(...levels);
  return html.replace(HEADING_TAG, (_tag, close: string, level: string) => {
    const shifted = Math.min(6, Math.max(2, Number(level) + shift));
    return `<${close}h${shifted}>`;
  });
}

/**
 * Editorial HTML made safe to show: only text markup, tables, safe links and images survive (see the
 * allowlist above). External links get target="_blank" rel="noopener noreferrer", stored files the API base.
 */
export function sanitizeRichHtml(html: string): string {
  if (!html.trim()) return '';
  return shiftHeadings(sanitizeHtml(html, RICH_HTML));
}

/**
 * A stored markdown text as the back office's rich-text editor edits it (web/src/backoffice/
 * rich-text-input.tsx): the HTML it renders to. Saved back, the HTML is still valid markdown (marked passes
 * HTML blocks through to the same sanitiser), so readers see the same page and nothing needs migrating.
 */
export const editableText = (source: string) => markdownToHtml(source).trim();

/** `editableText` of an optional text; none stays none. */
export const editableTextOrNull = (source: string | null) => (source === null ? null : editableText(source));

const markdown = new Marked({ gfm: true, breaks: false });

/**
 * Markdown of the editorial system (GitHub flavour) as sanitised HTML. Raw HTML in the markdown is handed
 * to the sanitiser like the rest: what the allowlist does not know is removed.
 */
export function markdownToHtml(source: string): string {
  if (!source.trim()) return '';
  return sanitizeRichHtml(markdown.parse(source, { async: false }));
}
