import type { ModelMessage } from 'ai';
import type { AttachmentPart } from '../../ai-files/index.js';
import type { MessageRow } from '../conversations/messages.repository.js';

/** Messages read back as history at most; older ones are past any model's context anyway. */
export const HISTORY_MAX_MESSAGES = 200;

/** What an attached image counts for in the estimate (providers charge a few hundred to about 1,500 tokens). */
const IMAGE_TOKENS = 1_000;

/**
 * A token estimate without the provider's tokenizer: about 4 characters a token, plus a few for
 * the message's framing. Used to fit the history to the context and to reserve credits; the charge
 * itself comes from the provider's usage.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4;
}

function partTokens(part: AttachmentPart): number {
  return part.type === 'text' ? estimateTokens(part.text) : IMAGE_TOKENS;
}

export interface ModelLimits {
  contextLimit: number;
  maxOutputTokens: number;
}

export interface History {
  messages: ModelMessage[];
  /** The estimated input tokens: system prompt and the messages kept. */
  inputTokens: number;
}

export interface HistoryInput {
  /** The conversation before the member's message, oldest first. */
  rows: ReadonlyArray<Pick<MessageRow, 'id' | 'role' | 'text' | 'status'>>;
  /** The files of earlier messages, as parts for the model (ai-files). */
  files: ReadonlyMap<number, AttachmentPart[]>;
  /** The member's message the reply answers, with its files. */
  newest: { text: string; parts: AttachmentPart[] };
  system: string | null;
  limits: ModelLimits;
}

function userMessage(text: string, parts: AttachmentPart[]): { message: ModelMessage; tokens: number } {
  const tokens = estimateTokens(text) + parts.reduce((sum, part) => sum + partTokens(part), 0);
  if (parts.length === 0) return { message: { role: 'user', content: text }, tokens };
  const content = [...(text.trim() ? [{ type: 'text' as const, text }] : []), ...parts];
  return { message: { role: 'user', content }, tokens };
}

/**
 * The conversation as the provider sees it: the greeting (assistant messages before the member's
 * first) and failed or empty replies left out, then the oldest messages dropped until the rest and
 * the longest reply fit the model's context. The member's newest message is always kept.
 */
export function buildHistory(input: HistoryInput): History {
  const { rows, files, limits } = input;
  const firstUser = rows.findIndex((row) => row.role === 'user');
  const earlier = (firstUser === -1 ? [] : rows.slice(firstUser)).filter(
    (row) => row.role === 'user' || (row.status !== 'error' && row.text.trim().length > 0),
  );
  const systemTokens = input.system ? estimateTokens(input.system) : 0;
  const budget = Math.max(limits.contextLimit - limits.maxOutputTokens - systemTokens, 0);
  const newest = userMessage(input.newest.text, input.newest.parts);
  let used = newest.tokens;
  const kept: Array<{ message: ModelMessage; tokens: number }> = [];
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const row = earlier[index]!;
    const entry =
      row.role === 'user'
        ? userMessage(row.text, files.get(Number(row.id)) ?? [])
        : { message: { role: 'assistant' as const, content: row.text }, tokens: estimateTokens(row.text) };
    if (used + entry.tokens > budget) break;
    used += entry.tokens;
    kept.push(entry);
  }
  // The provider wants the member to speak first: an assistant turn left at the start goes.
  while (kept.length > 0 && kept.at(-1)!.message.role === 'assistant') used -= kept.pop()!.tokens;
  return {
    messages: [...kept.reverse().map((entry) => entry.message), newest.message],
    inputTokens: used + systemTokens,
  };
}
