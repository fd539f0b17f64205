import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatModelOnFake, chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { creditsApi } from '../../../test-support/ai-credits.js';
import { createStaff } from '../../../test-support/factories.js';

describe("AI lab chats with an image model ('IAs DE IMAGEM')", () => {
  let bed: ChatTestBed;
  beforeAll(async () => {
    bed = await chatTestBed();
  });
  afterAll(() => bed.close());

  it('answers the message with one stored image, charged at the price per image', async () => {
    const { t, api, base } = bed;
    const model = await chatModelOnFake(t, bed.fake, {
      model: { name: 'Imagens Falsas', kind: 'image', providerModelId: 'fake-image', pricePerImage: 7 },
    });
    const ana = await createStaff(t.app, 'premium');
    await grantCredits(t, ana, 1_000);
    const before = (await creditsApi(t).summary(ana)).balance;
    const id = (await api.newChat(ana, { target: model.ref })).conversation.id;
    const sent = await sendChat(base, ana, id, { text: 'Um gato astronauta' });
    const file = sent.chunks.find((chunk) => chunk.type === 'file');
    expect(file).toMatchObject({ mediaType: expect.stringMatching(/^image\//) });
    expect(sent.finish).toMatchObject({ status: 'complete', credits: 7 });
    const reply = (await api.open(ana, id)).messages.items.at(-1)!;
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]).toMatchObject({ generated: true, url: file!.url });
    expect(before - (await creditsApi(t).summary(ana)).balance).toBe(7);
    const image = await api.request(ana, 'GET', String(file!.url).replace('/api/ai', ''));
    expect(image.statusCode).toBe(200);
  });
});
