import type { AiAttachment } from '@blivion/shared';
import { AI_ATTACHMENT_SWEEP_MINUTES, AI_MESSAGE_ATTACHMENTS_MAX, AI_PENDING_ATTACHMENT_HOURS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENTS_URL, attachmentRow, uploaded } from '../../test-support/ai-files.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { AppError } from '../../http/app-error.js';
import { pngBytes } from '../uploads/test-images.js';
import {
  attachToMessage,
  historyAttachmentParts,
  loadMessageAttachments,
  messagesAttachments,
  releaseMessageAttachments,
} from './message-attachments.js';
import { runJobSlot } from '../../jobs/scheduler.js';
import { ATTACHMENT_SWEEP_JOB } from './ai-files.module.js';
import { pdfBytes } from './test-files.js';

const MB = 1024 * 1024;
const VISION = { acceptsImages: true };
const TEXT_ONLY = { acceptsImages: false };
/** Message ids ai-chat would have given (its table is its own). */
let nextMessageId = 1000;

describe('AI lab attachments in messages', () => {
  let t: TestApp;
  let member: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    [member, other] = await Promise.all([createStaff(t.app, 'premium'), createStaff(t.app, 'premium')]);
  }, 60_000);
  afterAll(async () => t.close());

  const png = pngBytes(6, 6);
  const pdf = pdfBytes([['Metas do trimestre', 'Vender mais']]);
  const upload = (name: string, data: Buffer, actor = member) =>
    uploaded(t, { filename: name, contentType: 'application/octet-stream', data }, actor);
  const refusalOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };
  const serve = (file: AiAttachment, actor = member) =>
    t.app.inject({ method: 'GET', url: `${ATTACHMENTS_URL}/${file.id}`, headers: { cookie: actor.cookie } });

  it('gives the model images as bytes and PDFs and texts as named text, in the order sent', async () => {
    const image = await upload('grafico.png', png);
    const doc = await upload('metas.pdf', pdf);
    const note = await upload('nota.txt', Buffer.from('Lembrar do prazo'));
    const loaded = await loadMessageAttachments(t.app, member.id, [doc.id, image.id, note.id], VISION);
    expect(loaded.attachments.map((file) => file.id)).toEqual([doc.id, image.id, note.id]);
    expect(loaded.parts).toEqual([
      { type: 'text', text: 'Arquivo anexado: "metas.pdf"\n<arquivo>\nMetas do trimestre\nVender mais\n</arquivo>' },
      { type: 'image', image: new Uint8Array(png), mediaType: 'image/png' },
      { type: 'text', text: 'Arquivo anexado: "nota.txt"\n<arquivo>\nLembrar do prazo\n</arquivo>' },
    ]);
    expect(await loadMessageAttachments(t.app, member.id, [], VISION)).toEqual({ parts: [], attachments: [] });
  });

  it('refuses images for a model that takes none, files of others, and more than a message may carry', async () => {
    const image = await upload('foto.png', png);
    const theirs = await upload('deles.txt', Buffer.from('segredo'), other);
    expect((await refusalOf(loadMessageAttachments(t.app, member.id, [image.id], TEXT_ONLY))).code).toBe(
      'AI_IMAGES_NOT_SUPPORTED',
    );
    expect((await refusalOf(loadMessageAttachments(t.app, member.id, [theirs.id], VISION))).code).toBe('NOT_FOUND');
    expect((await refusalOf(loadMessageAttachments(t.app, member.id, ['999999'], VISION))).code).toBe('NOT_FOUND');

    const many = Array.from({ length: AI_MESSAGE_ATTACHMENTS_MAX + 1 }, (_, i) => String(i + 1));
    const tooMany = await refusalOf(loadMessageAttachments(t.app, member.id, many, VISION));
    expect(tooMany.code).toBe('AI_ATTACHMENTS_LIMIT');
    expect(tooMany.message).toBe('Até 5 arquivos e 20MB por mensagem.');

    const big = Buffer.concat([png, Buffer.alloc(4.5 * MB)]);
    const bigOnes = [];
    for (let i = 0; i < 5; i++) bigOnes.push(await upload(`grande-${i}.png`, big));
    const heavy = await refusalOf(
      loadMessageAttachments(
        t.app,
        member.id,
        bigOnes.map((file) => file.id),
        VISION,
      ),
    );
    expect(heavy.code).toBe('AI_ATTACHMENTS_LIMIT');
    expect((await loadMessageAttachments(t.app, member.id, [bigOnes[0]!.id], VISION)).parts).toHaveLength(1);
  });

  it('links files to their message once, lists them with it, and gives them to the history', async () => {
    const image = await upload('antes.png', png);
    const doc = await upload('antes.pdf', pdf);
    const messageId = nextMessageId++;
    await t.app.database.db
      .transaction()
      .execute((trx) => attachToMessage(trx, messageId, [image.id, doc.id], member.id));
    expect((await attachmentRow(t, image.id))!.message_id).toBe(messageId);

    // Sent: not again, not removable, still served to its owner.
    expect((await refusalOf(loadMessageAttachments(t.app, member.id, [image.id], VISION))).code).toBe('NOT_FOUND');
    const again = await refusalOf(
      t.app.database.db.transaction().execute((trx) => attachToMessage(trx, nextMessageId++, [image.id], member.id)),
    );
    expect(again.code).toBe('NOT_FOUND');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${ATTACHMENTS_URL}/${image.id}`,
      headers: { cookie: member.cookie },
    });
    expect(remove.statusCode).toBe(404);
    expect((await serve(image)).statusCode).toBe(200);

    const listed = await messagesAttachments(t.app, [messageId, 42]);
    expect(listed.get(messageId)).toEqual([image, doc]);
    expect(listed.has(42)).toBe(false);

    const vision = await historyAttachmentParts(t.app, [messageId], VISION);
    expect(vision.get(messageId)![0]).toEqual({ type: 'image', image: new Uint8Array(png), mediaType: 'image/png' });
    const textOnly = await historyAttachmentParts(t.app, [messageId], TEXT_ONLY);
    expect(textOnly.get(messageId)![0]).toEqual({ type: 'text', text: '[Imagem anexada: "antes.png"]' });
    expect(textOnly.get(messageId)![1]).toMatchObject({
      type: 'text',
      text: expect.stringContaining('Metas do trimestre'),
    });
  });

  it("will not link another member's file, and rolls the whole link back", async () => {
    const mine = await upload('meu.txt', Buffer.from('meu'));
    const theirs = await upload('deles.txt', Buffer.from('deles'), other);
    const refused = await refusalOf(
      t.app.database.db
        .transaction()
        .execute((trx) => attachToMessage(trx, nextMessageId++, [mine.id, theirs.id], member.id)),
    );
    expect(refused.code).toBe('NOT_FOUND');
    expect((await attachmentRow(t, mine.id))!.message_id).toBeNull();
  });

  it('sweeps the files of deleted messages at once, and unsent files after a day', async () => {
    const sent = await upload('enviado.png', png);
    const kept = await upload('mantido.png', png);
    const unsent = await upload('esquecido.txt', Buffer.from('esquecido'));
    const messageId = nextMessageId++;
    await t.app.database.db.transaction().execute(async (trx) => {
      await attachToMessage(trx, messageId, [sent.id], member.id);
      await attachToMessage(trx, nextMessageId++, [kept.id], member.id);
    });
    const keyOf = async (file: AiAttachment) => (await attachmentRow(t, file.id))!.storage_key;
    const [sentKey, unsentKey] = [await keyOf(sent), await keyOf(unsent)];

    await t.app.database.db.transaction().execute((trx) => releaseMessageAttachments(trx, [messageId]));
    expect((await serve(sent)).statusCode).toBe(404);
    expect(await runJobSlot(t.app, ATTACHMENT_SWEEP_JOB, t.clock.now())).toBe('ran');
    expect(await attachmentRow(t, sent.id)).toBeUndefined();
    expect(await t.app.storage.get(sentKey)).toBeNull();
    expect(await attachmentRow(t, unsent.id)).toBeDefined();

    t.clock.advance((AI_PENDING_ATTACHMENT_HOURS + 1) * 60 * 60 * 1000);
    expect(await runJobSlot(t.app, ATTACHMENT_SWEEP_JOB, t.clock.now())).toBe('ran');
    expect(await attachmentRow(t, unsent.id)).toBeUndefined();
    expect(await t.app.storage.get(unsentKey)).toBeNull();
    expect((await serve(kept)).statusCode).toBe(200);
  });

  it('sweeps the files of a deleted account', async () => {
    const leaving = await createStaff(t.app, 'premium');
    const file = await upload('saindo.png', png, leaving);
    const key = (await attachmentRow(t, file.id))!.storage_key;
    await t.app.database.db.deleteFrom('user').where('id', '=', leaving.id).execute();
    expect((await attachmentRow(t, file.id))!.owner_id).toBeNull();
    t.clock.advance(AI_ATTACHMENT_SWEEP_MINUTES * 60_000);
    expect(await runJobSlot(t.app, ATTACHMENT_SWEEP_JOB, t.clock.now())).toBe('ran');
    expect(await attachmentRow(t, file.id)).toBeUndefined();
    expect(await t.app.storage.get(key)).toBeNull();
  });
});
