import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ForumTopicDetail, MeResponse } from '@blivion/shared';
import { AVATAR_MAX_BYTES } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember, UploadedFile } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf, getMe, multipartBody } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { pngBytes } from '../uploads/test-images.js';

describe('profile photo, apart from the personal logo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  function upload(member: TestMember, url: string, file: UploadedFile) {
    const { payload, headers } = multipartBody(file);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: member.cookie } });
  }
  const png = (seed: number): UploadedFile => ({
    filename: 'foto.png',
    contentType: 'image/png',
    data: pngBytes(8, 8, [seed, 40, 200]),
  });
  const me = async (member: TestMember) => (await getMe(t.app, member.cookie)).json<MeResponse>().user;

  it('lets any member set a photo, shown as their avatar; the initials come back when it is removed', async () => {
    const member = await createMember(t.app);
    expect((await me(member)).avatarUrl).toBeNull();
    const response = await upload(member, '/api/me/avatar', png(1));
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = response.json<{ avatarUrl: string }>();
    expect(avatarUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await me(member)).toMatchObject({ avatarUrl, logoUrl: null });
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: { cookie: member.cookie } });
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect((await me(member)).avatarUrl).toBeNull();
    const files = await readdir(path.join(t.config.dataDir, 'uploads'));
    expect(files).not.toContain(avatarUrl.slice('/uploads/'.length));
  });

  it("never shows an administrator's logo as their avatar, in the forum or in /api/me", async () => {
    const admin = await createStaff(t.app, 'admin');
    const logo = (await upload(admin, '/api/me/logo', png(2))).json<{ logoUrl: string }>().logoUrl;
    const api = forumApi(t);
    const topic = await api.topic(admin);
    expect(topic.author?.avatarUrl).toBeNull();
    expect(await me(admin)).toMatchObject({ logoUrl: logo, avatarUrl: null });

    const avatar = (await upload(admin, '/api/me/avatar', png(3))).json<{ avatarUrl: string }>().avatarUrl;
    const seen = await api.ok<ForumTopicDetail>(api.request(admin, 'GET', `/topics/${topic.id}`));
    expect(seen.author?.avatarUrl).toBe(avatar);
    expect(await me(admin)).toMatchObject({ logoUrl: logo, avatarUrl: avatar });
  });

  it('checks the photo by its content and size, and keeps the previous one when it refuses', async () => {
    const member = await createMember(t.app);
    const kept = (await upload(member, '/api/me/avatar', png(4))).json<{ avatarUrl: string }>().avatarUrl;
    const html = await upload(member, '/api/me/avatar', {
      filename: 'foto.png',
      contentType: 'image/png',
      data: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    expect(html.statusCode).toBe(400);
    expect(errorOf(html).code).toBe('INVALID_FILE_TYPE');
    const big = Buffer.concat([pngBytes(), Buffer.alloc(AVATAR_MAX_BYTES + 1 - pngBytes().length)]);
    const tooLarge = await upload(member, '/api/me/avatar', { filename: 'a.png', contentType: 'image/png', data: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).code).toBe('FILE_TOO_LARGE');
    expect((await me(member)).avatarUrl).toBe(kept);
  });

  it('refuses a visitor', async () => {
    const { payload, headers } = multipartBody(png(5));
    const response = await t.app.inject({ method: 'POST', url: '/api/me/avatar', payload, headers });
    expect(response.statusCode).toBe(401);
  });
});
