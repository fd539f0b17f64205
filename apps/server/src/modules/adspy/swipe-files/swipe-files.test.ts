import type { SwipeFile, SwipeFileDetail, SwipeFileList } from '@blivion/shared';
import { ADSPY_NAME_MAX } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type adSpyApi, adSpyWithMembers } from '../../../test-support/adspy.js';
import type { TestMember } from '../../../test-support/factories.js';
import { errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';

describe('swipe files (saved ads)', () => {
  let t: TestApp;
  let api: ReturnType<typeof adSpyApi>;
  let ana: TestMember;
  let bruno: TestMember;

  beforeAll(async () => {
    ({ t, api, ana, bruno } = await adSpyWithMembers());
  }, 60_000);
  afterAll(async () => t.close());

  const ad = {
    adArchiveId: '123456789',
    pageId: '42',
    pageName: 'Loja Azul',
    bodies: ['Frete grátis'],
    titles: ['Compre'],
    platforms: ['facebook', 'instagram'],
    startDate: '2026-11-01',
  };

  it('saves an ad once per file with its counter, lists it, and removes it', async () => {
    const file = await api.swipeFile(ana, 'Inspirações de Black Friday');
    const url = `/adspy/swipe-files/${file.id}`;
    expect((await api.ok<SwipeFile>(api.request(ana, 'POST', `${url}/ads`, ad))).adCount).toBe(1);
    expect(
      (await api.ok<SwipeFile>(api.request(ana, 'POST', `${url}/ads`, { ...ad, note: 'Bom gancho' }))).adCount,
    ).toBe(1);
    const detail = await api.ok<SwipeFileDetail>(api.request(ana, 'GET', url));
    expect(detail.ads).toEqual([
      expect.objectContaining({
        id: '123456789',
        note: 'Bom gancho',
        bodies: ['Frete grátis'],
        libraryUrl: 'https://www.facebook.com/ads/library/?id=123456789',
      }),
    ]);
    expect((await api.request(ana, 'DELETE', `${url}/ads/123456789`)).statusCode).toBe(204);
    expect((await api.request(ana, 'DELETE', `${url}/ads/123456789`)).statusCode).toBe(404);
    expect((await api.ok<SwipeFileList>(api.request(ana, 'GET', '/adspy/swipe-files'))).items[0]).toMatchObject({
      id: file.id,
      adCount: 0,
    });
  });

  it('renames a file (trimmed), refusing a blank or too long name in Portuguese with nothing changed', async () => {
    const file = await api.swipeFile(ana, 'Rascunho');
    const url = `/adspy/swipe-files/${file.id}`;
    const renamed = await api.ok<SwipeFile>(api.request(ana, 'PATCH', url, { name: '  Ganchos de Natal  ' }));
    expect(renamed).toMatchObject({ id: file.id, name: 'Ganchos de Natal' });
    for (const [name, message] of [
      ['   ', 'Dê um nome à coleção.'],
      ['x'.repeat(ADSPY_NAME_MAX + 1), `O nome pode ter no máximo ${ADSPY_NAME_MAX} caracteres.`],
    ] as const) {
      const error = errorOf(await api.request(ana, 'PATCH', url, { name }));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(error.details)).toContain(message);
    }
    expect((await api.ok<SwipeFileDetail>(api.request(ana, 'GET', url))).name).toBe('Ganchos de Natal');
  });

  it('deletes a file with its saved ads, and only that file', async () => {
    const kept = await api.swipeFile(ana, 'Fica');
    const gone = await api.swipeFile(ana, 'Sai');
    for (const id of [kept.id, gone.id]) {
      await api.ok(api.request(ana, 'POST', `/adspy/swipe-files/${id}/ads`, ad));
    }
    expect((await api.request(ana, 'DELETE', `/adspy/swipe-files/${gone.id}`)).statusCode).toBe(204);
    expect((await api.request(ana, 'GET', `/adspy/swipe-files/${gone.id}`)).statusCode).toBe(404);
    expect((await api.request(ana, 'DELETE', `/adspy/swipe-files/${gone.id}`)).statusCode).toBe(404);
    const savedAds = (id: string) =>
      t.app.database.db
        .selectFrom('adspy_saved_ads')
        .select('ad_archive_id')
        .where('swipe_file_id', '=', Number(id))
        .execute();
    expect(await savedAds(gone.id)).toEqual([]);
    expect(await savedAds(kept.id)).toEqual([{ ad_archive_id: ad.adArchiveId }]);
    const names = (await api.ok<SwipeFileList>(api.request(ana, 'GET', '/adspy/swipe-files'))).items.map((f) => f.name);
    expect(names).toContain('Fica');
    expect(names).not.toContain('Sai');
  });

  it('refuses bad input with 400 and keeps each member to their own files', async () => {
    const file = await api.swipeFile(ana);
    const url = `/adspy/swipe-files/${file.id}`;
    for (const body of [
      { adArchiveId: 'abc' },
      { adArchiveId: '1', bodies: ['\u0000'] },
      { adArchiveId: '1', platforms: ['orkut'] },
    ]) {
      expect(errorOf(await api.request(ana, 'POST', `${url}/ads`, body)).code).toBe('VALIDATION_ERROR');
    }
    expect(errorOf(await api.request(ana, 'POST', '/adspy/swipe-files', { name: '' })).code).toBe('VALIDATION_ERROR');
    expect((await api.ok<SwipeFileList>(api.request(bruno, 'GET', '/adspy/swipe-files'))).items).toEqual([]);
    for (const [method, path, body] of [
      ['GET', url],
      ['PATCH', url, { name: 'Meu agora' }],
      ['POST', `${url}/ads`, ad],
      ['DELETE', `${url}/ads/1`],
      ['DELETE', url],
    ] as const) {
      expect((await api.request(bruno, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
  });
});
