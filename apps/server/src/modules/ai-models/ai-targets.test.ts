import { streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMember } from '../../auth/member.js';
import type { Member } from '../../auth/member.js';
import { aiModelsApi } from '../../test-support/ai-models.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff } from '../../test-support/factories.js';
import type { FakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { countFakeTokens, fakeReplyText, startFakeAi } from '../../test-support/fake-ai/fake-ai.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { defaultChatRef, resolveChatTarget } from './ai-targets.js';

let t: TestApp;
let fake: FakeAi;
let admin: TestMember;
let api: ReturnType<typeof aiModelsApi>;

async function memberOf(member: TestMember): Promise<Member> {
  const loaded = await loadMember(t.app.database.db, member.id, t.config.masterEmails, t.app.clock.now());
  if (!loaded) throw new Error('no member');
  return loaded;
}

async function failureOf(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as { statusCode?: number; code?: string; message?: string; details?: unknown } | null;
  if (error === null) throw new Error('expected a failure');
  return error;
}

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakeAi()]);
  admin = await createStaff(t.app, 'admin');
  api = aiModelsApi(t);
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(() => fake.reset());

describe('resolveChatTarget and defaultChatRef (ai-models, for ai-chat and ai-files)', () => {
  for (const kind of ['openai-compatible', 'openai', 'anthropic', 'google'] as const) {
    it(`${kind}: a model's target calls the provider with the stored key, through the AI SDK`, async () => {
      const { model } = await api.fakeTarget(admin, fake, {
        kind,
        apiKey: `sk-${kind}-1234`,
        model: { name: `M ${kind}` },
      });
      const member = await memberOf(await createStaff(t.app, 'premium'));
      const target = await resolveChatTarget(t.app, member, { type: 'model', id: Number(model.id) });
      expect(target).toMatchObject({ displayName: `M ${kind}`, systemPrompt: null, provider: { kind } });
      expect(target.model).toMatchObject({
        name: `M ${kind}`,
        kind: 'llm',
        priceInputPerMTok: 1000,
        priceOutputPerMTok: 2000,
      });
      const result = streamText({ model: target.languageModel(), prompt: 'Olá [[tokens:12]]', maxRetries: 0 });
      expect(await result.text).toBe(fakeReplyText(12));
      expect((await result.totalUsage).outputTokens).toBe(12);
      const request = fake.requests.at(-1)!;
      expect(request.apiKey).toBe(`sk-${kind}-1234`);
      if (kind === 'openai-compatible' || kind === 'openai') expect(request.includeUsage).toBe(true);
    });
  }

  it("an agent's target carries its prompt as the system prompt, on its base model", async () => {
    const { model } = await api.fakeTarget(admin, fake);
    const creator = await createStaff(t.app, 'premium');
    const agent = await api.agent(creator, {
      modelId: model.id,
      name: 'Redator',
      prompt: 'Você escreve anúncios curtos.',
    });
    const target = await resolveChatTarget(t.app, await memberOf(creator), { type: 'agent', id: Number(agent.id) });
    expect(target).toMatchObject({ displayName: 'Redator', systemPrompt: 'Você escreve anúncios curtos.' });
    expect(target.model.id).toBe(Number(model.id));
    const result = streamText({
      model: target.languageModel(),
      instructions: target.systemPrompt!,
      prompt: 'Oi',
      maxRetries: 0,
    });
    await result.text;
    expect(fake.requests.at(-1)!.system).toBe('Você escreve anúncios curtos.');
    expect(fake.requests.at(-1)!.inputTokens).toBe(countFakeTokens('Você escreve anúncios curtos. Oi'));
  });

  it("someone else's private agent is not found (404); its creator uses it", async () => {
    const { model } = await api.fakeTarget(admin, fake);
    const creator = await createStaff(t.app, 'premium');
    const other = await createStaff(t.app, 'premium');
    const agent = await api.agent(creator, { modelId: model.id, isPublic: false });
    const ref = { type: 'agent' as const, id: Number(agent.id) };
    const refused = await failureOf(resolveChatTarget(t.app, await memberOf(other), ref));
    expect(refused).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const staffRefused = await failureOf(resolveChatTarget(t.app, await memberOf(admin), ref));
    expect(staffRefused).toMatchObject({ statusCode: 404 });
    await expect(resolveChatTarget(t.app, await memberOf(creator), ref)).resolves.toMatchObject({ ref });
    const missing = await failureOf(
      resolveChatTarget(t.app, await memberOf(creator), { type: 'model', id: 2_000_000 }),
    );
    expect(missing).toMatchObject({ statusCode: 404 });
  });

  it('a model without a key, or with a failing one, is unavailable (409) with the reason in Portuguese', async () => {
    const noKey = await api.provider(admin, { kind: 'openai-compatible', baseUrl: fake.baseUrl('openai-compatible') });
    const model = await api.model(admin, noKey.id);
    const member = await memberOf(await createStaff(t.app, 'premium'));
    const ref = { type: 'model' as const, id: Number(model.id) };
    expect(await failureOf(resolveChatTarget(t.app, member, ref))).toMatchObject({
      statusCode: 409,
      code: 'AI_MODEL_UNAVAILABLE',
      details: { reason: 'noKey' },
      message: 'Modelo indisponível: nenhuma chave de API configurada para este provedor.',
    });
    await api.ok(api.request(admin, 'PUT', `/admin/ai/providers/${noKey.id}/key`, { apiKey: 'bad-key-0000' }));
    await api.ok(api.request(admin, 'POST', `/admin/ai/providers/${noKey.id}/test`));
    expect(await failureOf(resolveChatTarget(t.app, member, ref))).toMatchObject({
      statusCode: 409,
      details: { reason: 'keyFailing' },
      message: 'Modelo indisponível: a chave de API deste provedor está com falha.',
    });
  });

  it('defaultChatRef is the first chat model (in the admin order) whose provider has a usable key', async () => {
    const local = await createTestApp();
    try {
      const localAdmin = await createStaff(local.app, 'admin');
      const localApi = aiModelsApi(local);
      const member = (await loadMember(local.app.database.db, localAdmin.id, [], local.app.clock.now()))!;
      const keyless = await localApi.provider(localAdmin, { kind: 'openai' });
      await localApi.model(localAdmin, keyless.id, { position: 0 });
      const before = await defaultChatRef(local.app, member);
      const { model } = await localApi.fakeTarget(localAdmin, fake);
      const image = await localApi.fakeTarget(localAdmin, fake, { model: { kind: 'image', position: 0 } });
      const after = await defaultChatRef(local.app, member);
      expect(after).toEqual({ type: 'model', id: Number(model.id) });
      expect(after?.id).not.toBe(Number(image.model.id));
      // Whatever the first-run data holds, none of it has a key.
      expect(before === null || before.id !== Number(model.id)).toBe(true);
    } finally {
      await local.close();
    }
  });
});
