import { LOGO_MAX_BYTES, translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireStaff } from '../../plugins/authorization.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, multipartBody } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { pngBytes } from './test-images.js';
import { receiveImage } from './upload.service.js';
import { acceptUploads } from './uploads.plugin.js';

/** A route of another module that takes files three times the logo's size, as lesson videos will take more. */
const LARGER_ROUTE = '/api/test-uploads/large';
const LARGER_MAX_BYTES = 3 * LOGO_MAX_BYTES;

/** A real PNG padded to exactly `size` bytes (the image check reads its header). */
function pngOfSize(size: number) {
  const png = pngBytes(2, 2);
  return {
    filename: 'imagem.png',
    contentType: 'image/png',
    data: Buffer.concat([png, Buffer.alloc(size - png.length)]),
  };
}

describe('upload limits per route', () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        void app.register(async (scope) => {
          await acceptUploads(scope);
          scope.post(
            LARGER_ROUTE,
            { onRequest: requireStaff, config: { uploadMaxBytes: LARGER_MAX_BYTES } },
            async (request) => ({
              url: await receiveImage(request),
            }),
          );
        });
      },
    });
    admin = await createStaff(t.app, 'admin');
    member = await createMember(t.app);
  });
  afterAll(async () => t.close());

  function send(url: string, file: ReturnType<typeof pngOfSize>, actor = admin, method: 'POST' | 'PATCH' = 'POST') {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({ method, url, payload, headers: { ...headers, cookie: actor.cookie } });
  }

  it('holds the logo to its own 2 MB while another route takes a file past it', async () => {
    const pastTheLogo = pngOfSize(LOGO_MAX_BYTES + 1);
    const refused = await send('/api/me/logo', pastTheLogo);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe('O tamanho máximo permitido é 2MB.');

    const accepted = await send(LARGER_ROUTE, pastTheLogo);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await t.app.storage.get(accepted.json().url.slice('/uploads/'.length))).toHaveLength(LOGO_MAX_BYTES + 1);

    const atItsLimit = await send(LARGER_ROUTE, pngOfSize(LARGER_MAX_BYTES));
    expect(atItsLimit.statusCode, atItsLimit.body).toBe(200);
  });

  it('refuses a file past the other route’s own limit, naming that limit', async () => {
    const response = await send(LARGER_ROUTE, pngOfSize(LARGER_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'O tamanho máximo permitido é 6MB.',
      details: {
        titleKey: 'adminValidation.fileTooLargeTitle',
        title: translate('adminValidation.fileTooLargeTitle'),
        maxSize: '6MB',
      },
    });
  });

  it('answers a file sent to a route that declares no limit as an unsupported body, after its own guards', async () => {
    const file = pngOfSize(1024);
    for (const [url, actor, method] of [
      ['/api/forum/topics', member, 'POST'],
      ['/api/me', member, 'PATCH'],
      ['/api/auth/sign-out', member, 'POST'],
    ] as const) {
      const response = await send(url, file, actor, method);
      expect(response.statusCode, url).toBe(415);
      expect(response.json().error.code, url).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/forum/topics', ...multipartBody(file) });
    expect(anonymous.statusCode).toBe(401);
  });
});
