import { setTimeout as sleep } from 'node:timers/promises';
import { pngBytes } from '../../modules/uploads/test-images.js';
import type { FakeFailure } from './directives.js';
import { countFakeTokens } from './directives.js';
import type { FakeExchange, FakeRoute } from './exchange.js';
import { sendJson } from './exchange.js';
import { failureOf } from './failures.js';
import { sendOpenAiError } from './openai.js';

/** OpenAI's images endpoint (`POST /v1/images/generations`), as gpt-image models and compatible servers answer it. */

interface ImagesBody {
  model?: string;
  prompt?: string;
  n?: number;
  size?: string;
  response_format?: string;
}

/** The side of the fake's images: small real PNGs, whatever size was asked. */
export const FAKE_IMAGE_SIDE = 16;
/** Output tokens one image counts for (gpt-image-1's figure for a low-quality square). */
export const FAKE_IMAGE_OUTPUT_TOKENS = 272;

/** The colour of a prompt's image: the same prompt always draws the same PNG. */
export function fakeImageColour(prompt: string): [number, number, number] {
  let hash = 2166136261;
  for (const char of prompt) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
}

/** The PNG the fake draws for a prompt (tests compare what was stored with it). */
export function fakeImageFor(prompt: string): Buffer {
  return pngBytes(FAKE_IMAGE_SIDE, FAKE_IMAGE_SIDE, fakeImageColour(prompt));
}

/** A refusal of the prompt by the provider's safety system, OpenAI's 400 for images. */
function sendImageError(exchange: FakeExchange, status: FakeFailure): void {
  if (status !== 400) return sendOpenAiError(exchange, status);
  sendJson(exchange, 400, {
    error: {
      message: 'Your request was rejected as a result of our safety system.',
      type: 'image_generation_user_error',
      param: null,
      code: 'content_policy_violation',
    },
  });
}

async function generations(exchange: FakeExchange): Promise<void> {
  const body = (exchange.body ?? {}) as ImagesBody;
  const record = exchange.record;
  const prompt = body.prompt ?? '';
  Object.assign(record, { model: body.model ?? null, messageTexts: [prompt] });
  record.inputTokens = countFakeTokens(prompt);
  const directives = exchange.directivesFor(prompt);
  const failure = failureOf(exchange, directives);
  if (failure !== null) return sendImageError(exchange, failure);
  if (directives.delayMs > 0) await sleep(directives.delayMs);
  if (exchange.res.destroyed || record.aborted) return;
  const count = Math.max(1, Math.min(body.n ?? 1, 10));
  const image = fakeImageFor(prompt).toString('base64');
  record.outputTokens = count * FAKE_IMAGE_OUTPUT_TOKENS;
  sendJson(exchange, 200, {
    created: Math.floor(Date.now() / 1000),
    data: Array.from({ length: count }, () => ({ b64_json: image })),
    output_format: 'png',
    size: `${FAKE_IMAGE_SIDE}x${FAKE_IMAGE_SIDE}`,
    usage: {
      input_tokens: record.inputTokens,
      output_tokens: record.outputTokens,
      total_tokens: record.inputTokens + record.outputTokens,
      input_tokens_details: { text_tokens: record.inputTokens, image_tokens: 0 },
    },
  });
}

export const imageRoutes: FakeRoute[] = [
  {
    method: 'POST',
    matches: (path) => path === '/v1/images/generations',
    handle: async (exchange) => {
      exchange.record.format = 'openai';
      exchange.record.endpoint = 'images';
      await generations(exchange);
    },
  },
];
