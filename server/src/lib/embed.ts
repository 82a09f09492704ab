import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_HOSTS: ReadonlySet<string> = new Set(VIDEO_EMBED_HOSTS);
const IFRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/** The src of every iframe in the markup, read by a real HTML parser (entities decoded, scripts skipped). */
function iframeSources(markup: string): string[] {
  const sources: string[] = [];
  sanitizeHtml(markup, {
    allowedTags: [],
    allowedAttributes: {},
    transformTags: {
      iframe: (tagName, attribs) => {
        if (attribs.src) sources.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return sources;
}

/** A https url on an allowed host, without credentials or another port; otherwise null. */
function allowedUrl(src: string): URL | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  const clean = url.protocol === 'https:' && !url.username && !url.password && !url.port;
  return clean && ALLOWED_HOSTS.has(url.hostname) ? url : null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Editorial video embed code reduced to one iframe we build ourselves: only its src survives, and only
 * when it is https on an allowed host. Anything else (scripts, handlers, other attributes) is dropped.
 */
export function safeVideoEmbed(markup: string | null): string | null {
  if (!markup) return null;
  for (const src of iframeSources(markup)) {
    const url = allowedUrl(src);
    if (url) {
      return `<iframe src="${escapeAttribute(url.href)}" title="Video" allow="${IFRAME_ALLOW}" allowfullscreen></iframe>`;
    }
  }
  return null;
}
