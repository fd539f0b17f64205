import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCallFailureOf } from './call-failure.js';
import type { FakeAi } from './fake-ai.js';
import { FAKE_MARKDOWN_REPLY, countFakeTokens, fakeReplyText, startFakeAi } from './fake-ai.js';

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const compatible = (apiKey = 'sk-test') =>
  createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl('openai-compatible'), apiKey, includeUsage: true });
const models = {
  compatible: () => compatible().chatModel('fake-chat'),
  openai: () => createOpenAI({ baseURL: fake.baseUrl('openai'), apiKey: 'sk-test' }).chat('gpt-4o-mini'),
  anthropic: () => createAnthropic({ baseURL: fake.baseUrl('anthropic'), apiKey: 'sk-ant' })('claude-sonnet-4-5'),
  google: () => createGoogle({ baseURL: fake.baseUrl('google'), apiKey: 'g-key' })('gemini-2.5-flash'),
};

describe('the fake AI provider, through the AI SDK clients', () => {
  for (const [name, model] of Object.entries(models)) {
    it(`${name}: streams the deterministic tokens with the system prompt and truthful usage`, async () => {
      const prompt = 'Escreva um slogan [[tokens:30]]';
      const result = streamText({ model: model(), system: 'Você é um redator.', prompt, maxRetries: 0 });
      const deltas: string[] = [];
      for await (const delta of result.textStream) deltas.push(delta);
      expect(deltas.join('')).toBe(fakeReplyText(30));
      expect(deltas.length).toBeGreaterThanOrEqual(30);
      const usage = await result.totalUsage;
      const request = fake.requests.at(-1)!;
      expect(request.system).toBe('Você é um redator.');
      expect(request.stream).toBe(true);
      expect(request.apiKey).not.toBeNull();
      expect(usage.outputTokens).toBe(30);
      expect(usage.inputTokens).toBe(countFakeTokens(`Você é um redator. ${prompt}`));
      if (name !== 'openai' && name !== 'compatible') return;
      expect(request.includeUsage).toBe(true);
    });

    it(`${name}: answers whole (no stream) and honours the max output tokens`, async () => {
      const result = await generateText({ model: model(), prompt: 'Oi', maxOutputTokens: 3, maxRetries: 0 });
      expect(result.text).toBe(fakeReplyText(3));
      expect(result.finishReason).toBe('length');
      expect(result.usage.outputTokens).toBe(3);
    });

    it(`${name}: fails on demand with the provider's own errors`, async () => {
      for (const status of [429, 500, 404]) {
        const error = await apiCallFailureOf(
          generateText({ model: model(), prompt: `Oi [[fail:${status}]]`, maxRetries: 0 }),
        );
        expect(error.statusCode).toBe(status);
      }
      fake.script({ contextLimit: 3 });
      const tooLong = await apiCallFailureOf(
        generateText({ model: model(), prompt: 'um dois três quatro', maxRetries: 0 }),
      );
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.responseBody).toMatch(/context|too long|token count/i);
    });
  }

  it('refuses a bad key (401 for OpenAI and Anthropic, 400 API_KEY_INVALID for Google)', async () => {
    const openai = await apiCallFailureOf(
      generateText({ model: compatible('bad-key').chatModel('x'), prompt: 'Oi', maxRetries: 0 }),
    );
    expect(openai.statusCode).toBe(401);
    const anthropic = createAnthropic({ baseURL: fake.baseUrl('anthropic'), apiKey: 'bad-key' })('claude');
    expect((await apiCallFailureOf(generateText({ model: anthropic, prompt: 'Oi', maxRetries: 0 }))).statusCode).toBe(
      401,
    );
    const google = createGoogle({ baseURL: fake.baseUrl('google'), apiKey: 'bad-key' })('gemini');
    const googleError = await apiCallFailureOf(generateText({ model: google, prompt: 'Oi', maxRetries: 0 }));
    expect(googleError.statusCode).toBe(400);
    expect(googleError.responseBody).toContain('API_KEY_INVALID');
  });

  it('slow mode paces the tokens, and a client that stops is seen as an abort', async () => {
    fake.script({ delayMs: 15, tokens: 200 });
    const controller = new AbortController();
    const started = performance.now();
    const result = streamText({
      model: models.compatible(),
      prompt: 'Oi',
      abortSignal: controller.signal,
      maxRetries: 0,
    });
    let received = 0;
    await expect(
      (async () => {
        for await (const delta of result.textStream) {
          if (delta.length > 0) received += 1;
          if (received === 5) controller.abort();
        }
      })(),
    ).resolves.toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(5 * 15 - 5);
    await expect.poll(() => fake.requests.at(-1)?.aborted).toBe(true);
    expect(fake.requests.at(-1)!.outputTokens).toBeLessThan(200);
  });

  it('a stream cut mid-reply ([[fail-after:n]]) ends in an error after n tokens', async () => {
    const result = streamText({
      model: models.compatible(),
      prompt: 'Oi [[fail-after:4]] [[tokens:50]]',
      maxRetries: 0,
    });
    const texts: string[] = [];
    let failed = false;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') texts.push(part.text);
        if (part.type === 'error') failed = true;
      }
    } catch {
      failed = true;
    }
    expect(failed).toBe(true);
    expect(texts.join('')).toBe(fakeReplyText(4));
  });

  it('records images, and replies with Markdown on [[markdown]]', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const content = [
      { type: 'text' as const, text: 'Descreva [[markdown]]' },
      { type: 'image' as const, image: png, mediaType: 'image/png' },
    ];
    const result = await generateText({ model: models.openai(), messages: [{ role: 'user', content }], maxRetries: 0 });
    expect(result.text).toBe(FAKE_MARKDOWN_REPLY);
    expect(fake.requests.at(-1)!.imageCount).toBe(1);
  });

  it('lists models for OpenAI, Anthropic and Google clients, and refuses a bad key there too', async () => {
    const list = (path: string, headers: Record<string, string>) => fetch(`${fake.url}${path}`, { headers });
    expect((await list('/v1/models', { authorization: 'Bearer sk-ok' })).status).toBe(200);
    expect((await list('/v1/models', { authorization: 'Bearer bad-1' })).status).toBe(401);
    expect((await list('/v1/models', { 'x-api-key': 'ok', 'anthropic-version': '2023-06-01' })).status).toBe(200);
    expect((await list('/v1beta/models', { 'x-goog-api-key': 'bad-1' })).status).toBe(400);
  });
});
