/**
 * Plain text of the demo content for `content_plaintext` (list excerpts and notification previews).
 * It handles what the demo texts use, not markdown or HTML in general.
 */
export function markdownToPlaintext(markdown: string): string {
  return collapse(
    markdown
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(\*|_)(.+?)\1/g, '$2')
      .replace(/`([^`]+)`/g, '$1'),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

export function htmlToPlaintext(html: string): string {
  return collapse(
    html
      .replace(/<\/(?:p|h[1-6]|li|ul|ol)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? ''),
  );
}

/** Paragraphs stay as single line breaks; runs of spaces and blank lines shrink. */
function collapse(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
