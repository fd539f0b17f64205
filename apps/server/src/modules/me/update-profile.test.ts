import type { MeResponse } from '@blivion/shared';
import { FORUM_ONLY, translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, errorOf, getMe } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('PATCH /api/me', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app, { name: 'Nome Antigo' });
  });
  afterAll(async () => t.close());

  function patch(payload: unknown, cookie: string | null = member.cookie) {
    return t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  }

  async function storedMe(): Promise<MeResponse> {
    return (await getMe(t.app, member.cookie)).json<MeResponse>();
  }

  it('changes the name (trimmed) and answers with the member', async () => {
    const response = await patch({ name: '  Nome Novo da Silva  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MeResponse>().user.name).toBe('Nome Novo da Silva');
    expect((await storedMe()).user.name).toBe('Nome Novo da Silva');
  });

  it.each([
    ['role', { role: 'master' }],
    ['permissions', { permissions: { courses: true, aiLab: true, adSpy: true } }],
    ['accessExpiration', { accessExpiration: '2099-01-01T00:00:00.000Z' }],
    ['email', { email: 'outro@exemplo.test' }],
  ])('refuses a body with %s (strict schema) and changes nothing', async (_field, extra) => {
    const before = await storedMe();
    const response = await patch({ name: 'Tentativa de Escalada', ...extra });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    const after = await storedMe();
    expect(after).toEqual(before);
    expect(after.user.role).toBe('free');
    expect(after.permissions).toEqual(FORUM_ONLY);
    expect(after.user.accessExpiration).toBeNull();
  });

  it.each([
    ['an empty name', { name: '   ' }, 'validation.nameRequired'],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, 'validation.nameTooLong'],
    ['no name', {}, 'validation.nameRequired'],
  ])('refuses %s with a field detail', async (_case, payload, key) => {
    const before = await storedMe();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([{ field: 'name', key, message: translate(key) }]);
    expect((await storedMe()).user.name).toBe(before.user.name);
  });

  it('answers a visitor with 401 UNAUTHENTICATED', async () => {
    const response = await patch({ name: 'Visitante' }, null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    expect((await storedMe()).user.name).not.toBe('Visitante');
  });
});
