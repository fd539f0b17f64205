import type { SwipeFile, SwipeFileDetail, SwipeFileList } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp } from '../../../test-support/adspy.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff, errorOf } from '../../../test-support/factories.js';
import { setFeatureSwitch } from '../../../test-support/feature-switches.js';
import type { TestApp } from '../../../test-support/test-app.js';

describe('swipe files (saved ads)', () => {
  let t: TestApp;
  let api: ReturnType<typeof adSpyApi>;
  let ana: TestMember;
  let bruno: TestMember;

  beforeAll(async () => {
    ({ t } = await createAdSpyApp());
    api = adSpyApi(t);
    ana = await createStaff(t.app, 'premium');
    bruno = await createStaff(t.app, 'premium');
    await setFeatureSwitch(t.app, 'adSpyEnabled', true);
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
