import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENTS_URL, uploadAttachment, uploaded } from '../../test-support/ai-files.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf, multipartBody, setAccess } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

const note = { filename: 'nota.txt', contentType: 'text/plain', data: Buffer.from('uma nota') };

describe('AI lab attachments: who may use each route', () => {
  let t: TestApp;
  let actors: Record<'free' | 'expired' | 'staffWithoutLab' | 'premium' | 'admin' | 'master', TestMember>;

  beforeAll(async () => {
    t = await createTestApp();
    const [free, expired, staffWithoutLab, premium, admin, master] = await Promise.all([
      createMember(t.app),
      createStaff(t.app, 'premium'),
      createStaff(t.app, 'admin'),
      createStaff(t.app, 'premium'),
      createStaff(t.app, 'admin'),
      createStaff(t.app, 'master'),
    ]);
    await setAccess(t.app, expired.id, { accessExpiration: new Date(Date.now() - 60_000) });
    await setAccess(t.app, staffWithoutLab.id, { permissions: { aiLab: false } });
    actors = { free, expired, staffWithoutLab, premium, admin, master };
  }, 60_000);
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'DELETE', id: string, actor: TestMember | null) =>
    t.app.inject({ method, url: `${ATTACHMENTS_URL}/${id}`, headers: actor ? { cookie: actor.cookie } : {} });

  it('answers visitors 401 and members without the AI lab 403 on every route, and the others their own files only', async () => {
    const own = await uploaded(t, note, actors.premium);
    for (const [method, status] of [
      ['POST', 401],
      ['GET', 401],
      ['DELETE', 401],
    ] as const) {
      const response = method === 'POST' ? await uploadAttachment(t, note, null) : await call(method, own.id, null);
      expect(response.statusCode, method).toBe(status);
    }
    for (const [name, code] of [
      ['free', 'PERMISSION_REQUIRED'],
      ['expired', 'ACCESS_EXPIRED'],
      ['staffWithoutLab', 'PERMISSION_REQUIRED'],
    ] as const) {
      const actor = actors[name];
      for (const response of [
        await uploadAttachment(t, note, actor),
        await call('GET', own.id, actor),
        await call('DELETE', own.id, actor),
      ]) {
        expect(response.statusCode, name).toBe(403);
        expect(errorOf(response).code, name).toBe(code);
      }
    }
    for (const name of ['premium', 'admin', 'master'] as const) {
      const file = await uploaded(t, note, actors[name]);
      expect((await call('GET', file.id, actors[name])).statusCode, name).toBe(200);
      expect((await call('DELETE', file.id, actors[name])).statusCode, name).toBe(200);
      if (name !== 'premium') expect((await call('GET', own.id, actors[name])).statusCode, name).toBe(404);
    }
  });

  it('answers 400, not 500, to a body that is not a file', async () => {
    const member = actors.premium;
    const json = await t.app.inject({
      method: 'POST',
      url: ATTACHMENTS_URL,
      payload: { file: 'não é um arquivo' },
      headers: { cookie: member.cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).code).toBe('FILE_REQUIRED');

    const boundary = '----semarquivo';
    const fieldsOnly = await t.app.inject({
      method: 'POST',
      url: ATTACHMENTS_URL,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="texto"\r\n\r\nolá\r\n--${boundary}--\r\n`,
      headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(errorOf(fieldsOnly).code).toBe('FILE_REQUIRED');

    const { payload, headers } = multipartBody({ ...note, field: 'outro' });
    const otherField = await t.app.inject({
      method: 'POST',
      url: ATTACHMENTS_URL,
      payload,
      headers: { ...headers, cookie: member.cookie },
    });
    expect(otherField.statusCode).toBe(201);
  });
});
