import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModelV4, LanguageModelV4 } from '@ai-sdk/provider';
import type { AiProviderKind } from '@blivion/shared';
import type { OutboundFetch } from '../../http/outbound.js';

/**
 * What calling a provider takes: its kind, base URL (null: the provider's own), the opened key, and
 * the fetch that refuses private addresses unless the operator allows them (http/outbound.ts).
 */
export interface ProviderAccess {
  kind: AiProviderKind;
  baseUrl: string | null;
  apiKey: string;
  fetch: OutboundFetch;
}

/** The providers' own addresses, used when a provider of the three big kinds has no base URL. */
export const DEFAULT_BASE_URLS: Record<Exclude<AiProviderKind, 'openai-compatible'>, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
};

export function baseUrlOf(access: Pick<ProviderAccess, 'kind' | 'baseUrl'>): string {
  if (access.baseUrl !== null) return access.baseUrl;
  if (access.kind === 'openai-compatible') throw new Error('an OpenAI-compatible provider needs a base URL');
  return DEFAULT_BASE_URLS[access.kind];
}

/**
 * The AI SDK's model for one provider model. OpenAI goes through chat completions (what
 * OpenAI-compatible servers also speak), and compatible providers are asked for usage in the stream.
 */
export function languageModelOf(access: ProviderAccess, modelId: string): LanguageModelV4 {
  const baseURL = baseUrlOf(access);
  const { apiKey, fetch } = access;
  switch (access.kind) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch }).chat(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'compatible', apiKey, baseURL, fetch, includeUsage: true }).chatModel(
        modelId,
      );
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch }).languageModel(modelId);
    case 'google':
      return createGoogle({ apiKey, baseURL, fetch }).languageModel(modelId);
  }
}

/** Models built lately, by provider, address, model and sealed key (a new key is a new entry). */
const builtModels = new Map<string, LanguageModelV4>();
const BUILT_MODELS_MAX = 100;

/**
 * The AI SDK's model for a provider model, built once and reused while its key stays the same:
 * building one (the provider's settings and response schemas) costs about 0.4 ms, which every
 * reply would otherwise add before its first token. Models hold no per-call state. `key` must
 * change whenever anything the model is built from changes; `build` opens the key only on a miss.
 */
export function reusedLanguageModel(key: string, build: () => LanguageModelV4): LanguageModelV4 {
  const known = builtModels.get(key);
  if (known) {
    builtModels.delete(key);
    builtModels.set(key, known);
    return known;
  }
  const model = build();
  builtModels.set(key, model);
  if (builtModels.size > BUILT_MODELS_MAX) builtModels.delete(builtModels.keys().next().value!);
  return model;
}

/** Image generation through OpenAI's images endpoint, which OpenAI-compatible servers also speak. */
export function imageModelOf(access: ProviderAccess, modelId: string): ImageModelV4 {
  const baseURL = baseUrlOf(access);
  const { apiKey, fetch } = access;
  if (access.kind === 'openai') return createOpenAI({ apiKey, baseURL, fetch }).image(modelId);
  if (access.kind === 'openai-compatible') {
    return createOpenAICompatible({ name: 'compatible', apiKey, baseURL, fetch }).imageModel(modelId);
  }
  throw new Error(`image generation is not wired for ${access.kind} providers`);
}

/** The headers a provider authenticates a plain request (its model list) with. */
export function authHeadersOf(access: ProviderAccess): Record<string, string> {
  if (access.kind === 'anthropic') return { 'x-api-key': access.apiKey, 'anthropic-version': '2023-06-01' };
  if (access.kind === 'google') return { 'x-goog-api-key': access.apiKey };
  return { authorization: `Bearer ${access.apiKey}` };
}
