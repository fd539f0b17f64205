import type { AiMessage } from '@blivion/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatTestBed, grantCredits, sendChat, chatModelOnFake } from '../../../test-support/ai-chat.js';
import type { ChatModel, ChatTestBed } from '../../../test-support/ai-chat.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff } from '../../../test-support/factories.js';
import type { FakeAi } from '../../../test-support/fake-ai/fake-ai.js';
import { fakeReplyText } from '../../../test-support/fake-ai/fake-ai.js';
import { aiModelsApi } from '../../../test-support/ai-models.js';
import { captureLogs } from '../../../test-support/log-capture.js';
import type { TestApp } from '../../../test-support/test-app.js';

describe('the AI lab chat stream, through the AI SDK against the fake provider', () => {
  let bed: ChatTestBed;
  let t: TestApp;
  let fake: FakeAi;
  let api: ChatTestBed['api'];
  let base: string;
  let target: ChatModel;
  const logs = captureLogs('debug');

  beforeAll(async () => {
    bed = await chatTestBed({ logger: logs.logger });
    ({ t, fake, api, target, base } = bed);
  });
  afterAll(() => bed.close());
  beforeEach(() => fake.reset());

  async function member(credits = 1_000_000): Promise<TestMember> {
    const m = await createStaff(t.app, 'premium');
    await grantCredits(t, m, credits);
    return m;
  }
  const messagesOf = async (m: TestMember, id: string): Promise<AiMessage[]> => (await api.open(m, id)).messages.items;

  it('streams the reply token by token, stores both messages and titles the chat from the first', async () => {
    const ana = await member();
    const chat = (await api.newChat(ana, { target: target.ref })).conversation;
    const sent = await sendChat(base, ana, chat.id, { text: 'Crie um slogan para café [[tokens:40]]' });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const deltas = sent.chunks.filter((chunk) => chunk.type === 'text-delta');
    expect(deltas.length).toBeGreaterThanOrEqual(40);
    expect(sent.text).toBe(fakeReplyText(40));
    expect(sent.chunks[0]).toMatchObject({ type: 'start', messageMetadata: { conversationId: chat.id } });
    const request = fake.requests.at(-1)!;
    expect(request.includeUsage).toBe(true);
    // The greeting is the lab's, not the model's: the provider hears the member first.
    expect(request.messageTexts).toEqual(['Crie um slogan para café [[tokens:40]]']);
    expect(sent.finish).toMatchObject({
      status: 'complete',
      inputTokens: request.inputTokens,
      outputTokens: 40,
      conversationTitle: 'Crie um slogan para café [[tokens:40]]',
    });
    const stored = await messagesOf(ana, chat.id);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    // The member's message is stored once the first token is out; its id follows that token.
    const firstDelta = sent.chunks.findIndex((chunk) => chunk.type === 'text-delta');
    const idChunk = sent.chunks.findIndex((chunk) => chunk.type === 'message-metadata');
    expect(idChunk).toBe(firstDelta + 1);
    expect(stored[1]!.id).toBe(sent.chunks[idChunk]!.messageMetadata!.userMessageId);
    expect(sent.finish!.userMessageId).toBe(stored[1]!.id);
    expect(stored[2]).toMatchObject({ id: sent.finish!.assistantMessageId, text: fakeReplyText(40), outputTokens: 40 });
    expect(stored[2]!.credits).toBe(sent.finish!.credits);
    const summary = (await api.open(ana, chat.id)).conversation;
    expect(summary).toMatchObject({ title: 'Crie um slogan para café [[tokens:40]]', messageCount: 3 });
  });

  it("an agent's chat sends the agent's prompt as the system instructions and is named after it", async () => {
    const ana = await member();
    const agent = await aiModelsApi(t).agent(ana, {
      modelId: target.ref.id,
      name: 'Redator de Anúncios',
      prompt: 'Você é um redator de anúncios.',
      isPublic: false,
    });
    const chat = await api.newChat(ana, { target: { type: 'agent', id: agent.id } });
    expect(chat.conversation.modelName).toBe('Redator de Anúncios');
    expect(chat.messages.items[0]!.text).toContain('Sou o Redator de Anúncios');
    const sent = await sendChat(base, ana, chat.conversation.id, { text: 'Um anúncio [[tokens:3]]' });
    expect(sent.finish).toMatchObject({ status: 'complete' });
    expect(fake.requests.at(-1)!.system).toBe('Você é um redator de anúncios.');
    const other = await member();
    const hidden = await api.request(other, 'POST', '/conversations', { target: { type: 'agent', id: agent.id } });
    expect(hidden.statusCode).toBe(404);
  });

  it('sends the history (truncated to the context) and regenerates or edits and resends', async () => {
    const ana = await member();
    const chat = (await api.newChat(ana, { target: target.ref })).conversation;
    await sendChat(base, ana, chat.id, { text: 'Primeira [[tokens:3]]' });
    const second = await sendChat(base, ana, chat.id, { text: 'Segunda [[tokens:4]]' });
    expect(fake.requests.at(-1)!.messageTexts).toEqual([
      'Primeira [[tokens:3]]',
      fakeReplyText(3),
      'Segunda [[tokens:4]]',
    ]);

    const again = await sendChat(base, ana, chat.id, { regenerate: true });
    expect(again.text).toBe(fakeReplyText(4));
    expect(fake.requests.at(-1)!.messageTexts).toEqual([
      'Primeira [[tokens:3]]',
      fakeReplyText(3),
      'Segunda [[tokens:4]]',
    ]);
    let stored = await messagesOf(ana, chat.id);
    expect(stored).toHaveLength(5);
    expect(stored.map((m) => m.id)).not.toContain(second.finish!.assistantMessageId);

    const firstId = stored[1]!.id;
    const edited = await sendChat(base, ana, chat.id, { editMessageId: firstId, text: 'Outra pergunta [[tokens:2]]' });
    expect(edited.text).toBe(fakeReplyText(2));
    expect(fake.requests.at(-1)!.messageTexts).toEqual(['Outra pergunta [[tokens:2]]']);
    stored = await messagesOf(ana, chat.id);
    expect(stored.map((m) => m.text)).toEqual([stored[0]!.text, 'Outra pergunta [[tokens:2]]', fakeReplyText(2)]);
    expect((await api.open(ana, chat.id)).conversation.title).toBe('Outra pergunta [[tokens:2]]');

    const notMine = await sendChat(base, ana, chat.id, { editMessageId: stored[2]!.id, text: 'x' });
    expect([notMine.status, notMine.error?.code]).toEqual([409, 'AI_MESSAGE_NOT_EDITABLE']);
    const fresh = (await api.newChat(ana, { target: target.ref })).conversation;
    const nothing = await sendChat(base, ana, fresh.id, { regenerate: true });
    expect([nothing.status, nothing.error?.code]).toEqual([409, 'AI_NOTHING_TO_REGENERATE']);
  });

  it('stop: the provider request is aborted, the streamed part is kept as stopped and charged', async () => {
    const ana = await member();
    const chat = (await api.newChat(ana, { target: target.ref })).conversation;
    const sent = await sendChat(
      base,
      ana,
      chat.id,
      { text: 'Texto longo [[tokens:400]] [[delay:15]]' },
      { stopAfter: 5 },
    );
    expect(sent.text.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await messagesOf(ana, chat.id)).at(-1)!.role).toBe('assistant'), {
      timeout: 10_000,
    });
    const reply = (await messagesOf(ana, chat.id)).at(-1)!;
    expect(reply.status).toBe('stopped');
    expect(reply.text.startsWith(sent.text)).toBe(true);
    expect(reply.outputTokens).toBeGreaterThanOrEqual(5);
    expect(reply.outputTokens).toBeLessThan(400);
    expect(reply.credits).toBeGreaterThan(0);
    await vi.waitFor(() => expect(fake.requests.at(-1)!.aborted).toBe(true));
  });

  for (const [status, message] of [
    [429, 'O provedor está recebendo muitas solicitações agora'],
    [401, 'O provedor recusou a chave de API deste modelo'],
    [400, 'A conversa ficou longa demais para este modelo'],
  ] as const) {
    it(`a provider ${status} is a Portuguese error part and a stored error; the chat goes on`, async () => {
      const ana = await member();
      // A model of its own: a refused key (401) marks its provider's models unavailable.
      const own = await chatModelOnFake(t, fake);
      const chat = (await api.newChat(ana, { target: own.ref })).conversation;
      fake.script({ fail: status });
      const sent = await sendChat(base, ana, chat.id, { text: 'Olá, tudo bem?' });
      expect(sent.status).toBe(200);
      const error = sent.chunks.find((chunk) => chunk.type === 'error');
      expect(error?.errorText).toContain(message);
      expect(sent.finish).toMatchObject({ status: 'error', credits: 0 });
      let stored = await messagesOf(ana, chat.id);
      expect(stored.map((m) => [m.role, m.status])).toEqual([
        ['assistant', 'complete'],
        ['user', 'complete'],
        ['assistant', 'error'],
      ]);
      expect(stored[2]!.errorMessage).toContain(message);
      fake.script({ fail: null });
      const again = await sendChat(base, ana, chat.id, { regenerate: true });
      if (status === 401) {
        // Until an administrator saves a working key, the model says so before anything is sent.
        expect([again.status, again.error?.code]).toEqual([409, 'AI_MODEL_UNAVAILABLE']);
        expect((await messagesOf(ana, chat.id)).map((m) => m.status)).toEqual(['complete', 'complete', 'error']);
        return;
      }
      expect(again.finish).toMatchObject({ status: 'complete' });
      stored = await messagesOf(ana, chat.id);
      expect(stored.map((m) => m.status)).toEqual(['complete', 'complete', 'complete']);
      expect(fake.requests.at(-1)!.messageTexts).toEqual(['Olá, tudo bem?']);
    });
  }

  it('one streaming reply at a time per member: a second send while one streams is a 409', async () => {
    const ana = await member();
    const chat = (await api.newChat(ana, { target: target.ref })).conversation;
    const other = (await api.newChat(ana, { target: target.ref })).conversation;
    const slow = sendChat(base, ana, chat.id, { text: 'Devagar [[tokens:30]] [[delay:20]]' });
    await vi.waitFor(() => expect(fake.requests.length).toBe(1));
    const second = await sendChat(base, ana, other.id, { text: 'Outra' });
    expect([second.status, second.error?.code]).toEqual([409, 'AI_REPLY_IN_PROGRESS']);
    expect((await slow).finish).toMatchObject({ status: 'complete' });
    expect((await sendChat(base, ana, other.id, { text: 'Agora sim' })).finish).toMatchObject({ status: 'complete' });
    expect((await messagesOf(ana, other.id)).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  it('never writes prompts, replies or keys to the log', async () => {
    const ana = await member();
    const own = await chatModelOnFake(t, fake, { apiKey: 'sk-segredo-da-chave' });
    const chat = (await api.newChat(ana, { target: own.ref })).conversation;
    await sendChat(base, ana, chat.id, { text: 'segredo-do-prompt-123 [[tokens:5]]' });
    fake.script({ fail: 401 });
    await sendChat(base, ana, chat.id, { text: 'segredo-do-prompt-456' });
    const logged = logs.text();
    expect(logged).toContain('AI reply failed at the provider');
    for (const secret of ['segredo-do-prompt', fakeReplyText(5), 'segredo-da-chave'])
      expect(logged).not.toContain(secret);
  });
});
