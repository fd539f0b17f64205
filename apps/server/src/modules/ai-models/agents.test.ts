import type { AiAgentDetail, AiAgentList, AiPicker, PublicStats } from '@blivion/shared';
import { AI_AGENT_CREATE_PER_HOUR } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModelsApi } from '../../test-support/ai-models.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../test-support/factories.js';
import type { FakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { startFakeAi } from '../../test-support/fake-ai/fake-ai.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

let t: TestApp;
let fake: FakeAi;
let api: ReturnType<typeof aiModelsApi>;
let admin: TestMember;
let master: TestMember;
let modelId: string;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakeAi()]);
  api = aiModelsApi(t);
  [admin, master] = await Promise.all([createStaff(t.app, 'admin'), createStaff(t.app, 'master')]);
  modelId = (await api.fakeTarget(admin, fake)).model.id;
}, 60_000);
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});

const picker = (member: TestMember) => api.ok<AiPicker>(api.request(member, 'GET', '/ai/models'));

async function publicAgents(): Promise<number> {
  const stats = (await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json<PublicStats>();
  return stats.counters.find((counter) => counter.key === 'aiAgents')!.count;
}

describe('AI lab member routes (/api/ai): the picker and agents', () => {
  it('need the AI lab: visitors 401, free members 403; premium, admin and master get in', async () => {
    const free = await createMember(t.app);
    const premium = await createStaff(t.app, 'premium');
    const agent = await api.agent(premium, { modelId });
    const routes = [
      ['GET', '/ai/models'],
      ['GET', '/ai/agents'],
      ['GET', `/ai/agents/${agent.id}`],
      ['POST', '/ai/agents', { scope: 'community', name: 'A', description: 'B', prompt: 'C', modelId, isPublic: true }],
      ['PATCH', `/ai/agents/${agent.id}`, { name: 'Novo' }],
      ['DELETE', `/ai/agents/${agent.id}`],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await api.request(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await api.request(free, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(refused).code).toBe('PERMISSION_REQUIRED');
    }
    for (const member of [premium, admin, master]) {
      expect((await api.request(member, 'GET', '/ai/models')).statusCode).toBe(200);
      expect((await api.request(member, 'GET', `/ai/agents/${agent.id}`)).statusCode).toBe(200);
    }
    expect((await api.request(premium, 'DELETE', `/ai/agents/${agent.id}`)).statusCode).toBe(200);
  });

  it("a private agent is its creator's alone: not listed, not found (404) and not changeable by anyone else, staff included", async () => {
    const [creator, other] = await Promise.all([createStaff(t.app, 'premium'), createStaff(t.app, 'premium')]);
    const before = await publicAgents();
    const secret = await api.agent(creator, {
      modelId,
      name: 'Meu segredo',
      isPublic: false,
      prompt: 'Instruções secretas',
    });
    expect(secret).toMatchObject({ isPublic: false, mine: true, canEdit: true, prompt: 'Instruções secretas' });
    expect(await publicAgents()).toBe(before);
    expect((await picker(creator)).agents.map((a) => a.id)).toContain(secret.id);
    for (const member of [other, admin, master]) {
      expect((await picker(member)).agents.map((a) => a.id)).not.toContain(secret.id);
      const list = await api.ok<AiAgentList>(api.request(member, 'GET', '/ai/agents'));
      expect(list.agents.map((a) => a.id)).not.toContain(secret.id);
      for (const [method, body] of [['GET'], ['PATCH', { name: 'Roubado' }], ['DELETE']] as const) {
        const response = await api.request(member, method, `/ai/agents/${secret.id}`, body);
        expect(response.statusCode, method).toBe(404);
        expect(errorOf(response).code).toBe('AI_AGENT_NOT_FOUND');
        expect(response.body).not.toContain('Instruções secretas');
      }
    }
    const published = await api.ok<AiAgentDetail>(
      api.request(creator, 'PATCH', `/ai/agents/${secret.id}`, { isPublic: true }),
    );
    expect(published.isPublic).toBe(true);
    expect(await publicAgents()).toBe(before + 1);
    // Public now: others see and use it, but not its instructions, and cannot change it.
    const seen = await api.ok<AiAgentDetail>(api.request(other, 'GET', `/ai/agents/${secret.id}`));
    expect(seen).toMatchObject({ mine: false, canEdit: false, prompt: null, creatorName: creator.me.user.name });
    const edit = await api.request(other, 'PATCH', `/ai/agents/${secret.id}`, { name: 'Roubado' });
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).code).toBe('AI_AGENT_NOT_EDITABLE');
    expect((await api.request(admin, 'DELETE', `/ai/agents/${secret.id}`)).statusCode).toBe(403);
    await api.ok(api.request(creator, 'DELETE', `/ai/agents/${secret.id}`));
    expect(await publicAgents()).toBe(before);
  });

  it('academy agents: admin and master make them, always public; members cannot make or change them', async () => {
    const premium = await createStaff(t.app, 'premium');
    const body = {
      scope: 'academy',
      name: 'Tutor',
      description: 'Da academia',
      prompt: 'Ensine.',
      modelId,
      isPublic: false,
    };
    const refused = await api.request(premium, 'POST', '/ai/agents', body);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('AI_ACADEMY_AGENTS_STAFF_ONLY');
    const academy = await api.ok<AiAgentDetail>(api.request(admin, 'POST', '/ai/agents', body), 201);
    expect(academy).toMatchObject({ scope: 'academy', isPublic: true, canEdit: true });
    const seen = await api.ok<AiAgentDetail>(api.request(premium, 'GET', `/ai/agents/${academy.id}`));
    expect(seen).toMatchObject({ canEdit: false, canDelete: false, prompt: null });
    expect((await api.request(premium, 'PATCH', `/ai/agents/${academy.id}`, { name: 'X' })).statusCode).toBe(403);
    const stillPublic = await api.ok<AiAgentDetail>(
      api.request(master, 'PATCH', `/ai/agents/${academy.id}`, { isPublic: false, name: 'Tutor 2' }),
    );
    expect(stillPublic).toMatchObject({ isPublic: true, name: 'Tutor 2' });
    await api.ok(api.request(master, 'DELETE', `/ai/agents/${academy.id}`));
  });

  it("needs every field ('Por favor, preencha todos os campos') and an existing base model", async () => {
    const premium = await createStaff(t.app, 'premium');
    const full = { scope: 'community', name: 'A', description: 'B', prompt: 'C', modelId, isPublic: true };
    for (const field of ['name', 'description', 'prompt', 'modelId', 'isPublic', 'scope'] as const) {
      const { [field]: _left, ...body } = full;
      for (const payload of [body, { ...full, [field]: field === 'isPublic' ? 'sim' : '   ' }]) {
        const response = await api.request(premium, 'POST', '/ai/agents', payload);
        expect(response.statusCode, field).toBe(400);
        const details = errorOf(response).details as Array<{ key: string; message: string }>;
        expect(details[0]).toMatchObject({
          key: 'aiLab.agentDialog.requiredAll',
          message: 'Por favor, preencha todos os campos',
        });
      }
    }
    const noModel = await api.request(premium, 'POST', '/ai/agents', { ...full, modelId: '999999' });
    expect(noModel.statusCode).toBe(400);
    const nul = await api.request(premium, 'POST', '/ai/agents', { ...full, prompt: 'a\u0000' });
    expect(nul.statusCode).toBe(400);
  });

  it(`limits creation to ${AI_AGENT_CREATE_PER_HOUR} agents an hour per member, and says how long to wait`, async () => {
    const busy = await createStaff(t.app, 'premium');
    for (let i = 0; i < AI_AGENT_CREATE_PER_HOUR; i += 1) await api.agent(busy, { modelId, name: `Agente ${i}` });
    const refused = await api.request(busy, 'POST', '/ai/agents', {
      ...{ scope: 'community', name: 'Demais', description: 'B', prompt: 'C', modelId, isPublic: false },
    });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'AI_AGENT_TOO_MANY', details: { minutes: 60 } });
    expect(errorOf(refused).message).toContain('Aguarde 60 min');
    // Another member is not held back.
    await api.agent(await createStaff(t.app, 'premium'), { modelId });
    t.clock.advance(60 * 60 * 1000 + 1000);
    await api.agent(busy, { modelId, name: 'Depois de uma hora' });
  });

  it('the picker shows admins each model and agent with its availability and reason, and the default for Novo Chat', async () => {
    const keyless = await api.provider(admin, { kind: 'openai' });
    const unavailable = await api.model(admin, keyless.id, { name: 'Sem chave' });
    const agent = await api.agent(admin, { modelId: unavailable.id, name: 'Agente sem chave', isPublic: false });
    const view = await picker(admin);
    expect(view.models.find((m) => m.id === unavailable.id)).toMatchObject({
      available: false,
      unavailableReason: 'noKey',
      providerName: keyless.name,
    });
    expect(view.models.find((m) => m.id === modelId)).toMatchObject({ available: true, unavailableReason: null });
    expect(view.agents.find((a) => a.id === agent.id)).toMatchObject({ available: false, unavailableReason: 'noKey' });
    expect(view.defaultRef).not.toBeNull();
    expect(view.models.find((m) => m.id === view.defaultRef!.id)?.available).toBe(true);
    expect(JSON.stringify(view)).not.toMatch(/sk-fake|api_key|sealed/);
  });
});
