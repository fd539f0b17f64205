import type { AdminAiModelList, AiPicker, AiProviderList, PublicStats } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModelsApi } from '../../test-support/ai-models.js';
import { createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { seedDemoModels } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the specification's 30 demo models and agents (first run)", () => {
  it('come with their providers, flags and prices, without keys, so every one is unavailable', async () => {
    const api = aiModelsApi(t);
    const admin = await createStaff(t.app, 'admin');
    const { providers } = await api.ok<AiProviderList>(api.request(admin, 'GET', '/admin/ai/providers'));
    expect(providers.map((p) => p.name)).toEqual([
      'Adapta',
      'OpenAI',
      'Anthropic',
      'Google',
      'Meta',
      'Deepseek',
      'Perplexity',
      'xAI',
      'Mistral AI',
      'Stability AI',
    ]);
    expect(providers.every((p) => !p.hasKey && p.keyLastFour === null)).toBe(true);
    const { models } = await api.ok<AdminAiModelList>(api.request(admin, 'GET', '/admin/ai/models'));
    const picker = await api.ok<AiPicker>(api.request(admin, 'GET', '/ai/models'));
    expect(models.length + picker.agents.length).toBe(30);
    expect(models.every((m) => !m.available && m.unavailableReason === 'noKey')).toBe(true);
    expect(models.filter((m) => m.deletable).map((m) => m.providerName)).toEqual(['Adapta', 'Adapta']);
    expect(models.find((m) => m.name === 'GPT-4o')).toMatchObject({
      priceInputPerMTok: 2500,
      priceOutputPerMTok: 10_000,
    });
    expect(models.filter((m) => m.kind === 'image').map((m) => m.name)).toEqual(['DALL·E 3', 'Stable Diffusion XL']);
    expect(models.some((m) => m.featured) && models.some((m) => m.beta)).toBe(true);
    expect(picker.agents.map((a) => a.scope).sort()).toEqual([
      'academy',
      'academy',
      'academy',
      'community',
      'community',
    ]);
    // Academy agents may be deleted by staff; the seed's community agents have no creator, so nobody may.
    expect(picker.agents.filter((a) => a.canDelete).every((a) => a.scope === 'academy')).toBe(true);
    expect(picker.defaultRef).toBeNull();
    const stats = (await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json<PublicStats>();
    expect(stats.counters.find((c) => c.key === 'aiAgents')?.count).toBeGreaterThanOrEqual(5);
  });

  it('are never added to an academy that already has models', async () => {
    expect(await seedDemoModels(t.app)).toBe(0);
    const count = await t.app.database.db
      .selectFrom('ai_models')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(25);
  });
});
