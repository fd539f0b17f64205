import type { TranslationsResponse } from '@blivion/shared';
import { flattenCatalogue } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

const defaults = flattenCatalogue();
const KEY_A = 'common.appName';
const KEY_B = 'errors.NOT_FOUND';

describe('translations', () => {
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(async () => t.close());

  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/translations', headers });
  const save = (overrides: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/translations',
      headers: { cookie: admin.cookie },
      payload: { overrides },
    });
  const reset = (key?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: key ? `/api/admin/translations/${encodeURIComponent(key)}` : '/api/admin/translations',
      headers: { cookie: admin.cookie },
    });

  it('stores an override that every visitor reads, revalidated by ETag (304 while unchanged)', async () => {
    const saved = await save({ [KEY_A]: 'Blivion Academia' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TranslationsResponse>().overrides[KEY_A]).toBe('Blivion Academia');

    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toBe(`"${first.json<TranslationsResponse>().version}"`);
    expect(first.json<TranslationsResponse>().overrides[KEY_A]).toBe('Blivion Academia');

    const unchanged = await read({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await save({ [KEY_B]: 'Nada por aqui.' });
    const changed = await read({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<TranslationsResponse>().overrides[KEY_B]).toBe('Nada por aqui.');
  });

  it('refuses unknown keys with 400 and a detail per key, saving nothing', async () => {
    const before = (await read()).json<TranslationsResponse>();
    const response = await save({ [KEY_A]: 'Outro nome', 'nao.existe': 'x', common: 'objeto' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UNKNOWN_TRANSLATION_KEY');
    expect(
      response
        .json()
        .error.details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['overrides.common', 'overrides.nao.existe']);
    expect((await read()).json<TranslationsResponse>()).toEqual(before);
  });

  it('refuses values over 5000 characters and empty values', async () => {
    const long = await save({ [KEY_A]: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].key).toBe('adminValidation.translationTooLong');
    expect((await save({ [KEY_A]: 'x'.repeat(5000) })).statusCode).toBe(200);
    expect((await save({ [KEY_A]: '' })).json().error.details[0].key).toBe('adminValidation.translationRequired');
  });

  it('removes the override when the value equals the default', async () => {
    await save({ [KEY_A]: 'Temporário' });
    const response = await save({ [KEY_A]: defaults[KEY_A]! });
    expect(response.json<TranslationsResponse>().overrides).not.toHaveProperty(KEY_A);
  });

  it('resets one key, then all keys', async () => {
    await save({ [KEY_A]: 'Um', [KEY_B]: 'Dois' });
    const one = await reset(KEY_A);
    expect(one.statusCode).toBe(200);
    expect(one.json<TranslationsResponse>().overrides).not.toHaveProperty(KEY_A);
    expect(one.json<TranslationsResponse>().overrides[KEY_B]).toBe('Dois');
    expect((await reset('nao.existe')).statusCode).toBe(400);
    const all = await reset();
    expect(all.json<TranslationsResponse>().overrides).toEqual({});
    expect((await read()).json<TranslationsResponse>().overrides).toEqual({});
  });
});
