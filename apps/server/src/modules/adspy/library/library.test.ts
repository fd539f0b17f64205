import type { LibraryPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp, graphToken } from '../../../test-support/adspy.js';
import type { FakeGraph } from '../../../test-support/fake-graph/fake-graph.js';
import { fakeAd } from '../../../test-support/fake-graph/fake-graph.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { helmetOptions } from '../../../plugins/security-headers.js';
import { pagePictureUrl } from './library.service.js';

describe("the library cards' page pictures", () => {
  let t: TestApp;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;
  let admin: TestMember;
  let token: string;

  beforeAll(async () => {
    ({ t, fake } = await createAdSpyApp());
    api = adSpyApi(t);
    const master = await createStaff(t.app, 'master');
    admin = await createStaff(t.app, 'admin');
    token = graphToken(fake);
    await api.addToken(master, token);
    fake.ads.push(fakeAd({ page_id: '7301', page_name: 'Retrato Moda' }));
  }, 60_000);
  afterAll(async () => t.close());

  it('builds the public picture URL from the page id under the Graph base, with no token in it', async () => {
    const page = await api.ok<LibraryPage>(api.request(admin, 'GET', '/adspy/ads?q=retrato'));
    const url = page.ads[0]!.pagePictureUrl!;
    expect(url).toBe(`${fake.url}/7301/picture?type=normal`);
    expect(JSON.stringify(page)).not.toContain(token);
    expect(url).not.toContain('access_token');

    // The fake answers as Graph does for a public page: a redirect to the image, no token needed.
    fake.requests.length = 0;
    const redirect = await fetch(url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const image = await fetch(redirect.headers.get('location')!);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(fake.requests[0]).toMatchObject({ path: '/v24.0/7301/picture', token: null });
    const described = (await (await fetch(`${fake.url}/7301/picture?redirect=false&type=large`)).json()) as {
      data: { width: number; url: string };
    };
    expect(described.data.width).toBe(200);
    expect((await (await fetch(`${fake.url}/9999999/picture`)).json()) as object).toMatchObject({
      error: { code: 803 },
    });
  });

  it('has no picture without a page id, and lets the page load pictures from the configured Graph origin', async () => {
    expect(pagePictureUrl('https://graph.facebook.com/v24.0', null)).toBeNull();
    expect(pagePictureUrl('https://graph.facebook.com/v24.0', '12/../me')).toBeNull();
    expect(pagePictureUrl('https://graph.facebook.com/v24.0', '42')).toBe(
      'https://graph.facebook.com/v24.0/42/picture?type=normal',
    );
    const imgSrc = (origin: string) => {
      const directives = helmetOptions(false, [origin]).contentSecurityPolicy;
      return (directives as { directives: { imgSrc: string[] } }).directives.imgSrc;
    };
    expect(imgSrc(new URL(fake.url).origin)).toEqual(["'self'", 'data:', 'https:', new URL(fake.url).origin]);
    expect(imgSrc('https://graph.facebook.com')).toEqual(["'self'", 'data:', 'https:']);
  });
});
