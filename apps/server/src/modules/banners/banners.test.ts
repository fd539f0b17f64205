import type { Banner, BannerList, BannerStrip } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, setAccess } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('banners', () => {
  let t: TestApp;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    master = await createStaff(t.app, 'master');
  });
  afterAll(async () => t.close());

  const create = (payload: object, cookie = master.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/admin/banners', headers: { cookie }, payload });
  const strip = (cookie?: string) =>
    t.app
      .inject({ method: 'GET', url: '/api/banners', headers: cookie ? { cookie } : {} })
      .then((r) => r.json<BannerStrip>().items);

  it.each([
    ['no title', { imageUrl: 'https://cdn.exemplo.test/a.png' }, 'title'],
    ['a blank title', { title: '   ', imageUrl: 'https://cdn.exemplo.test/a.png' }, 'title'],
    ['no image URL', { title: 'Promoção' }, 'imageUrl'],
    ['an empty image URL', { title: 'Promoção', imageUrl: '' }, 'imageUrl'],
  ])("refuses %s with 'Título e URL da imagem são obrigatórios'", async (_case, payload, field) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({
      field,
      key: 'adminValidation.bannerRequired',
      message: 'Título e URL da imagem são obrigatórios',
    });
    expect(translate('adminValidation.bannerRequiredTitle')).toBe('Campos obrigatórios');
  });

  it.each([
    [
      'an http image',
      { imageUrl: 'http://cdn.exemplo.test/a.png' },
      'imageUrl',
      'adminValidation.bannerImageUrlInvalid',
    ],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'adminValidation.bannerImageUrlInvalid'],
    ['a data: image', { imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', 'adminValidation.bannerImageUrlInvalid'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', 'adminValidation.bannerLinkInvalid'],
    ['a protocol-relative link', { link: '//evil.example' }, 'link', 'adminValidation.bannerLinkInvalid'],
    ['a backslash link', { link: '/\\evil.example' }, 'link', 'adminValidation.bannerLinkInvalid'],
  ])('refuses %s', async (_case, extra, field, key) => {
    const response = await create({ title: 'T', imageUrl: 'https://cdn.exemplo.test/a.png', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('creates (active by default), lists newest first, toggles and deletes; master only', async () => {
    const first = await create({
      title: 'Primeiro',
      imageUrl: '/uploads/abc.png',
      link: '/courses',
      description: 'Desc',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Banner>()).toMatchObject({
      title: 'Primeiro',
      active: true,
      link: '/courses',
      description: 'Desc',
    });
    t.clock.advance(1000);
    const second = (
      await create({ title: 'Segundo', imageUrl: 'https://cdn.exemplo.test/b.png', link: 'https://exemplo.test/x' })
    ).json<Banner>();
    t.clock.advance(-1000);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/banners', headers: { cookie: master.cookie } });
    const titles = list.json<BannerList>().items.map((banner) => banner.title);
    expect(titles.indexOf('Segundo')).toBeLessThan(titles.indexOf('Primeiro'));

    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/banners/${second.id}`,
      headers: { cookie: master.cookie },
      payload: { active: false },
    });
    expect(toggled.json<Banner>().active).toBe(false);

    const admin = await createStaff(t.app, 'admin');
    expect((await create({ title: 'X', imageUrl: '/uploads/x.png' }, admin.cookie)).statusCode).toBe(403);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${second.id}`,
      headers: { cookie: master.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/banners/${second.id}`,
      headers: { cookie: master.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('BANNER_NOT_FOUND');
  });

  it('shows only active banners, newest first, and only to role free', async () => {
    const active = (await create({ title: 'Ativo', imageUrl: 'https://cdn.exemplo.test/a.png' })).json<Banner>();
    const inactive = (
      await create({ title: 'Inativo', imageUrl: 'https://cdn.exemplo.test/i.png', active: false })
    ).json<Banner>();
    const free = await createMember(t.app);
    const seen = await strip(free.cookie);
    expect(seen.map((banner) => banner.id)).toContain(active.id);
    expect(seen.map((banner) => banner.id)).not.toContain(inactive.id);
    expect(seen.every((banner) => banner.active)).toBe(true);

    const premium = await createMember(t.app);
    await setAccess(t.app, premium.id, { role: 'premium' });
    expect(await strip(premium.cookie)).toEqual([]);
    expect(await strip(master.cookie)).toEqual([]);
    expect(await strip()).toEqual([]);
  });
});

describe('the welcome banner', () => {
  let t: TestApp;
  let master: TestMember;
  beforeAll(async () => {
    // An app of its own: 'no banner stored' is a fact about the whole database.
    t = await createTestApp();
    master = await createStaff(t.app, 'master');
  });
  afterAll(() => t.close());

  const stripOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/banners', headers: { cookie } })).json<BannerStrip>();
  const bannersStored = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/banners', headers: { cookie: master.cookie } })
    ).json<BannerList>().items;

  it('greets role free when no banner is stored; a stored but inactive banner means no strip', async () => {
    for (const banner of await bannersStored()) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/banners/${banner.id}`,
        headers: { cookie: master.cookie },
      });
    }
    const free = await createMember(t.app);
    expect(await stripOf(free.cookie)).toEqual({ items: [], showWelcome: true });
    expect(await stripOf(master.cookie)).toEqual({ items: [], showWelcome: false });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { cookie: master.cookie },
      payload: { title: 'Pausado', imageUrl: 'https://cdn.exemplo.test/p.png', active: false },
    });
    expect(created.statusCode).toBe(201);
    expect(await stripOf(free.cookie)).toEqual({ items: [], showWelcome: false });
  });
});
