import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatModel, ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { attachmentRow, uploaded } from '../../../test-support/ai-files.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff } from '../../../test-support/factories.js';
import type { FakeAi } from '../../../test-support/fake-ai/fake-ai.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { pngBytes } from '../../uploads/test-images.js';

describe('AI lab messages with attached files (ai-files)', () => {
  let bed: ChatTestBed;
  let t: TestApp;
  let fake: FakeAi;
  let api: ChatTestBed['api'];
  let base: string;
  let target: ChatModel;
  let ana: TestMember;

  beforeAll(async () => {
    bed = await chatTestBed();
    ({ t, fake, api, target, base } = bed);
    ana = await createStaff(t.app, 'premium');
    await grantCredits(t, ana, 1_000_000);
  });
  afterAll(() => bed.close());
  beforeEach(() => fake.reset());

  const newChat = async () => (await api.newChat(ana, { target: target.ref })).conversation.id;
  const textFile = (name: string, text: string) => ({
    filename: name,
    contentType: 'text/plain',
    data: Buffer.from(text),
  });

  it('a text file goes to the model as named context, stays with the message and goes again on regenerate', async () => {
    const id = await newChat();
    const file = await uploaded(t, textFile('notas.txt', 'O frete grátis começa em 200 reais.'), ana);
    const sent = await sendChat(base, ana, id, { text: 'Resuma o arquivo [[tokens:3]]', attachmentIds: [file.id] });
    expect(sent.finish).toMatchObject({ status: 'complete' });
    const heard = fake.requests.at(-1)!.messageTexts.at(-1)!;
    expect(heard).toContain('Resuma o arquivo');
    expect(heard).toContain('Arquivo anexado: "notas.txt"');
    expect(heard).toContain('O frete grátis começa em 200 reais.');
    const [, question] = (await api.open(ana, id)).messages.items;
    expect(question!.attachments.map((a) => [a.id, a.name])).toEqual([[file.id, 'notas.txt']]);

    await sendChat(base, ana, id, { regenerate: true });
    expect(fake.requests.at(-1)!.messageTexts.at(-1)).toContain('O frete grátis começa em 200 reais.');
    const again = await sendChat(base, ana, id, { text: 'E o prazo? [[tokens:2]]', attachmentIds: [file.id] });
    expect([again.status, again.error?.code]).toEqual([404, 'NOT_FOUND']);

    await api.ok(api.request(ana, 'DELETE', `/conversations/${id}`));
    expect((await attachmentRow(t, file.id))?.message_id).toBeNull();
  });

  it('an image for a model that takes none is refused before anything is written or sent', async () => {
    const id = await newChat();
    const image = await uploaded(t, { filename: 'foto.png', contentType: 'image/png', data: pngBytes(8, 8) }, ana);
    const refused = await sendChat(base, ana, id, { text: 'O que há na foto?', attachmentIds: [image.id] });
    expect([refused.status, refused.error?.code]).toEqual([400, 'AI_IMAGES_NOT_SUPPORTED']);
    expect(fake.requests).toHaveLength(0);
    expect((await api.open(ana, id)).messages.items).toHaveLength(1);
    expect((await attachmentRow(t, image.id))?.message_id).toBeNull();
  });
});
