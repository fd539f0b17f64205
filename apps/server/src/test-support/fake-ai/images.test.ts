import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateImage } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCallFailureOf } from './call-failure.js';
import type { FakeAi } from './fake-ai.js';
import { countFakeTokens, startFakeAi } from './fake-ai.js';
import { FAKE_IMAGE_OUTPUT_TOKENS, fakeImageFor } from './images.js';

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const imageModels = {
  compatible: (apiKey = 'sk-test') =>
    createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl('openai-compatible'), apiKey }).imageModel(
      'fake-image',
    ),
  openai: (apiKey = 'sk-test') => createOpenAI({ baseURL: fake.baseUrl('openai'), apiKey }).image('gpt-image-1'),
};

describe("the fake AI provider's images endpoint, through the AI SDK clients", () => {
  for (const [name, model] of Object.entries(imageModels)) {
    it(`${name}: answers a real PNG, the same for the same prompt, with its usage`, async () => {
      const prompt = 'Um gato astronauta em aquarela';
      const result = await generateImage({ model: model(), prompt, size: '1024x1024', maxRetries: 0 });
      const png = Buffer.from(result.image.uint8Array);
      expect(png.equals(fakeImageFor(prompt))).toBe(true);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(fakeImageFor('outra coisa').equals(png)).toBe(false);
      const request = fake.requests.at(-1)!;
      expect(request).toMatchObject({ endpoint: 'images', path: '/v1/images/generations', status: 200 });
      expect(request.messageTexts).toEqual([prompt]);
      expect(request.body).toMatchObject({ prompt, n: 1, size: '1024x1024' });
      if (name === 'openai') {
        // OpenAI's client reads the usage gpt-image models report; the compatible one does not.
        expect(result.usage).toMatchObject({
          inputTokens: countFakeTokens(prompt),
          outputTokens: FAKE_IMAGE_OUTPUT_TOKENS,
        });
      }
    });

    it(`${name}: fails as the provider would: bad key, rate limit, refused prompt, server error`, async () => {
      const refusedKey = await apiCallFailureOf(
        generateImage({ model: model('bad-key'), prompt: 'Oi', maxRetries: 0 }),
      );
      expect(refusedKey.statusCode).toBe(401);
      for (const status of [429, 400, 500]) {
        const failed = await apiCallFailureOf(
          generateImage({ model: model(), prompt: `Oi [[fail:${status}]]`, maxRetries: 0 }),
        );
        expect(failed.statusCode).toBe(status);
        if (status === 400) expect(failed.responseBody).toContain('content_policy_violation');
      }
      fake.script({ fail: 429 });
      expect((await apiCallFailureOf(generateImage({ model: model(), prompt: 'Oi', maxRetries: 0 }))).statusCode).toBe(
        429,
      );
    });
  }

  it('takes its time in slow mode, and notices a client that gives up', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = generateImage({
      model: imageModels.compatible(),
      prompt: 'Devagar [[delay:300]]',
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(300);
    const slow = Date.now();
    await generateImage({ model: imageModels.compatible(), prompt: 'Devagar [[delay:150]]', maxRetries: 0 });
    expect(Date.now() - slow).toBeGreaterThanOrEqual(150);
  });
});
