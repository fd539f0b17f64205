import type {
  AdminAiModel,
  AiAgentDetail,
  AiProvider,
  AiProviderKind,
  CreateAiAgentInput,
  CreateAiModelInput,
} from '@blivion/shared';
import { apiClient } from './api-client.js';
import type { FakeAi } from './fake-ai/fake-ai.js';
import type { TestMember } from './factories.js';
import type { TestApp } from './test-app.js';

export interface FakeTargetOptions {
  kind?: AiProviderKind;
  /** 'sk-fake-…' unless told; a key starting with 'bad-' is refused by the fake. */
  apiKey?: string | null;
  model?: Partial<CreateAiModelInput>;
}

/** Providers, models and agents made through the real API (ai-models), for every AI lab test. */
export function aiModelsApi(t: TestApp) {
  const { request, ok } = apiClient(t, '/api');

  async function provider(
    admin: TestMember,
    input: { kind: AiProviderKind; name?: string; baseUrl?: string | null },
    apiKey: string | null = null,
  ): Promise<AiProvider> {
    const body = { name: `Provedor ${input.kind}`, ...input };
    let created = await ok<AiProvider>(request(admin, 'POST', '/admin/ai/providers', body), 201);
    if (apiKey !== null) {
      created = await ok<AiProvider>(request(admin, 'PUT', `/admin/ai/providers/${created.id}/key`, { apiKey }));
    }
    return created;
  }

  async function model(
    admin: TestMember,
    providerId: string,
    input: Partial<CreateAiModelInput> = {},
  ): Promise<AdminAiModel> {
    const body = {
      name: 'Modelo de Teste',
      providerModelId: 'fake-chat',
      priceInputPerMTok: 1000,
      priceOutputPerMTok: 2000,
      ...input,
      providerId,
    };
    return ok<AdminAiModel>(request(admin, 'POST', '/admin/ai/models', body), 201);
  }

  return {
    request,
    ok,
    provider,
    model,
    /**
     * A provider of `kind` (OpenAI-compatible unless told) pointing at the fake, with a working key
     * (untested), and one chat model on it: what a chat test talks to.
     */
    async fakeTarget(admin: TestMember, fake: FakeAi, options: FakeTargetOptions = {}) {
      const kind = options.kind ?? 'openai-compatible';
      const apiKey = options.apiKey === undefined ? `sk-fake-${Math.random().toString(36).slice(2)}` : options.apiKey;
      const created = await provider(admin, { kind, baseUrl: fake.baseUrl(kind) }, apiKey);
      return { provider: created, model: await model(admin, created.id, options.model) };
    },
    async agent(member: TestMember, input: Partial<CreateAiAgentInput> & { modelId: string }): Promise<AiAgentDetail> {
      const body = {
        scope: 'community',
        name: 'Agente de Teste',
        description: 'Ajuda nos testes.',
        prompt: 'Você é um agente de testes.',
        isPublic: true,
        ...input,
      };
      return ok<AiAgentDetail>(request(member, 'POST', '/ai/agents', body), 201);
    },
  };
}
