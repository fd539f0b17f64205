import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AiAttachment } from '@blivion/shared';
import { AI_ATTACHMENT_TEXT_MAX_CHARS, AI_PENDING_ATTACHMENTS_MAX, errorText } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENTS_URL, attachmentRow, uploadAttachment, uploaded } from '../../test-support/ai-files.js';
import type { TestMember, UploadedFile } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { pngBytes } from '../uploads/test-images.js';
import { GIF_1PX, JPEG_1PX, WEBP_1PX, pdfBytes, pdfWithoutText } from './test-files.js';

const MB = 1024 * 1024;
const png = pngBytes(8, 8);
const report = pdfBytes([['Relatório de vendas', 'Ação: R$ 1.000'], ['Página dois']]);

describe('AI lab attachments: upload and serving', () => {
  let t: TestApp;
  let premium: TestMember;
  let other: TestMember;
  let free: TestMember;
  let admin: TestMember;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    [premium, other, free, admin] = await Promise.all([
      createStaff(t.app, 'premium'),
      createStaff(t.app, 'premium'),
      createMember(t.app),
      createStaff(t.app, 'admin'),
    ]);
    uploadsDir = path.join(t.config.dataDir, 'uploads');
  }, 60_000);
  afterAll(async () => t.close());

  const storedFiles = () => readdir(uploadsDir).catch(() => [] as string[]);
  const file = (filename: string, data: Buffer, contentType = 'application/octet-stream'): UploadedFile => ({
    filename,
    contentType,
    data,
  });
  const get = (id: string, actor: TestMember | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${ATTACHMENTS_URL}/${id}`,
      headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) },
    });

  it('takes files from members with the AI lab only, refusing the others before reading the file', async () => {
    const before = await storedFiles();
    expect((await uploadAttachment(t, file('a.png', png), null)).statusCode).toBe(401);
    const refused = await uploadAttachment(t, file('a.png', png), free);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('PERMISSION_REQUIRED');
    expect(await storedFiles()).toEqual(before);
    expect((await uploadAttachment(t, file('a.png', png), admin)).statusCode).toBe(201);
  });

  it('stores an image by its content, whatever its name and declared type, and serves it to its owner only', async () => {
    const sent = await uploaded(t, file('notas.txt', png, 'text/plain'), premium);
    expect(sent).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      kind: 'image',
      name: 'notas.txt',
      mediaType: 'image/png',
      sizeBytes: png.length,
      url: `${ATTACHMENTS_URL}/${sent.id}`,
      generated: false,
      textTruncated: false,
      pageCount: null,
    });
    const response = await get(sent.id, premium);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
    });
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
    const again = await get(sent.id, premium, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);

    for (const stranger of [other, admin]) {
      const refused = await get(sent.id, stranger);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('NOT_FOUND');
    }
    expect((await get(sent.id, null)).statusCode).toBe(401);
    expect((await get(sent.id, free)).statusCode).toBe(403);
  });

  it('recognises JPEG, WebP and GIF', async () => {
    for (const [data, mediaType] of [
      [JPEG_1PX, 'image/jpeg'],
      [WEBP_1PX, 'image/webp'],
      [GIF_1PX, 'image/gif'],
    ] as const) {
      expect(await uploaded(t, file('imagem', data), other)).toMatchObject({ kind: 'image', mediaType });
    }
  });

  it("reads a PDF's text on the server and offers the PDF back as a download", async () => {
    const sent = await uploaded(t, file('relatório.pdf', report, 'application/pdf'), premium);
    expect(sent).toMatchObject({ kind: 'pdf', mediaType: 'application/pdf', pageCount: 2, textTruncated: false });
    const row = await attachmentRow(t, sent.id);
    expect(row!.text_content).toBe('Relatório de vendas\nAção: R$ 1.000\nPágina dois');
    const response = await get(sent.id, premium);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relat_rio.pdf"; filename*=UTF-8''relat%C3%B3rio.pdf`,
    );
    expect(response.rawPayload.equals(report)).toBe(true);
  });

  it('takes text in UTF-8 and in Windows-1252, and keeps and serves it as UTF-8', async () => {
    const markdown = await uploaded(t, file('notas.md', Buffer.from('\ufeff# Título\n\nConteúdo çã')), premium);
    expect(markdown).toMatchObject({ kind: 'text', mediaType: 'text/plain' });
    expect((await attachmentRow(t, markdown.id))!.text_content).toBe('# Título\n\nConteúdo çã');

    const csv = Buffer.from('Produto;Preço\r\nAção;10\r\n', 'latin1');
    const sent = await uploaded(t, file('vendas.csv', csv, 'text/csv'), premium);
    expect(sent.sizeBytes).toBe(csv.length);
    expect((await attachmentRow(t, sent.id))!.text_content).toBe('Produto;Preço\r\nAção;10\r\n');
    const response = await get(sent.id, premium);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Produto;Preço\r\nAção;10\r\n');
  });

  it('gives the model only the start of a very long text, and says so', async () => {
    const long = 'abcdefghij'.repeat(AI_ATTACHMENT_TEXT_MAX_CHARS / 10 + 100);
    const sent = await uploaded(t, file('longo.txt', Buffer.from(long)), other);
    expect(sent.textTruncated).toBe(true);
    expect((await attachmentRow(t, sent.id))!.text_content).toHaveLength(AI_ATTACHMENT_TEXT_MAX_CHARS);
    expect((await get(sent.id, other)).body).toBe(long);
  });

  const windowsProgram = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
    Buffer.alloc(300),
  ]);
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(200, 1)]);
  const binary = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37) % 256));
  const refusals: [string, UploadedFile, number, string][] = [
    ['a Windows program named like a PNG', file('foto.png', windowsProgram, 'image/png'), 400, 'AI_FILE_TYPE'],
    ['a ZIP named like a PDF', file('doc.pdf', zip, 'application/pdf'), 400, 'AI_FILE_TYPE'],
    ['binary bytes named like text', file('dados.txt', binary, 'text/plain'), 400, 'AI_FILE_TYPE'],
    [
      'a damaged PDF',
      file('doc.pdf', Buffer.from('%PDF-1.4\nnão é um PDF'), 'application/pdf'),
      400,
      'AI_FILE_UNREADABLE',
    ],
    ['a PDF without text', file('scan.pdf', pdfWithoutText(), 'application/pdf'), 400, 'AI_FILE_UNREADABLE'],
    ['an empty file', file('vazio.txt', Buffer.alloc(0)), 400, 'EMPTY_FILE'],
  ];
  for (const [name, sent, status, code] of refusals) {
    it(`refuses ${name}, storing nothing`, async () => {
      const before = await storedFiles();
      const response = await uploadAttachment(t, sent, other);
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).code).toBe(code);
      expect(errorOf(response).message).toBe(errorText(code));
      expect(await storedFiles()).toEqual(before);
    });
  }

  it('holds each kind to its own limit: 5 MB an image, 2 MB a text, 10 MB any file', async () => {
    const member = await createStaff(t.app, 'premium');
    const cases: [UploadedFile, string][] = [
      [file('grande.png', Buffer.concat([png, Buffer.alloc(5 * MB)])), '5MB'],
      [file('grande.txt', Buffer.alloc(2 * MB + 1, 'a')), '2MB'],
      [file('grande.pdf', Buffer.concat([report, Buffer.alloc(10 * MB)])), '10MB'],
    ];
    const before = await storedFiles();
    for (const [sent, maxSize] of cases) {
      const response = await uploadAttachment(t, sent, member);
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toMatchObject({
        code: 'FILE_TOO_LARGE',
        details: expect.objectContaining({ maxSize }),
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('lets the owner remove a file not sent yet, and nobody else', async () => {
    const sent = await uploaded(t, file('a.png', png), premium);
    const row = await attachmentRow(t, sent.id);
    const remove = (actor: TestMember) =>
      t.app.inject({ method: 'DELETE', url: `${ATTACHMENTS_URL}/${sent.id}`, headers: { cookie: actor.cookie } });
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(premium)).statusCode).toBe(200);
    expect(await attachmentRow(t, sent.id)).toBeUndefined();
    expect(await t.app.storage.get(row!.storage_key)).toBeNull();
    expect((await remove(premium)).statusCode).toBe(404);
  });

  it(`keeps at most ${AI_PENDING_ATTACHMENTS_MAX} unsent files per member`, async () => {
    const member = await createStaff(t.app, 'premium');
    for (let i = 0; i < AI_PENDING_ATTACHMENTS_MAX; i++)
      await uploaded(t, file(`${i}.txt`, Buffer.from(`nota ${i}`)), member);
    const refused = await uploadAttachment(t, file('mais.txt', Buffer.from('mais')), member);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'AI_ATTACHMENTS_PENDING',
      message: expect.stringContaining(`Você tem ${AI_PENDING_ATTACHMENTS_MAX} arquivos enviados`),
    });
    expect((await uploadAttachment(t, file('outro.txt', Buffer.from('outro')), other)).statusCode).toBe(201);
  });

  it('keeps a clean name, and answers 400 or 404 for ids that are not ids', async () => {
    const sent: AiAttachment = await uploaded(t, file('a\u0000b\u0007c.txt', Buffer.from('texto')), other);
    expect(sent.name).toBe('abc.txt');
    expect((await get('abc', other)).statusCode).toBe(400);
    expect((await get('99999999999', other)).statusCode).toBe(404);
    expect((await get('0', other)).statusCode).toBe(400);
  });
});
