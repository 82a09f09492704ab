import { COMPANY_EXCERPT_CHARS } from '@kp/contract/content-constants';

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
      .replace(/\|/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A cut goes back to the last word break when that loses at most this share of the limit. */
const WORD_BREAK_SHARE = 0.2;

/**
 * At most the first 200 characters of a company's content as plain text (spec 01 §9), '…' when cut. The cut
 * goes back to the last word break close to the limit, so no word is torn apart.
 */
export function companyExcerpt(markdown: string, limit: number = COMPANY_EXCERPT_CHARS): string {
  const characters = Array.from(markdownToPlainText(markdown));
  if (characters.length <= limit) return characters.join('');
  let head = characters.slice(0, limit).join('');
  const nextIsBreak = /\s/.test(characters[limit]);
  const lastBreak = head.search(/\s\S*$/);
  if (!nextIsBreak && lastBreak >= limit * (1 - WORD_BREAK_SHARE)) head = head.slice(0, lastBreak);
  return `${head.trimEnd().replace(/[,;:.\-–]+$/, '')}…`;
}
