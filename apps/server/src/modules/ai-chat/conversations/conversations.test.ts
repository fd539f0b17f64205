import type { AiConversationDetail, AiFolder, AiFolderList } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTestBed } from '../../../test-support/ai-chat.js';
import type { ChatModel, ChatTestBed } from '../../../test-support/ai-chat.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';

describe('AI lab conversations and folders', () => {
  let bed: ChatTestBed;
  let t: TestApp;
  let api: ChatTestBed['api'];
  let ana: TestMember;
  let bruno: TestMember;
  let target: ChatModel;

  beforeAll(async () => {
    bed = await chatTestBed();
    ({ t, api, target } = bed);
    ana = await createStaff(t.app, 'premium');
    bruno = await createStaff(t.app, 'premium');
  });
  afterAll(() => bed.close());

  it("'Novo Chat' starts with the model's greeting from the catalogue, titled until the first message", async () => {
    const chat = await api.newChat(ana, { target: target.ref });
    expect(chat.conversation).toMatchObject({
      title: 'Nova conversa',
      folderId: null,
      messageCount: 1,
      target: target.ref,
    });
    expect(chat.messages.items).toHaveLength(1);
    const [greeting] = chat.messages.items;
    expect(greeting).toMatchObject({ role: 'assistant', status: 'complete', credits: 0 });
    expect(greeting!.text).toBe(`Olá! Sou o ${chat.conversation.modelName}. Como posso ajudar você hoje?`);
    expect(chat.conversation.lastMessagePreview).toBe(greeting!.text);
    const byDefault = await api.newChat(ana);
    expect(byDefault.conversation.target.type).toBe('model');
  });

  it('lists recent chats newest first, paged by keyset with no gap and no duplicate', async () => {
    const member = await createStaff(t.app, 'premium');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await api.newChat(member, { target: target.ref })).conversation.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api.list(member, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    const forged = await api.request(member, 'GET', '/conversations?cursor=bm9wZQ');
    expect(forged.statusCode).toBe(400);
  });

  it('folders: create, rename, list with counts; chats move in and out; deleting a folder keeps its chats', async () => {
    const member = await createStaff(t.app, 'premium');
    const work = await api.folder(member, '  Trabalho ');
    expect(work).toMatchObject({ name: 'Trabalho', conversationCount: 0 });
    const chat = (await api.newChat(member, { target: target.ref, folderId: work.id })).conversation;
    expect(chat.folderId).toBe(work.id);
    const loose = (await api.newChat(member, { target: target.ref })).conversation;
    expect((await api.list(member, `?folder=${work.id}`)).items.map((c) => c.id)).toEqual([chat.id]);
    expect((await api.list(member, '?folder=none')).items.map((c) => c.id)).toEqual([loose.id]);

    const renamed = await api.ok<AiFolder>(api.request(member, 'PATCH', `/folders/${work.id}`, { name: 'Clientes' }));
    expect(renamed).toMatchObject({ name: 'Clientes', conversationCount: 1 });
    await api.ok(api.request(member, 'PATCH', `/conversations/${loose.id}`, { folderId: work.id }));
    const folders = await api.ok<AiFolderList>(api.request(member, 'GET', '/folders'));
    expect(folders.items).toEqual([expect.objectContaining({ id: work.id, conversationCount: 2 })]);
    await api.ok(api.request(member, 'PATCH', `/conversations/${chat.id}`, { folderId: null }));
    expect((await api.list(member, '?folder=none')).items.map((c) => c.id)).toEqual([chat.id]);

    await api.ok(api.request(member, 'DELETE', `/folders/${work.id}`));
    expect((await api.list(member, '?folder=none')).items.map((c) => c.id).sort()).toEqual([chat.id, loose.id].sort());
    expect((await api.request(member, 'GET', `/conversations?folder=${work.id}`)).statusCode).toBe(404);
    const empty = await api.request(member, 'POST', '/folders', { name: '   ' });
    expect(errorOf(empty).details).toEqual([
      expect.objectContaining({ field: 'name', message: 'O nome da pasta é obrigatório.' }),
    ]);
  });

  it('rename titles the chat; delete takes it and its messages', async () => {
    const chat = (await api.newChat(ana, { target: target.ref })).conversation;
    const renamed = await api.ok<AiConversationDetail['conversation']>(
      api.request(ana, 'PATCH', `/conversations/${chat.id}`, { title: 'Campanha de Natal' }),
    );
    expect(renamed.title).toBe('Campanha de Natal');
    expect((await api.request(ana, 'PATCH', `/conversations/${chat.id}`, {})).statusCode).toBe(400);
    await api.ok(api.request(ana, 'DELETE', `/conversations/${chat.id}`));
    expect(errorOf(await api.request(ana, 'GET', `/conversations/${chat.id}`)).code).toBe('AI_CONVERSATION_NOT_FOUND');
    expect((await api.request(ana, 'DELETE', `/conversations/${chat.id}`)).statusCode).toBe(404);
  });

  it("a member never sees, changes or files into another member's chats and folders", async () => {
    const chat = (await api.newChat(ana, { target: target.ref })).conversation;
    const anaFolder = await api.folder(ana, 'Privada');
    const brunoChat = (await api.newChat(bruno, { target: target.ref })).conversation;
    const notFound = async (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, body?: object) => {
      const response = await api.request(bruno, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    };
    await notFound('GET', `/conversations/${chat.id}`);
    await notFound('GET', `/conversations/${chat.id}/messages`);
    await notFound('PATCH', `/conversations/${chat.id}`, { title: 'Minha' });
    await notFound('DELETE', `/conversations/${chat.id}`);
    await notFound('POST', `/conversations/${chat.id}/messages`, { text: 'Oi' });
    await notFound('PATCH', `/folders/${anaFolder.id}`, { name: 'Minha' });
    await notFound('DELETE', `/folders/${anaFolder.id}`);
    await notFound('GET', `/conversations?folder=${anaFolder.id}`);
    await notFound('PATCH', `/conversations/${brunoChat.id}`, { folderId: anaFolder.id });
    await notFound('POST', '/conversations', { target: target.ref, folderId: anaFolder.id });
    const brunoSees = (await api.list(bruno, '?limit=100')).items.map((c) => c.id);
    expect(brunoSees).toContain(brunoChat.id);
    expect(brunoSees).not.toContain(chat.id);
    expect((await api.ok<AiFolderList>(api.request(bruno, 'GET', '/folders'))).items).toEqual([]);
    expect((await api.open(ana, chat.id)).conversation.title).toBe('Nova conversa');
  });

  it('refuses members without the AI lab (403) and visitors (401); bad ids and input are 400 or 404', async () => {
    const free = await createMember(t.app);
    expect(errorOf(await api.request(free, 'GET', '/conversations')).code).toBe('PERMISSION_REQUIRED');
    expect((await api.request(free, 'POST', '/folders', { name: 'x' })).statusCode).toBe(403);
    expect((await api.request(null, 'GET', '/folders')).statusCode).toBe(401);
    expect((await api.request(ana, 'GET', '/conversations/99999999999')).statusCode).toBe(404);
    expect((await api.request(ana, 'GET', '/conversations/abc')).statusCode).toBe(400);
    expect((await api.request(ana, 'POST', '/folders', { name: 'a\u0000b' })).statusCode).toBe(400);
    expect((await api.request(ana, 'POST', '/folders', { name: 12 })).statusCode).toBe(400);
    expect((await api.request(ana, 'POST', '/conversations', { target: { type: 'x', id: '1' } })).statusCode).toBe(400);
    expect((await api.request(ana, 'GET', '/conversations?limit=100000')).statusCode).toBe(400);
    expect((await api.request(ana, 'GET', `/conversations?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });
});
