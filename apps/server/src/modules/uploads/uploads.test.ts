import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MeResponse } from '@blivion/shared';
import { LOGO_MAX_BYTES, translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember, UploadedFile } from '../../test-support/factories.js';
import { createStaff, getMe, multipartBody } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { HOSTILE_SVG, pngBytes } from './test-images.js';

describe('logo uploads', () => {
  let t: TestApp;
  let admin: TestMember;
  let master: TestMember;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.app, 'admin');
    master = await createStaff(t.app, 'master');
    uploadsDir = path.join(t.config.dataDir, 'uploads');
    // A new database and two sign-ups (argon2) on a busy machine.
  }, 60_000);
  afterAll(async () => t.close());

  async function storedFiles(): Promise<string[]> {
    return readdir(uploadsDir).catch(() => []);
  }
  function upload(file: UploadedFile, url = '/api/me/logo', actor = admin) {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: actor.cookie } });
  }

  const refusals: [string, UploadedFile, number, string, string][] = [
    [
      'HTML renamed to .png',
      {
        filename: 'logo.png',
        contentType: 'image/png',
        data: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      },
      400,
      'INVALID_FILE_TYPE',
      'adminValidation.invalidFileTypeTitle',
    ],
    [
      'an SVG root inside HTML',
      {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>'),
      },
      400,
      'INVALID_FILE_TYPE',
      'adminValidation.invalidFileTypeTitle',
    ],
    [
      'a PDF',
      { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') },
      400,
      'INVALID_FILE_TYPE',
      'adminValidation.invalidFileTypeTitle',
    ],
    [
      '2 MB plus one byte',
      {
        filename: 'logo.png',
        contentType: 'image/png',
        data: Buffer.concat([pngBytes(), Buffer.alloc(LOGO_MAX_BYTES + 1 - pngBytes().length)]),
      },
      413,
      'FILE_TOO_LARGE',
      'adminValidation.fileTooLargeTitle',
    ],
    [
      'an empty file',
      { filename: 'logo.png', contentType: 'image/png', data: Buffer.alloc(0) },
      400,
      'EMPTY_FILE',
      'adminValidation.uploadErrorTitle',
    ],
  ];

  it.each(refusals)(
    'refuses %s with its code and message, and stores nothing',
    async (_case, file, status, code, titleKey) => {
      const filesBefore = await storedFiles();
      const logoBefore = (await getMe(t.app, admin.cookie)).json<MeResponse>().user.logoUrl;
      const response = await upload(file);
      expect(response.statusCode, response.body).toBe(status);
      const values: Record<string, string> = code === 'FILE_TOO_LARGE' ? { maxSize: '2MB' } : {};
      expect(response.json().error).toEqual({
        code,
        message: translate(`errors.${code}`, values),
        details: { titleKey, title: translate(titleKey), ...values },
      });
      expect(await storedFiles()).toEqual(filesBefore);
      expect((await getMe(t.app, admin.cookie)).json<MeResponse>().user.logoUrl).toBe(logoBefore);
    },
  );

  it("uses the specification's texts for wrong type and size", () => {
    expect(translate('adminValidation.invalidFileTypeTitle')).toBe('Tipo de arquivo inválido');
    expect(translate('errors.INVALID_FILE_TYPE')).toBe('Por favor, envie uma imagem PNG, JPG ou SVG');
    expect(translate('adminValidation.fileTooLargeTitle')).toBe('Arquivo muito grande');
    expect(translate('errors.FILE_TOO_LARGE', { maxSize: '2MB' })).toBe('O tamanho máximo permitido é 2MB.');
  });

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/logo',
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('FILE_REQUIRED');
  });

  it('accepts a real PNG whatever its name, sets the personal logo and serves it with safe headers', async () => {
    const png = pngBytes();
    const response = await upload({ filename: 'foto.gif', contentType: 'application/octet-stream', data: png });
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = response.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect((await getMe(t.app, admin.cookie)).json<MeResponse>().user.logoUrl).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('accepts exactly 2 MB', async () => {
    const data = Buffer.concat([pngBytes(2, 2), Buffer.alloc(LOGO_MAX_BYTES - pngBytes(2, 2).length)]);
    const response = await upload({ filename: 'grande.png', contentType: 'image/png', data });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('stores an SVG with <script> and onload sanitised: no script, no handlers, no external references', async () => {
    const response = await upload({
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      data: Buffer.from(HOSTILE_SVG),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = response.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(/\.svg$/);
    const stored = (await t.app.storage.get(logoUrl.slice('/uploads/'.length)))!.toString('utf8');
    expect(stored).toContain('<svg');
    expect(stored).toContain('url(#g)');
    for (const forbidden of [
      /<script/i,
      /\bon[a-z]+\s*=/i,
      /javascript:/i,
      /foreignObject/i,
      /evil\.example/,
      /alert/,
    ]) {
      expect(stored).not.toMatch(forbidden);
    }
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    // An SVG is a document when opened directly: its own sandboxed policy, not the site's.
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.body).toBe(stored);
  });

  it('removes the personal logo and its file when nothing else uses it', async () => {
    const other = await createStaff(t.app, 'admin');
    const png = pngBytes(3, 3, [1, 2, 3]);
    const { logoUrl } = (
      await upload({ filename: 'a.png', contentType: 'image/png', data: png }, '/api/me/logo', other)
    ).json();
    const name = logoUrl.slice('/uploads/'.length);
    expect(await storedFiles()).toContain(name);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/me/logo', headers: { cookie: other.cookie } });
    expect(removed.json()).toEqual({ logoUrl: null });
    expect((await getMe(t.app, other.cookie)).json<MeResponse>().user.logoUrl).toBeNull();
    expect(await storedFiles()).not.toContain(name);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('sets and removes the platform logo (master), shown by GET /api/platform', async () => {
    const data = pngBytes(5, 5, [9, 9, 9]);
    const set = await upload(
      { filename: 'plataforma.png', contentType: 'image/png', data },
      '/api/admin/platform-logo',
      master,
    );
    expect(set.statusCode, set.body).toBe(200);
    const { logoUrl } = set.json<{ logoUrl: string }>();
    expect((await t.app.inject({ method: 'GET', url: '/api/platform' })).json()).toEqual({ logoUrl });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/platform-logo',
      headers: { cookie: master.cookie },
    });
    expect(removed.json()).toEqual({ logoUrl: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/platform' })).json()).toEqual({ logoUrl: null });
  });

  it('answers 400 for a name that is not a stored upload name and 404 for a missing file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2Fauth-secret' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
  });
});
