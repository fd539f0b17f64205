import { truncateText } from '@blivion/shared';

const EXCERPT_LENGTH = 200;
/** A link destination in parentheses, which may itself hold one level of parentheses. */
const DESTINATION = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;
const IMAGE = new RegExp(String.raw`!\[([^\]]*)\]` + DESTINATION, 'g');
const LINK = new RegExp(String.raw`\[([^\]]*)\]` + DESTINATION, 'g');

/** Plain text from the start of a post for lists and notifications (the client shows it as text). */
export function excerptOf(markdown: string, max = EXCERPT_LENGTH): string {
  const text = markdown
    .replace(/(^|\n)(```|~~~)[\s\S]*?(\n\2|$)/g, ' ')
    .replace(IMAGE, '$1')
    .replace(LINK, '$1')
    .replace(/@\[([^[\]\n]+)\]/g, '@$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateText(text, max, '…');
}
