import { FORUM_MENTIONS_MAX, foldText } from '@blivion/shared';

/**
 * Mentions (docs/decisions/0028-forum-notifications-and-mentions.md): `@[Nome Completo]` names a
 * member by the name (case and accents ignored: foldText, decision 0075), spaces allowed; `@Nome` is the short form for a one-word
 * name. Both are sticky regexes so the Markdown renderer can match them at a position.
 */
export const BRACKET_MENTION = /@\[([^[\]\n]{1,120})\]/y;
export const WORD_MENTION = /@([\p{L}\p{N}](?:[\p{L}\p{N}_.-]{0,118}[\p{L}\p{N}])?)/uy;

/** A character before '@' that makes it part of a word (an e-mail address), not a mention. */
export function isWordCharacter(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}_.-]/u.test(char);
}

/** Fenced and inline code are quoted text: mentions inside them do not notify. */
function withoutCode(markdown: string): string {
  return markdown.replace(/(^|\n)(```|~~~)[\s\S]*?(\n\2|$)/g, '\n').replace(/`[^`\n]*`/g, ' ');
}

/** The distinct names mentioned in a post, in order of appearance, at most FORUM_MENTIONS_MAX. */
export function extractMentions(markdown: string): string[] {
  const text = withoutCode(markdown);
  const names = new Map<string, string>();
  for (let index = text.indexOf('@'); index !== -1; index = text.indexOf('@', index + 1)) {
    if (isWordCharacter(text[index - 1])) continue;
    BRACKET_MENTION.lastIndex = index;
    WORD_MENTION.lastIndex = index;
    const match = BRACKET_MENTION.exec(text) ?? WORD_MENTION.exec(text);
    const name = match?.[1]?.trim();
    if (!name) continue;
    const key = foldText(name);
    if (!names.has(key)) names.set(key, name);
    if (names.size >= FORUM_MENTIONS_MAX) break;
  }
  return [...names.values()];
}
