import type { AdminAiModel, AdminAiModelList, AiProvider, AiProviderList } from '@blivion/shared';
import { AI_MODELS_MAX } from '@blivion/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiModelsApi } from '../../test-support/ai-models.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf, setAccess } from '../../test-support/factories.js';
import type { FakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { startFakeAi } from '../../test-support/fake-ai/fake-ai.js';
import type { LogCapture } from '../../test-support/log-capture.js';
import { captureLogs } from '../../test-support/log-capture.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

let t: TestApp;
let fake: FakeAi;
let logs: LogCapture;
let api: ReturnType<typeof aiModelsApi>;
let admin: TestMember;
let master: TestMember;

beforeAll(async () => {
  logs = captureLogs('debug');
  [t, fake] = await Promise.all([createTestApp({ logger: logs.logger }), startFakeAi()]);
  api = aiModelsApi(t);
  [admin, master] = await Promise.all([createStaff(t.app, 'admin'), createStaff(t.app, 'master')]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(() => fake.reset());

describe('AI administration (/api/admin/ai)', () => {
  it('is for admin and master only: visitors 401, free and premium members 403 before any body is read', async () => {
    const free = await createMember(t.app);
    const premium = await createStaff(t.app, 'premium');
    const { provider, model } = await api.fakeTarget(admin, fake);
    const routes = [
      ['GET', '/admin/ai/providers'],
      ['POST', '/admin/ai/providers', { kind: 'openai', name: 'X' }],
      ['PATCH', `/admin/ai/providers/${provider.id}`, { name: 'Y' }],
      ['DELETE', `/admin/ai/providers/${provider.id}`],
      ['PUT', `/admin/ai/providers/${provider.id}/key`, { apiKey: 'sk-intruso-0000' }],
      ['DELETE', `/admin/ai/providers/${provider.id}/key`],
      ['POST', `/admin/ai/providers/${provider.id}/test`],
      ['GET', '/admin/ai/models'],
      ['POST', '/admin/ai/models', { name: 'Z', providerId: provider.id }],
      ['PATCH', `/admin/ai/models/${model.id}`, { name: 'W' }],
      ['DELETE', `/admin/ai/models/${model.id}`],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await api.request(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const member of [free, premium]) {
        const response = await api.request(member, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(errorOf(response).code).toBe('ADMIN_REQUIRED');
      }
    }
    const after = await api.ok<AiProviderList>(api.request(master, 'GET', '/admin/ai/providers'));
    expect(after.providers.find((p) => p.id === provider.id)).toMatchObject({ name: provider.name, hasKey: true });
    expect(fake.requests).toHaveLength(0);
  });

  it('saves a key sealed: only its last four come back, never the key, in no response, row or log line', async () => {
    const apiKey = `sk-segredo-${Date.now()}-W9xZ`;
    const created = await api.provider(master, {
      kind: 'openai-compatible',
      baseUrl: fake.baseUrl('openai-compatible'),
    });
    expect(created).toMatchObject({ hasKey: false, keyLastFour: null, keyStatus: 'untested' });
    const saved = await api.request(master, 'PUT', `/admin/ai/providers/${created.id}/key`, { apiKey });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AiProvider>()).toMatchObject({ hasKey: true, keyLastFour: 'W9xZ', keyStatus: 'untested' });
    const list = await api.request(admin, 'GET', '/admin/ai/providers');
    const row = await t.app.database.db
      .selectFrom('ai_providers')
      .select('api_key_sealed')
      .where('id', '=', Number(created.id))
      .executeTakeFirstOrThrow();
    expect(row.api_key_sealed).toMatch(/^v1\./);
    await api.model(master, created.id);
    const tested = await api.ok<AiProvider>(api.request(master, 'POST', `/admin/ai/providers/${created.id}/test`));
    expect(tested).toMatchObject({ keyStatus: 'working', keyFailure: null });
    const secretPart = apiKey.slice(0, -4);
    for (const text of [saved.body, list.body, row.api_key_sealed!, JSON.stringify(tested), logs.text()]) {
      expect(text).not.toContain(secretPart);
    }
    // The key went to the provider, and only there.
    expect(fake.requests.at(-1)!.apiKey).toBe(apiKey);
  });

  it('test connection really calls the provider: a refused key is failing with its reason, then a good key works', async () => {
    const { provider } = await api.fakeTarget(admin, fake, { apiKey: 'bad-chave-1234' });
    const failing = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`));
    expect(failing).toMatchObject({ keyStatus: 'failing', keyFailure: 'invalidKey' });
    expect(failing.keyCheckedAt).not.toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ endpoint: 'chat', model: 'fake-chat', apiKey: 'bad-chave-1234' });
    expect(logs.text()).not.toContain('bad-chave');

    fake.script({ fail: 429 });
    await api.ok(api.request(admin, 'PUT', `/admin/ai/providers/${provider.id}/key`, { apiKey: 'sk-boa-5678' }));
    const limited = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`));
    expect(limited).toMatchObject({ keyStatus: 'failing', keyFailure: 'rateLimited' });
    fake.reset();
    const working = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`));
    expect(working).toMatchObject({ keyStatus: 'working', keyFailure: null, keyLastFour: '5678' });
  });

  it('tests a provider of image models by its model list, and says when the provider cannot be reached', async () => {
    const images = await api.provider(admin, { kind: 'openai', baseUrl: fake.baseUrl('openai') }, 'sk-img-0001');
    await api.model(admin, images.id, { kind: 'image', providerModelId: 'fake-image' });
    const tested = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${images.id}/test`));
    expect(tested.keyStatus).toBe('working');
    expect(fake.requests.at(-1)).toMatchObject({ endpoint: 'models', apiKey: 'sk-img-0001' });

    const offline = await api.provider(admin, { kind: 'anthropic', baseUrl: 'http://127.0.0.1:9/v1' }, 'sk-ant-0002');
    await api.model(admin, offline.id);
    const unreachable = await api.ok<AiProvider>(api.request(admin, 'POST', `/admin/ai/providers/${offline.id}/test`));
    expect(unreachable).toMatchObject({ keyStatus: 'failing', keyFailure: 'unreachable' });
  });

  it('refuses to test without a key (409), and deleting the key makes the models unavailable again', async () => {
    const { provider, model } = await api.fakeTarget(admin, fake);
    const removed = await api.ok<AiProvider>(api.request(admin, 'DELETE', `/admin/ai/providers/${provider.id}/key`));
    expect(removed).toMatchObject({ hasKey: false, keyLastFour: null });
    const test = await api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`);
    expect(test.statusCode).toBe(409);
    expect(errorOf(test).code).toBe('AI_PROVIDER_KEY_MISSING');
    const list = await api.ok<AdminAiModelList>(api.request(admin, 'GET', '/admin/ai/models'));
    expect(list.models.find((m) => m.id === model.id)).toMatchObject({ available: false, unavailableReason: 'noKey' });
  });

  it('providers: compatible ones need a base URL; a new base URL makes the key untested; one with models is kept', async () => {
    const missing = await api.request(admin, 'POST', '/admin/ai/providers', {
      kind: 'openai-compatible',
      name: 'Local',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toEqual([expect.objectContaining({ field: 'baseUrl' })]);
    for (const baseUrl of ['ftp://x.test', 'javascript:alert(1)', 'https://u:p@x.test/v1', 'nada']) {
      const bad = await api.request(admin, 'POST', '/admin/ai/providers', { kind: 'openai', name: 'X', baseUrl });
      expect(bad.statusCode, baseUrl).toBe(400);
    }
    const { provider } = await api.fakeTarget(admin, fake);
    await api.ok(api.request(admin, 'POST', `/admin/ai/providers/${provider.id}/test`));
    const localhost = fake.url.replace('127.0.0.1', 'localhost');
    const moved = await api.ok<AiProvider>(
      api.request(admin, 'PATCH', `/admin/ai/providers/${provider.id}`, { baseUrl: `${localhost}/v1/` }),
    );
    expect(moved).toMatchObject({ baseUrl: `${localhost}/v1`, keyStatus: 'untested', hasKey: true });
    const noUrl = await api.request(admin, 'PATCH', `/admin/ai/providers/${provider.id}`, { baseUrl: null });
    expect(noUrl.statusCode).toBe(400);
    const inUse = await api.request(admin, 'DELETE', `/admin/ai/providers/${provider.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(errorOf(inUse).code).toBe('AI_PROVIDER_IN_USE');
    const empty = await api.provider(admin, { kind: 'google' });
    await api.ok(api.request(admin, 'DELETE', `/admin/ai/providers/${empty.id}`));
    expect((await api.request(admin, 'DELETE', `/admin/ai/providers/${empty.id}`)).statusCode).toBe(404);
  });

  it("adds a model with the specification's defaults, edits it, and deletes only where allowed", async () => {
    const provider = await api.provider(admin, { kind: 'openai' });
    const added = await api.ok<AdminAiModel>(
      api.request(admin, 'POST', '/admin/ai/models', { name: 'Meu Modelo', providerId: provider.id }),
      201,
    );
    expect(added).toMatchObject({
      name: 'Meu Modelo',
      providerModelId: 'Meu Modelo',
      description: 'Modelo personalizado',
      capabilities: ['text'],
      kind: 'llm',
      deletable: true,
      contextLimit: 128_000,
      available: false,
      unavailableReason: 'noKey',
    });
    const edited = await api.ok<AdminAiModel>(
      api.request(admin, 'PATCH', `/admin/ai/models/${added.id}`, {
        priceInputPerMTok: 150,
        priceOutputPerMTok: 600,
        capabilities: ['text', 'code', 'code'],
        featured: true,
      }),
    );
    expect(edited).toMatchObject({ priceInputPerMTok: 150, priceOutputPerMTok: 600, capabilities: ['text', 'code'] });
    for (const body of [{ providerId: provider.id }, { name: 'Sem provedor' }, { name: 'X', providerId: '999999' }]) {
      const refused = await api.request(admin, 'POST', '/admin/ai/models', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const seeded = await t.app.database.db
      .updateTable('ai_models')
      .set({ deletable: false })
      .where('id', '=', Number(added.id))
      .executeTakeFirst();
    expect(Number(seeded.numUpdatedRows)).toBe(1);
    const protectedModel = await api.request(admin, 'DELETE', `/admin/ai/models/${added.id}`);
    expect(protectedModel.statusCode).toBe(403);
    expect(errorOf(protectedModel).code).toBe('AI_MODEL_NOT_DELETABLE');

    const { model } = await api.fakeTarget(admin, fake);
    await api.agent(admin, { modelId: model.id });
    const inUse = await api.request(admin, 'DELETE', `/admin/ai/models/${model.id}`);
    expect(inUse.statusCode).toBe(409);
    const other = await api.model(admin, provider.id);
    await api.ok(api.request(master, 'DELETE', `/admin/ai/models/${other.id}`));
    expect((await api.request(master, 'DELETE', `/admin/ai/models/${other.id}`)).statusCode).toBe(404);
  });

  it('refuses a model past the limit with its own message, and stores nothing', async () => {
    const provider = await api.provider(admin, { kind: 'openai' });
    const db = t.app.database.db;
    const existing = Number(
      (
        await db
          .selectFrom('ai_models')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const added = await api.model(admin, provider.id);
    const { id: _id, ...columns } = await db
      .selectFrom('ai_models')
      .selectAll()
      .where('id', '=', Number(added.id))
      .executeTakeFirstOrThrow();
    const missing = AI_MODELS_MAX - existing - 1;
    for (let n = 0; n < missing; n += 100) {
      const rows = Array.from({ length: Math.min(100, missing - n) }, (_, i) => ({
        ...columns,
        name: `Limite ${n + i}`,
        provider_model_id: `limite-${n + i}`,
      }));
      await db.insertInto('ai_models').values(rows).execute();
    }
    const refused = await api.request(admin, 'POST', '/admin/ai/models', {
      name: 'Um a mais',
      providerId: provider.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'AI_MODELS_LIMIT',
      details: { max: AI_MODELS_MAX },
    });
    expect(
      await db.selectFrom('ai_models').select('id').where('name', '=', 'Um a mais').executeTakeFirst(),
    ).toBeUndefined();
    await db.deleteFrom('ai_models').where('name', 'like', 'Limite %').execute();
  });

  it('answers bad input with a 400, never a 500 (NUL, huge numbers, wrong types, ids out of range)', async () => {
    const provider = await api.provider(admin, { kind: 'openai' });
    const bodies = [
      { name: 'a\u0000b', providerId: provider.id },
      { name: 'Ok', providerId: provider.id, priceInputPerMTok: 1e20 },
      { name: 'Ok', providerId: provider.id, contextLimit: -1 },
      { name: 'Ok', providerId: provider.id, priceOutputPerMTok: 1.5 },
      { name: 'Ok', providerId: provider.id, capabilities: ['voar'] },
      { name: 'Ok', providerId: provider.id, featured: 'sim' },
      { name: 'Ok', providerId: '99999999999999999999' },
      { name: 42, providerId: provider.id },
    ];
    for (const body of bodies) {
      const response = await api.request(admin, 'POST', '/admin/ai/models', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const key = await api.request(admin, 'PUT', `/admin/ai/providers/${provider.id}/key`, { apiKey: 'sk\u0000x' });
    expect(key.statusCode).toBe(400);
    const spaced = await api.request(admin, 'PUT', `/admin/ai/providers/${provider.id}/key`, { apiKey: 'sk x' });
    expect(spaced.statusCode).toBe(400);
    expect((await api.request(admin, 'PATCH', '/admin/ai/models/99999999999', { name: 'X' })).statusCode).toBe(404);
    expect((await api.request(admin, 'DELETE', '/admin/ai/providers/abc')).statusCode).toBe(400);
  });
});

describe('a member whose AI lab access expired', () => {
  it('is refused the member routes with ACCESS_EXPIRED', async () => {
    const premium = await createStaff(t.app, 'premium');
    await setAccess(t.app, premium.id, { accessExpiration: new Date(Date.now() - 86_400_000) });
    const response = await api.request(premium, 'GET', '/ai/models');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('ACCESS_EXPIRED');
  });
});
