import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import type { ChatModel, ChatTestBed } from '../../../test-support/ai-chat.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';

describe('AI lab search over titles and message text', () => {
  let bed: ChatTestBed;
  let t: TestApp;
  let api: ChatTestBed['api'];
  let base: string;
  let target: ChatModel;
  let ana: TestMember;
  let bruno: TestMember;
  const chats: Record<string, string> = {};

  async function chatWith(member: TestMember, text: string): Promise<string> {
    const id = (await api.newChat(member, { target: target.ref })).conversation.id;
    const sent = await sendChat(base, member, id, { text: `${text} [[tokens:2]]` });
    expect(sent.finish).toMatchObject({ status: 'complete' });
    return id;
  }
  const search = async (member: TestMember, q: string, extra = '') =>
    (await api.list(member, `?q=${encodeURIComponent(q)}${extra}`)).items.map((item) => item.id);

  beforeAll(async () => {
    bed = await chatTestBed();
    ({ t, api, target, base } = bed);
    ana = await createStaff(t.app, 'premium');
    bruno = await createStaff(t.app, 'premium');
    for (const m of [ana, bruno]) await grantCredits(t, m, 1_000_000);
    chats.promocao = await chatWith(ana, 'Ideias de PROMOÇÃO para a loja');
    chats.frete = await chatWith(ana, 'Como calcular o frete grátis?');
    chats.ambos = await chatWith(ana, 'Uma promoção com frete incluso');
    chats.brunoPromocao = await chatWith(bruno, 'Promoção de inverno');
  });
  afterAll(() => bed.close());

  it('finds message text with accents and case folded, every word required, newest first', async () => {
    expect(await search(ana, 'promocao')).toEqual([chats.ambos, chats.promocao]);
    expect(await search(ana, 'PROMOÇÃO frete')).toEqual([chats.ambos]);
    expect(await search(ana, 'fret')).toEqual([chats.ambos, chats.frete]);
    expect(await search(ana, 'inexistentezzz')).toEqual([]);
    expect(await search(ana, '"promo"* (:')).toEqual([chats.ambos, chats.promocao]);
    expect(await search(ana, '!!!')).toEqual([]);
  });

  it("never finds another member's chats, even with the same words", async () => {
    expect(await search(bruno, 'promocao')).toEqual([chats.brunoPromocao]);
    expect(await search(ana, 'inverno')).toEqual([]);
  });

  it('finds titles (a renamed chat), within a folder, and pages by keyset', async () => {
    await api.ok(api.request(ana, 'PATCH', `/conversations/${chats.frete}`, { title: 'Logística de Dezembro' }));
    expect(await search(ana, 'logistica dezemb')).toEqual([chats.frete]);
    const folder = await api.folder(ana, 'Vendas');
    await api.ok(api.request(ana, 'PATCH', `/conversations/${chats.promocao}`, { folderId: folder.id }));
    expect(await search(ana, 'promocao', `&folder=${folder.id}`)).toEqual([chats.promocao]);
    expect(await search(ana, 'promocao', '&folder=none')).toEqual([chats.ambos]);
    const first = await api.list(ana, '?q=frete&limit=1');
    const second = await api.list(ana, `?q=frete&limit=1&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([chats.ambos, chats.frete]);
    expect(second.nextCursor).toBeNull();
  });

  it('follows edits and deletions', async () => {
    const id = await chatWith(ana, 'Palavra zumbilandia aqui');
    expect(await search(ana, 'zumbilandia')).toEqual([id]);
    const userMessage = (await api.open(ana, id)).messages.items[1]!;
    await sendChat(base, ana, id, { editMessageId: userMessage.id, text: 'Texto novo [[tokens:1]]' });
    expect(await search(ana, 'zumbilandia')).toEqual([]);
    expect(await search(ana, 'texto novo')).toEqual([id]);
    await api.ok(api.request(ana, 'DELETE', `/conversations/${id}`));
    expect(await search(ana, 'texto novo')).toEqual([]);
  });
});
