import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runJobSlot } from '../../../jobs/scheduler.js';
import type { ChatModel, ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { uploaded } from '../../../test-support/ai-files.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff, errorOf } from '../../../test-support/factories.js';
import type { FakeAi } from '../../../test-support/fake-ai/fake-ai.js';
import { fakeReplyText } from '../../../test-support/fake-ai/fake-ai.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { EMPTY_CONVERSATIONS_JOB } from './empty-sweep.js';

describe("'Novo Chat' with its first message; chats without a message of the member's do not stay (decision 0116)", () => {
  let bed: ChatTestBed;
  let t: TestApp;
  let fake: FakeAi;
  let api: ChatTestBed['api'];
  let base: string;
  let target: ChatModel;

  beforeAll(async () => {
    bed = await chatTestBed();
    ({ t, fake, api, target, base } = bed);
  });
  afterAll(() => bed.close());
  beforeEach(() => fake.reset());

  async function member(credits = 1_000_000): Promise<TestMember> {
    const m = await createStaff(t.app, 'premium');
    await grantCredits(t, m, credits);
    return m;
  }

  it('stores the chat, the greeting and the message together, titled by it; the reply is asked for with regenerate', async () => {
    const ana = await member();
    const text = 'Crie um **slogan** para meu café [[tokens:5]]';
    const chat = await api.newChat(ana, { target: target.ref, message: { text } });
    expect(chat.conversation).toMatchObject({ title: text, messageCount: 2, lastMessagePreview: text });
    expect(chat.messages.items.map((m) => [m.role, m.text.startsWith('Olá!') ? 'greeting' : m.text])).toEqual([
      ['assistant', 'greeting'],
      ['user', text],
    ]);
    expect(fake.requests).toHaveLength(0);

    const reply = await sendChat(base, ana, chat.conversation.id, { regenerate: true });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(fakeReplyText(5));
    expect(fake.requests.at(-1)!.messageTexts).toEqual([text]);
    const stored = (await api.open(ana, chat.conversation.id)).messages.items;
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect((await api.open(ana, chat.conversation.id)).conversation.title).toBe(text);
  });

  it('a file the member uploaded goes with the first message; a first message the server refuses creates nothing', async () => {
    const bia = await member();
    const file = await uploaded(
      t,
      { filename: 'notas.txt', contentType: 'text/plain', data: Buffer.from('Frete grátis acima de 200 reais.') },
      bia,
    );
    const refused = await api.request(bia, 'POST', '/conversations', {
      target: target.ref,
      message: { text: 'Resuma', attachmentIds: ['999999'] },
    });
    expect(refused.statusCode).toBe(404);
    const empty = await api.request(bia, 'POST', '/conversations', { target: target.ref, message: { text: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).code).toBe('VALIDATION_ERROR');
    expect((await api.list(bia)).items).toEqual([]);

    const chat = await api.newChat(bia, { target: target.ref, message: { attachmentIds: [file.id] } });
    // Files alone leave the chat's title as it was.
    expect(chat.conversation.title).toBe('Nova conversa');
    expect(chat.messages.items.at(-1)).toMatchObject({ role: 'user', attachments: [{ id: file.id }] });
  });

  it('the hourly sweep deletes, an hour on, the chats that never got a message of the member', async () => {
    const caio = await member();
    const empty = (await api.newChat(caio, { target: target.ref })).conversation.id;
    const started = (await api.newChat(caio, { target: target.ref, message: { text: 'Olá' } })).conversation.id;
    // A first send the provider failed keeps the member's message (and the failure): the chat stays.
    const failedFirst = (await api.newChat(caio, { target: target.ref })).conversation.id;
    await sendChat(base, caio, failedFirst, { text: 'Oi [[fail:500]]' });
    const ids = async () => (await api.list(caio)).items.map((chat) => chat.id).sort();

    const soon = new Date(Date.now() + 30 * 60_000);
    expect(await runJobSlot(t.app, EMPTY_CONVERSATIONS_JOB, soon)).toBe('ran');
    expect(await ids()).toEqual([empty, started, failedFirst].sort());

    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await runJobSlot(t.app, EMPTY_CONVERSATIONS_JOB, later)).toBe('ran');
    expect(await ids()).toEqual([started, failedFirst].sort());
  });
});
