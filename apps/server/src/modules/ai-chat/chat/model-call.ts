import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { AI_REPLY_MAX_SECONDS } from '@blivion/shared';
import { convertToLanguageModelPrompt, prepareLanguageModelCallOptions, standardizePrompt } from 'ai/internal';
import type { ChatTarget } from '../conversations/targets.js';
import type { History } from './history.js';

/** One request to the model, under way: its parts once the provider answers, and how to stop it. */
export interface ModelCall {
  parts: Promise<ReadableStream<LanguageModelV4StreamPart>>;
  abort: AbortController;
  timedOut(): boolean;
  /** Ends the longest-reply timer (the reply is over). */
  done(): void;
}

/**
 * Sends the prompt to the model now, through the AI SDK's provider (`doStream`), the prompt built
 * by the SDK's own conversion as streamText builds it. streamText itself costs about 67 µs a token
 * in its stream transforms (bench/README.md, item 4); the reply needs only the provider's parts.
 * The caller reads `parts` or aborts; a rejection it never reads is not left unhandled.
 */
export function callModel(target: ChatTarget, history: History, maxOutputTokens: number): ModelCall {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, AI_REPLY_MAX_SECONDS * 1000);
  const parts = (async () => {
    const model = target.languageModel();
    const prompt = await standardizePrompt({
      ...(target.systemPrompt ? { instructions: target.systemPrompt } : {}),
      messages: history.messages,
    });
    const { stream } = await model.doStream({
      ...prepareLanguageModelCallOptions({ maxOutputTokens }),
      prompt: await convertToLanguageModelPrompt({
        prompt,
        supportedUrls: await model.supportedUrls,
        download: undefined,
        abortSignal: abort.signal,
      }),
      providerOptions: target.providerOptions,
      abortSignal: abort.signal,
      includeRawChunks: false,
    });
    return stream;
  })();
  parts.catch(() => undefined);
  return { parts, abort, timedOut: () => timedOut, done: () => clearTimeout(timer) };
}
