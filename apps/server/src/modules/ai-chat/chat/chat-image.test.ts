import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatModelOnFake, chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { creditsApi } from '../../../test-support/ai-credits.js';
import { uploaded } from '../../../test-support/ai-files.js';
import { createStaff } from '../../../test-support/factories.js';
import { pngBytes } from '../../uploads/test-images.js';

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

  it('refuses with 402 before anything is stored or streamed when the member cannot pay for the image, as for text', async () => {
    const { t, api, base } = bed;
    const model = await chatModelOnFake(t, bed.fake, {
      model: { name: 'Imagens Caras', kind: 'image', providerModelId: 'fake-image', pricePerImage: 50 },
    });
    const bia = await createStaff(t.app, 'premium');
    await grantCredits(t, bia, 49);
    const id = (await api.newChat(bia, { target: model.ref })).conversation.id;
    const before = (await api.open(bia, id)).messages.items.length;
    const refused = await sendChat(base, bia, id, { text: 'Um farol ao pôr do sol' });
    expect([refused.status, refused.error?.code]).toEqual([402, 'AI_INSUFFICIENT_CREDITS']);
    expect(refused.error?.message).toContain('créditos de IA suficientes');
    expect((await api.open(bia, id)).messages.items).toHaveLength(before);
    expect(await creditsApi(t).summary(bia)).toMatchObject({ balance: 49, available: 49 });
    // Nothing was left held or taken: with the credits, the same send goes through at once.
    await grantCredits(t, bia, 1);
    const sent = await sendChat(base, bia, id, { text: 'Um farol ao pôr do sol' });
    expect(sent.finish).toMatchObject({ status: 'complete', credits: 50 });
  });

  it("refuses a message with files with a 400 before any credit moves, and the files stay the member's to use", async () => {
    const { t, api, base } = bed;
    const model = await chatModelOnFake(t, bed.fake, {
      model: { name: 'Imagens Sem Anexos', kind: 'image', providerModelId: 'fake-image', pricePerImage: 5 },
    });
    const caio = await createStaff(t.app, 'premium');
    await grantCredits(t, caio, 100);
    const id = (await api.newChat(caio, { target: model.ref })).conversation.id;
    const messagesBefore = (await api.open(caio, id)).messages.items.length;
    const photo = await uploaded(t, { filename: 'gato.png', contentType: 'image/png', data: pngBytes(8, 8) }, caio);
    const notes = await uploaded(
      t,
      { filename: 'ideias.txt', contentType: 'text/plain', data: Buffer.from('Um gato de capacete') },
      caio,
    );
    const imageCallsBefore = bed.fake.requests.filter((request) => request.endpoint === 'images').length;
    for (const attachmentIds of [[photo.id], [notes.id], [photo.id, notes.id]]) {
      const refused = await sendChat(base, caio, id, { text: 'Um gato astronauta', attachmentIds });
      expect([refused.status, refused.error?.code]).toEqual([400, 'AI_IMAGE_MODEL_NO_ATTACHMENTS']);
      expect(refused.error?.message).toBe(
        'Este modelo cria imagens só a partir do texto e não usa arquivos anexados. Remova os anexos ou escolha um modelo de texto para falar sobre eles.',
      );
    }
    expect(bed.fake.requests.filter((request) => request.endpoint === 'images')).toHaveLength(imageCallsBefore);
    expect(await creditsApi(t).summary(caio)).toMatchObject({ balance: 100, available: 100 });
    expect((await api.open(caio, id)).messages.items).toHaveLength(messagesBefore);
    // Still unsent: usable in a chat with a text model, or removed from the composer.
    const chat = (await api.newChat(caio, { target: bed.target.ref })).conversation.id;
    const sent = await sendChat(base, caio, chat, { text: 'Resuma', attachmentIds: [notes.id] });
    expect(sent.status).toBe(200);
    expect((await api.request(caio, 'DELETE', `/attachments/${photo.id}`)).statusCode).toBe(200);
  });
});
