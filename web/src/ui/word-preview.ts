/**
 * Markdown as plain text: images dropped, links reduced to their text, and heading, emphasis, list, quote,
 * code and table marks removed, so a preview never shows a stray '**' or '###'.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Images first, or the link rule below would keep their alt text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Reference-style link definitions and HTML tags are no text.
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
      // The separator row of a table.
      .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
      .replace(/[*~`]+/g, '')
      // Underscores mark emphasis only at word edges; snake_case stays.
      .replace(/(^|[^\p{L}\p{N}_])_+|_+(?=[^\p{L}\p{N}_]|$)/gu, '$1')
      .replace(/\|/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The first `words` words of a markdown text as plain text, followed by '…' when the text was cut
 * (service preview: 20 words, moment description: 15, notification: 10; spec 01 §9).
 */
export function wordPreview(text: string | null | undefined, words: number): string {
  const all = markdownToPlainText(text ?? '')
    .split(' ')
    .filter((word) => word.length > 0);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, Math.max(0, words)).join(' ')} …`;
}
