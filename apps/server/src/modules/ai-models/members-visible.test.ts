import type { AdminAiModel, AdminAiModelList, AiConversationDetail, AiPicker } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModelsApi } from '../../test-support/ai-models.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import type { FakeAi } from '../../test-support/fake-ai/fake-ai.js';
import { startFakeAi } from '../../test-support/fake-ai/fake-ai.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

let t: TestApp;
let fake: FakeAi;
let api: ReturnType<typeof aiModelsApi>;
let admin: TestMember;
let premium: TestMember;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakeAi()]);
  api = aiModelsApi(t);
  [admin, premium] = await Promise.all([createStaff(t.app, 'admin'), createStaff(t.app, 'premium')]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});

const picker = (member: TestMember) => api.ok<AiPicker>(api.request(member, 'GET', '/ai/models'));
const hide = (id: string, membersVisible: boolean) =>
  api.ok<AdminAiModel>(api.request(admin, 'PATCH', `/admin/ai/models/${id}`, { membersVisible }));
const startChat = (member: TestMember, target: { type: 'model' | 'agent'; id: string }) =>
  api.request(member, 'POST', '/ai/conversations', { target });

describe("'Visível para os membros' (decision 0115)", () => {
  it('a new model is visible; an admin hides it and shows it again, and the admin list says so', async () => {
    const { model } = await api.fakeTarget(admin, fake, { model: { name: 'Visível por padrão' } });
    expect(model.membersVisible).toBe(true);
    expect((await hide(model.id, false)).membersVisible).toBe(false);
    const list = await api.ok<AdminAiModelList>(api.request(admin, 'GET', '/admin/ai/models'));
    expect(list.models.find((m) => m.id === model.id)).toMatchObject({ membersVisible: false, available: true });
    expect((await hide(model.id, true)).membersVisible).toBe(true);
    const bad = await api.request(admin, 'PATCH', `/admin/ai/models/${model.id}`, { membersVisible: 'sim' });
    expect(bad.statusCode).toBe(400);
    const byMember = await api.request(premium, 'PATCH', `/admin/ai/models/${model.id}`, { membersVisible: false });
    expect(byMember.statusCode).toBe(403);
  });

  it('a hidden model is absent from a member’s picker and refused when the member names it; admins keep it', async () => {
    const { model } = await api.fakeTarget(admin, fake, { model: { name: 'Modelo interno' } });
    const { model: open } = await api.fakeTarget(admin, fake, { model: { name: 'Modelo aberto' } });
    await hide(model.id, false);

    const members = await picker(premium);
    expect(members.models.map((m) => m.id)).not.toContain(model.id);
    expect(members.models.map((m) => m.id)).toContain(open.id);
    expect(members.defaultRef?.id).not.toBe(model.id);
    const staff = await picker(admin);
    expect(staff.models.find((m) => m.id === model.id)).toMatchObject({ membersVisible: false, available: true });

    const refused = await startChat(premium, { type: 'model', id: model.id });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'AI_MODEL_UNAVAILABLE', details: { reason: 'hidden' } });
    expect(errorOf(refused).message).toContain('não o liberaram para os membros');
    expect((await startChat(admin, { type: 'model', id: model.id })).statusCode).toBe(201);
    expect((await startChat(premium, { type: 'model', id: open.id })).statusCode).toBe(201);
  });

  it('a chat a member started before the model was hidden refuses the next message', async () => {
    const { model } = await api.fakeTarget(admin, fake, { model: { name: 'Escondido depois' } });
    const chat = await api.ok<AiConversationDetail>(startChat(premium, { type: 'model', id: model.id }), 201);
    await hide(model.id, false);
    const url = `/ai/conversations/${chat.conversation.id}/messages`;
    const refused = await api.request(premium, 'POST', url, { text: 'Olá' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).details).toMatchObject({ reason: 'hidden' });
  });

  it('members cannot base an agent on a hidden model; an agent an admin built on it still answers them', async () => {
    const { model } = await api.fakeTarget(admin, fake, { model: { name: 'Base dos fluxos' } });
    await hide(model.id, false);
    const body = { scope: 'community', name: 'Meu', description: 'B', prompt: 'C', modelId: model.id, isPublic: true };
    const refused = await api.request(premium, 'POST', '/ai/agents', body);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).details).toEqual([
      expect.objectContaining({ field: 'modelId', message: expect.stringContaining('não está liberado') }),
    ]);
    const flow = await api.agent(admin, { scope: 'academy', modelId: model.id, name: 'Fluxo de ofertas' });
    expect((await picker(premium)).agents.map((a) => a.id)).toContain(flow.id);
    expect((await startChat(premium, { type: 'agent', id: flow.id })).statusCode).toBe(201);
  });

  it('members see only what they can use: a model or agent without a working key is left out for them', async () => {
    const keyless = await api.provider(admin, { kind: 'openai' });
    const unavailable = await api.model(admin, keyless.id, { name: 'Sem chave' });
    const agent = await api.agent(admin, { scope: 'academy', modelId: unavailable.id, name: 'Fluxo sem chave' });
    const members = await picker(premium);
    expect(members.models.map((m) => m.id)).not.toContain(unavailable.id);
    expect(members.agents.map((a) => a.id)).not.toContain(agent.id);
    const staff = await picker(admin);
    expect(staff.models.find((m) => m.id === unavailable.id)).toMatchObject({ unavailableReason: 'noKey' });
    expect(staff.agents.find((a) => a.id === agent.id)).toMatchObject({ unavailableReason: 'noKey' });
  });
});
