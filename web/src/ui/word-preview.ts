/** Markdown reduced to its words: no images, link targets, emphasis, headings, lists, quotes, code or tags. */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/<[^>]*>/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
      .replace(/^ {0,3}#{1,6}[ \t]+/gm, '')
      .replace(/^ {0,3}>[ \t]?/gm, '')
      .replace(/^ {0,3}(?:[-*+]|\d+[.)])[ \t]+/gm, '')
      .replace(/^ {0,3}(?:[-*_][ \t]*){3,}$/gm, ' ')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/(\*{1,3}|~~)(\S(?:.*?\S)?)\1/g, '$2')
      // Underscores mark emphasis only at word edges (GFM), so snake_case stays.
      .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(\S(?:.*?\S)?)\2(?![\p{L}\p{N}_])/gmu, '$1$3')
      .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
      // The separator row of a table.
      .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
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
