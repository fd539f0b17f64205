import type { Role } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, multipartBody, uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { pngBytes } from '../uploads/test-images.js';

type Viewer = 'anonymous' | Role;
const VIEWERS: Viewer[] = ['anonymous', 'free', 'premium', 'admin', 'master'];

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** Expected status per viewer: staff routes refuse free and premium; master routes refuse admin too. */
const staff = (ok: number) => ({ anonymous: 401, free: 403, premium: 403, admin: ok, master: ok });
const masterOnly = (ok: number) => ({ anonymous: 401, free: 403, premium: 403, admin: 403, master: ok });
const everyone = { anonymous: 200, free: 200, premium: 200, admin: 200, master: 200 };

describe('authorization of the administration endpoints', () => {
  let t: TestApp;
  let master: TestMember;
  const viewers = {} as Record<Role, TestMember>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['free', 'premium', 'admin', 'master'] as const) viewers[role] = await createStaff(t.app, role);
    master = await createStaff(t.app, 'master');
  });
  afterAll(async () => t.close());

  const freshMember = async () => (await createMember(t.app)).id;
  const freshBanner = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { cookie: master.cookie },
      payload: { title: 'Banner', imageUrl: 'https://cdn.exemplo.test/b.png' },
    });
    return response.json<{ id: string }>().id;
  };
  const png = () => {
    const { payload, headers } = multipartBody({ filename: 'logo.png', contentType: 'image/png', data: pngBytes() });
    return { payload, headers };
  };

  const cases: [string, () => Promise<Request>, Record<Viewer, number>][] = [
    ['GET /api/admin/users', async () => ({ method: 'GET', url: '/api/admin/users' }), staff(200)],
    [
      'POST /api/admin/users',
      async () => ({
        method: 'POST',
        url: '/api/admin/users',
        payload: { name: 'Convidado', email: uniqueEmail('convite'), role: 'free', accessType: 'forum' },
      }),
      staff(201),
    ],
    [
      'PATCH /api/admin/users/:id/access',
      async () => ({
        method: 'PATCH',
        url: `/api/admin/users/${await freshMember()}/access`,
        payload: { role: 'premium', accessType: 'total', accessExpiration: null },
      }),
      staff(200),
    ],
    [
      'DELETE /api/admin/users/:id',
      async () => ({ method: 'DELETE', url: `/api/admin/users/${await freshMember()}` }),
      staff(200),
    ],
    ['GET /api/admin/audit', async () => ({ method: 'GET', url: '/api/admin/audit' }), masterOnly(200)],
    [
      'PUT /api/admin/features',
      async () => ({ method: 'PUT', url: '/api/admin/features', payload: { adSpyEnabled: true } }),
      staff(200),
    ],
    ['GET /api/admin/banners', async () => ({ method: 'GET', url: '/api/admin/banners' }), masterOnly(200)],
    [
      'POST /api/admin/banners',
      async () => ({ method: 'POST', url: '/api/admin/banners', payload: { title: 'T', imageUrl: '/uploads/x.png' } }),
      masterOnly(201),
    ],
    [
      'PATCH /api/admin/banners/:id',
      async () => ({ method: 'PATCH', url: `/api/admin/banners/${await freshBanner()}`, payload: { active: false } }),
      masterOnly(200),
    ],
    [
      'DELETE /api/admin/banners/:id',
      async () => ({ method: 'DELETE', url: `/api/admin/banners/${await freshBanner()}` }),
      masterOnly(200),
    ],
    [
      'PUT /api/admin/translations',
      async () => ({
        method: 'PUT',
        url: '/api/admin/translations',
        payload: { overrides: { 'common.appName': 'Blivion Pro' } },
      }),
      staff(200),
    ],
    [
      'DELETE /api/admin/translations/:key',
      async () => ({ method: 'DELETE', url: '/api/admin/translations/common.appName' }),
      staff(200),
    ],
    ['DELETE /api/admin/translations', async () => ({ method: 'DELETE', url: '/api/admin/translations' }), staff(200)],
    [
      'POST /api/admin/platform-logo',
      async () => ({ method: 'POST', url: '/api/admin/platform-logo', ...png() }),
      masterOnly(200),
    ],
    [
      'DELETE /api/admin/platform-logo',
      async () => ({ method: 'DELETE', url: '/api/admin/platform-logo' }),
      masterOnly(200),
    ],
    ['POST /api/me/logo', async () => ({ method: 'POST', url: '/api/me/logo', ...png() }), staff(200)],
    ['DELETE /api/me/logo', async () => ({ method: 'DELETE', url: '/api/me/logo' }), staff(200)],
    ['GET /api/platform', async () => ({ method: 'GET', url: '/api/platform' }), everyone],
    ['GET /api/translations', async () => ({ method: 'GET', url: '/api/translations' }), everyone],
    ['GET /api/banners', async () => ({ method: 'GET', url: '/api/banners' }), everyone],
  ];

  const table = cases.flatMap(([name, build, expected]) =>
    VIEWERS.map((viewer) => [name, viewer, build, expected[viewer]] as const),
  );

  it.each(table)('%s as %s', async (_name, viewer, build, status) => {
    const request = await build();
    const cookie = viewer === 'anonymous' ? undefined : viewers[viewer].cookie;
    const response: LightMyRequestResponse = await t.app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload ? { payload: request.payload } : {}),
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json().error.code).toBe('UNAUTHENTICATED');
    if (status === 403) expect(['ADMIN_REQUIRED', 'FORBIDDEN']).toContain(response.json().error.code);
  });
});
