import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { CreditEntriesPage } from '@blivion/shared';
import { APICallError } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMember } from '../../auth/member.js';
import { AppError } from '../../http/app-error.js';
import { creditsApi } from '../../test-support/ai-credits.js';
import { aiModelsApi } from '../../test-support/ai-models.js';
import { attachmentRow } from '../../test-support/ai-files.js';
import type { FakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { countFakeTokens, startFakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { FAKE_IMAGE_OUTPUT_TOKENS, fakeImageFor } from '../../test-support/fake-ai/images.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { resolveChatTarget } from '../ai-models/ai-targets.js';
import type { ImageTarget } from './image-generation.js';
import { generateImageReply } from './image-generation.js';
import { attachToMessage } from './message-attachments.js';

const PRICE = 40;

describe("'IAs DE IMAGEM': generated images", () => {
  let t: TestApp;
  let fake: FakeAi;
  let admin: TestMember;
  let member: TestMember;
  let other: TestMember;
  let credits: ReturnType<typeof creditsApi>;

  beforeAll(async () => {
    [t, fake] = await Promise.all([createTestApp(), startFakeAi()]);
    [admin, member, other] = await Promise.all([
      createStaff(t.app, 'admin'),
      createStaff(t.app, 'premium'),
      createStaff(t.app, 'premium'),
    ]);
    credits = creditsApi(t);
    await credits.adjust(admin, member.id, 200);
  }, 60_000);
  afterAll(async () => Promise.all([t.close(), fake.close()]));
  beforeEach(() => fake.reset());

  /** What ai-models' resolveChatTarget gives for an image model of an OpenAI-compatible provider (built here for the failures). */
  const target = (apiKey = 'sk-images'): ImageTarget => ({
    model: { name: 'Imagens Falsas', kind: 'image', pricePerImage: PRICE },
    imageModel: () =>
      createOpenAICompatible({ name: 'compatible', baseURL: fake.baseUrl('openai-compatible'), apiKey }).imageModel(
        'fake-image',
      ),
    providerOptions: {},
  });
  const rows = () => t.app.database.db.selectFrom('ai_attachments').select('id').execute();
  const caught = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it("stores the provider's image for its owner only, and charges the model's price per image (the tokens reported go to the ledger)", async () => {
    // The image model as an administrator configures it, reached through ai-models' resolveChatTarget.
    const models = aiModelsApi(t);
    const { model } = await models.fakeTarget(admin, fake, {
      apiKey: 'sk-images',
      model: { name: 'Imagens Falsas', kind: 'image', providerModelId: 'fake-image', pricePerImage: PRICE },
    });
    const loaded = (await loadMember(t.app.database.db, member.id, t.config.masterEmails, t.app.clock.now()))!;
    const resolved = await resolveChatTarget(t.app, loaded, { type: 'model', id: Number(model.id) });
    const prompt = 'Um gato astronauta em aquarela';
    const reply = await generateImageReply(t.app, loaded, resolved, prompt, 7);
    expect(reply.credits).toBe(PRICE);
    expect(reply.attachment).toMatchObject({
      kind: 'image',
      mediaType: 'image/png',
      name: 'Um gato astronauta em aquarela.png',
      generated: true,
      sizeBytes: fakeImageFor(prompt).length,
    });
    expect(fake.requests.at(-1)).toMatchObject({ endpoint: 'images', apiKey: 'sk-images', messageTexts: [prompt] });

    const served = await t.app.inject({ method: 'GET', url: reply.attachment.url, headers: { cookie: member.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fakeImageFor(prompt))).toBe(true);
    const stranger = await t.app.inject({
      method: 'GET',
      url: reply.attachment.url,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);

    expect(await credits.summary(member)).toMatchObject({ balance: 200 - PRICE, held: 0, spentThisMonth: PRICE });
    const usage = await credits.member.ok<CreditEntriesPage>(credits.member.request(member, 'GET', '/usage'));
    expect(usage.items[0]).toMatchObject({
      kind: 'usage',
      modelName: 'Imagens Falsas',
      amount: -PRICE,
      // What the compatible server reported (OpenAI's images `usage`): the ledger's record, not the price.
      inputTokens: countFakeTokens(prompt),
      outputTokens: FAKE_IMAGE_OUTPUT_TOKENS,
      conversationId: '7',
    });

    // ai-chat links it to the reply it stores.
    await t.app.database.db.transaction().execute((trx) => attachToMessage(trx, 501, [reply.attachment.id], member.id));
    expect((await attachmentRow(t, reply.attachment.id))!.message_id).toBe(501);
  });

  it('writes the tokens an OpenAI image model reports to the ledger', async () => {
    const openai: ImageTarget = {
      ...target(),
      imageModel: () => createOpenAI({ baseURL: fake.baseUrl('openai'), apiKey: 'sk-openai' }).image('gpt-image-1'),
    };
    const prompt = 'Um farol ao entardecer';
    const reply = await generateImageReply(t.app, { id: member.id }, openai, prompt, 9);
    expect(reply.usage).toEqual({ inputTokens: countFakeTokens(prompt), outputTokens: FAKE_IMAGE_OUTPUT_TOKENS });
    const usage = await credits.member.ok<CreditEntriesPage>(credits.member.request(member, 'GET', '/usage'));
    expect(usage.items[0]).toMatchObject({ ...reply.usage, amount: -PRICE, conversationId: '9' });
  });

  it('gives the hold back and keeps nothing when the provider fails, and throws its error as the AI SDK raised it', async () => {
    const before = { summary: await credits.summary(member), rows: await rows() };
    for (const [prompt, apiKey, status] of [
      ['Outro gato [[fail:429]]', 'sk-images', 429],
      ['Algo proibido [[fail:400]]', 'sk-images', 400],
      ['Com chave ruim', 'bad-key', 401],
    ] as const) {
      const error = await caught(generateImageReply(t.app, { id: member.id }, target(apiKey), prompt, 7));
      expect(APICallError.isInstance(error), prompt).toBe(true);
      expect((error as APICallError).statusCode).toBe(status);
    }
    expect(await credits.summary(member)).toEqual(before.summary);
    expect(await rows()).toEqual(before.rows);
  });

  it('stops with the member, giving the hold back', async () => {
    const before = await credits.summary(member);
    const controller = new AbortController();
    const pending = generateImageReply(t.app, { id: member.id }, target(), 'Devagar [[delay:2000]]', 7, {
      abortSignal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    expect(await caught(pending)).toBeInstanceOf(Error);
    expect(await credits.summary(member)).toEqual(before);
  });

  it('refuses before calling the provider when the member cannot pay for an image', async () => {
    const error = await caught(generateImageReply(t.app, { id: other.id }, target(), 'Um cachorro', 8));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('AI_INSUFFICIENT_CREDITS');
    expect(fake.requests).toHaveLength(0);
  });
});
