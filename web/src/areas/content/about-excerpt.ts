import { COMPANY_EXCERPT_CHARS } from '@kp/contract/content-constants';
import { markdownToPlainText } from '../../ui/word-preview.ts';

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
