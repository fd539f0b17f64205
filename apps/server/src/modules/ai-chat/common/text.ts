import { AI_CONVERSATION_TITLE_MAX, foldText, truncateText } from '@blivion/shared';

/** The words of a text as the search sees them: folded case and accents, letters and digits only. */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A search box query: its distinct words (at most 8), each matched as a word prefix in messages. */
export function queryWords(query: string): string[] {
  return [...new Set(foldedWords(query))].slice(0, 8);
}

const PREVIEW_LENGTH = 140;
const TITLE_LENGTH = 80;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string, length: number): string {
  return truncateText(text, length, '…');
}

/** The sidebar's preview of a message: its start, on one line. */
export function previewOf(text: string): string {
  return cut(oneLine(text), PREVIEW_LENGTH);
}

/** A chat's title from its first message; null when the message has no text (attachments only). */
export function titleFrom(text: string): string | null {
  const line = oneLine(text);
  return line.length === 0 ? null : cut(line, Math.min(TITLE_LENGTH, AI_CONVERSATION_TITLE_MAX));
}
