import type { Banner, BannerStrip } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, multipartBody } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { pngBytes } from '../uploads/test-images.js';

describe("a banner's uploaded image (issue 30)", () => {
  let t: TestApp;
  let master: TestMember;
  let admin: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    [master, admin, member] = [
      await createStaff(t.app, 'master'),
      await createStaff(t.app, 'admin'),
      await createMember(t.app),
    ];
  }, 60_000);
  afterAll(async () => t.close());

  const upload = (cookie: string, data: Buffer, filename = 'banner.png', contentType = 'image/png') => {
    const { payload, headers } = multipartBody({ filename, contentType, data });
    return t.app.inject({ method: 'POST', url: '/api/admin/banners/image', payload, headers: { ...headers, cookie } });
  };

  it('stores a picture checked by its content; a banner takes its address and the strip shows it', async () => {
    const stored = await upload(master.cookie, pngBytes(8, 4));
    expect(stored.statusCode, stored.body).toBe(200);
    const { imageUrl } = stored.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { cookie: master.cookie },
      payload: { title: 'Semana do Empreendedor', imageUrl },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Banner>().imageUrl).toBe(imageUrl);
    const strip = await t.app.inject({ method: 'GET', url: '/api/banners', headers: { cookie: member.cookie } });
    expect(strip.json<BannerStrip>().items.map((banner) => banner.imageUrl)).toContain(imageUrl);
  });

  it('refuses what is not an image, however it is named, and stores nothing', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const refused = await upload(master.cookie, html, 'banner.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INVALID_FILE_TYPE');
  });

  it('is the master’s, as banners are: an admin and a member are refused before the file is read', async () => {
    expect((await upload(admin.cookie, pngBytes())).statusCode).toBe(403);
    expect((await upload(member.cookie, pngBytes())).statusCode).toBe(403);
    const visitor = multipartBody({ filename: 'b.png', contentType: 'image/png', data: pngBytes() });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/banners/image', ...visitor });
    expect(anonymous.statusCode).toBe(401);
  });
});
