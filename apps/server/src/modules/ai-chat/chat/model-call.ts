import { AI_REPLY_MAX_SECONDS } from '@blivion/shared';
import type { TextStreamPart, ToolSet } from 'ai';
import { streamText } from 'ai';
import type { ChatTarget } from '../conversations/targets.js';
import type { History } from './history.js';

/** One part of the model's reply as the AI SDK's streamText gives it (its fullStream). */
export type ReplyPart = TextStreamPart<ToolSet>;

/** One request to the model, under way: its parts once the provider answers, and how to stop it. */
export interface ModelCall {
  parts: Promise<ReadableStream<ReplyPart>>;
  abort: AbortController;
  timedOut(): boolean;
  /** Ends the longest-reply timer (the reply is over). */
  done(): void;
}

/**
 * Sends the prompt to the model now, through the AI SDK's streamText (decision 0097: the provider's
 * doStream with the SDK's internal prompt conversion is gone with `ai/internal`). No retries: a
 * failed call is an error part the member sees at once; errors arrive as parts, never logged by
 * the SDK (the prompt stays out of the logs). The caller reads `parts` or aborts.
 */
export function callModel(target: ChatTarget, history: History, maxOutputTokens: number): ModelCall {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, AI_REPLY_MAX_SECONDS * 1000);
  const parts = (async () => {
    const result = streamText({
      model: target.languageModel(),
      ...(target.systemPrompt ? { instructions: target.systemPrompt } : {}),
      messages: history.messages,
      maxOutputTokens,
      maxRetries: 0,
      providerOptions: target.providerOptions,
      abortSignal: abort.signal,
      onError: () => undefined,
    });
    return result.fullStream as ReadableStream<ReplyPart>;
  })();
  parts.catch(() => undefined);
  return { parts, abort, timedOut: () => timedOut, done: () => clearTimeout(timer) };
}
