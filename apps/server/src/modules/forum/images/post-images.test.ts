import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostImage } from '@blivion/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TestMember, UploadedFile } from '../../../test-support/factories.js';
import { createMember, multipartBody } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { HOSTILE_SVG, pngBytes } from '../../uploads/test-images.js';

describe('images in posts', () => {
  let t: TestApp;
  let member: TestMember;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app, { name: 'Membro Imagens' });
    uploadsDir = path.join(t.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  const stored = () => readdir(uploadsDir).catch(() => [] as string[]);
  function upload(file: UploadedFile, actor = member) {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: '/api/forum/images',
      payload,
      headers: { ...headers, cookie: actor.cookie },
    });
  }

  it('stores a pasted image re-encoded as WebP without what rode along, and serves it as an inert image', async () => {
    const png = pngBytes(40, 20);
    // A polyglot: a real PNG with an HTML page and a script appended after its end.
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const response = await upload({ filename: 'colado.png', contentType: 'image/png', data: polyglot });
    expect(response.statusCode).toBe(201);
    const image = response.json<PostImage>();
    expect(image).toMatchObject({ width: 40, height: 20 });
    expect(image.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
    const bytes = await readFile(path.join(uploadsDir, image.url.slice('/uploads/'.length)));
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('scales a large image down to 1600 px on its longest side', async () => {
    const big = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();
    const image = (await upload({ filename: 'grande.jpg', contentType: 'image/jpeg', data: big })).json<PostImage>();
    expect(image).toMatchObject({ width: 1600, height: 500 });
  });

  it('refuses an SVG with script, HTML named .png, a broken PNG and an empty file, storing nothing', async () => {
    const before = await stored();
    const broken = pngBytes(8, 8).subarray(0, 40);
    const cases: Array<[UploadedFile, number, string]> = [
      [{ filename: 'x.svg', contentType: 'image/svg+xml', data: Buffer.from(HOSTILE_SVG) }, 400, 'FORUM_IMAGE_INVALID'],
      [
        { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<!doctype html><script>1</script>') },
        400,
        'FORUM_IMAGE_INVALID',
      ],
      [{ filename: 'x.png', contentType: 'image/png', data: broken }, 400, 'FORUM_IMAGE_INVALID'],
      [{ filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) }, 400, 'EMPTY_FILE'],
    ];
    for (const [file, status, code] of cases) {
      const response = await upload(file);
      expect(response.statusCode, file.filename).toBe(status);
      const error = response.json<ErrorBody>().error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/[a-zà-ú]/);
    }
    expect(await stored()).toEqual(before);
  });

  it('is for signed-in members only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/forum/images',
      ...multipartBody({ filename: 'a.png', contentType: 'image/png', data: pngBytes() }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
