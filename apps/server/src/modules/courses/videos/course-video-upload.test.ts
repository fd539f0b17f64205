import { once } from 'node:events';
import { readdir, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import { COURSE_VIDEO_MAX_BYTES, translate } from '@blivion/shared';
import type { CourseVideoUpload } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember, UploadedFile } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf, multipartBody } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { pngBytes } from '../../uploads/test-images.js';
import { demoVideo as demo, demoVideoFile as demoFile, UPLOAD_URL } from './test-video-upload.js';
import { mp4Bytes, mp4Stream, multipartStream } from './test-videos.js';

describe('lesson videos: upload', () => {
  let t: TestApp;
  let admin: TestMember;
  let master: TestMember;
  let premium: TestMember;
  let free: TestMember;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, master, premium, free] = await Promise.all([
      createStaff(t.app, 'admin'),
      createStaff(t.app, 'master'),
      createStaff(t.app, 'premium'),
      createMember(t.app),
    ]);
    uploadsDir = path.join(t.config.dataDir, 'uploads');
    // Four sign-ups (argon2) on a busy machine.
  }, 60_000);
  afterAll(async () => t.close());

  const storedFiles = () => readdir(uploadsDir).catch(() => [] as string[]);
  const videoRows = () => t.app.database.db.selectFrom('course_videos').selectAll().orderBy('id').execute();

  function upload(file: UploadedFile, actor: TestMember | null = admin) {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload,
      headers: { ...headers, ...(actor ? { cookie: actor.cookie } : {}) },
    });
  }

  it('takes files from admins and the master only, refusing the others before reading the file', async () => {
    const before = await storedFiles();
    expect((await upload(demoFile, null)).statusCode).toBe(401);
    for (const member of [free, premium]) {
      const refused = await upload(demoFile, member);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('ADMIN_REQUIRED');
    }
    expect(await storedFiles()).toEqual(before);
    for (const member of [admin, master]) {
      expect((await upload(demoFile, member)).statusCode).toBe(201);
    }
  });

  it('stores a WebM by its content, with the duration its header states', async () => {
    const response = await upload(demoFile);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<CourseVideoUpload>();
    expect(body).toEqual({
      videoId: expect.stringMatching(/^[1-9]\d*$/),
      durationSeconds: 30,
      sizeBytes: demo.length,
      mimeType: 'video/webm',
    });
    const row = (await videoRows()).find((video) => String(video.id) === body.videoId)!;
    expect(row).toMatchObject({ mime_type: 'video/webm', size_bytes: demo.length, original_name: 'aula 1.webm' });
    expect(row.created_by).toBe(admin.id);
    expect((await t.app.storage.get(row.storage_key))!.equals(demo)).toBe(true);
  });

  it('stores an MP4 whatever its name and declared type, with its duration rounded to seconds', async () => {
    const data = mp4Bytes({ durationSeconds: 95.4, mediaBytes: 200_000 });
    const response = await upload({ filename: 'gravacao.bin', contentType: 'application/octet-stream', data });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ durationSeconds: 95, sizeBytes: data.length, mimeType: 'video/mp4' });
  });

  const quickTime = Buffer.concat([
    Buffer.from([0, 0, 0, 20]),
    Buffer.from('ftypqt  ', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('qt  ', 'latin1'),
    Buffer.alloc(5000),
  ]);
  const refusals: [string, UploadedFile, number, string, string][] = [
    [
      'a PNG renamed to .mp4',
      { filename: 'aula.mp4', contentType: 'video/mp4', data: pngBytes(64, 64) },
      400,
      'INVALID_VIDEO_TYPE',
      'adminValidation.invalidFileTypeTitle',
    ],
    [
      'a QuickTime movie',
      { filename: 'aula.mov', contentType: 'video/mp4', data: quickTime },
      400,
      'INVALID_VIDEO_TYPE',
      'adminValidation.invalidFileTypeTitle',
    ],
    [
      'text shorter than a header',
      { filename: 'aula.webm', contentType: 'video/webm', data: Buffer.from('não é vídeo') },
      400,
      'INVALID_VIDEO_TYPE',
      'adminValidation.invalidFileTypeTitle',
    ],
    [
      'an empty file',
      { filename: 'aula.mp4', contentType: 'video/mp4', data: Buffer.alloc(0) },
      400,
      'EMPTY_FILE',
      'adminValidation.uploadErrorTitle',
    ],
  ];

  it.each(refusals)('refuses %s in Portuguese and stores nothing', async (_case, file, status, code, titleKey) => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await videoRows()];
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response)).toEqual({
      code,
      message: translate(`errors.${code}`),
      details: { titleKey, title: translate(titleKey) },
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await videoRows()).toEqual(rowsBefore);
  });

  it('says what it takes, in Portuguese', () => {
    expect(translate('errors.INVALID_VIDEO_TYPE')).toBe('Por favor, envie um vídeo MP4 ou WebM.');
    expect(translate('errors.FILE_TOO_LARGE', { maxSize: '1GB' })).toBe('O tamanho máximo permitido é 1GB.');
  });

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VIDEO_REQUIRED');
  });

  it('keeps nothing of an upload whose sender goes away halfway', async () => {
    const [filesBefore, rowsBefore] = [await storedFiles(), await videoRows()];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const head = Buffer.concat([mp4Bytes({ durationSeconds: 60, mediaBytes: 0 }), Buffer.alloc(4 * 1024 * 1024, 3)]);
    const boundary = '----blivionabandonada';
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST ${UPLOAD_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aula.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    socket.write(head);
    // The storage has started writing, then the sender disappears.
    await expect
      .poll(async () => (await storedFiles()).some((name) => name.endsWith('.tmp')), { timeout: 10_000 })
      .toBe(true);
    socket.destroy();
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual(filesBefore);
    expect(await videoRows()).toEqual(rowsBefore);
  });

  it('streams a file past the 1 GB limit to disk as it arrives, holding little in memory, then keeps nothing', async () => {
    expect(COURSE_VIDEO_MAX_BYTES).toBe(1024 * 1024 * 1024);
    const [filesBefore, rowsBefore] = [await storedFiles(), await videoRows()];
    const mediaBytes = COURSE_VIDEO_MAX_BYTES + 1 - mp4Bytes({ durationSeconds: 1, mediaBytes: 0 }).length;
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let onDiskAtHalf = -1;
    const { payload, headers } = multipartStream(
      { filename: 'longa.mp4', contentType: 'video/mp4', data: mp4Stream({ durationSeconds: 3600, mediaBytes }) },
      (sent) => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        if (onDiskAtHalf < 0 && sent >= COURSE_VIDEO_MAX_BYTES / 2) {
          // What the storage has written while the sender is still sending.
          onDiskAtHalf = 0;
          void readdir(uploadsDir).then(async (names) => {
            const partial = names.find((name) => name.endsWith('.tmp'));
            onDiskAtHalf = partial ? (await stat(path.join(uploadsDir, partial))).size : 0;
          });
        }
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload,
      headers: { ...headers, cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(errorOf(response)).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'O tamanho máximo permitido é 1GB.',
      details: {
        titleKey: 'adminValidation.fileTooLargeTitle',
        title: translate('adminValidation.fileTooLargeTitle'),
        maxSize: '1GB',
      },
    });
    expect(onDiskAtHalf).toBeGreaterThan(COURSE_VIDEO_MAX_BYTES / 4);
    expect(rssPeak - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await videoRows()).toEqual(rowsBefore);
  }, 120_000);
});
