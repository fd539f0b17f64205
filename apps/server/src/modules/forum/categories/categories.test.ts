import type { ForumCategory, ForumCategoryManagement } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';
import { SEED_CATEGORIES } from './seed.js';
import { slugify } from './slug.js';

describe('forum categories', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let free: TestMember;
  let premium: TestMember;
  let admin: TestMember;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    free = await createMember(t.app);
    premium = await createStaff(t.app, 'premium');
    admin = await createStaff(t.app, 'admin');
    master = await createStaff(t.app, 'master');
  });
  afterAll(() => t.close());

  const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

  it('has the five seed categories of a new academy, in order, for every member', async () => {
    const items = await api.categories(free);
    expect(items.slice(0, 5).map((category) => category.name)).toEqual(SEED_CATEGORIES.map((c) => c.name));
    expect(items[3]).toMatchObject({ slug: 'midias-sociais', topicCount: 0 });
  });

  it('refuses visitors (the forum permission guard) before reading anything', async () => {
    const response = await api.request(null, 'GET', '/categories');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    const create = await api.request(null, 'POST', '/categories', { name: 'Intrusa' });
    expect(create.statusCode).toBe(401);
  });

  it('opens the management for admin and master only, with the specification texts', async () => {
    for (const member of [free, premium]) {
      const response = await api.request(member, 'GET', '/categories/manage');
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'FORUM_CATEGORIES_STAFF_ONLY',
        message: 'Apenas administradores podem gerenciar categorias.',
        details: { title: 'Acesso negado', titleKey: 'forumValidation.accessDeniedTitle' },
      });
    }
    const forAdmin = await api.ok<ForumCategoryManagement>(api.request(admin, 'GET', '/categories/manage'));
    expect(forAdmin.canEdit).toBe(false);
    const forMaster = await api.ok<ForumCategoryManagement>(api.request(master, 'GET', '/categories/manage'));
    expect(forMaster.canEdit).toBe(true);
  });

  it('lets only master add, edit and delete; admin gets the dialog message, members the access message', async () => {
    const category = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: unique('Tráfego') }),
      201,
    );
    const attempts = [
      ['POST', '/categories', { name: 'Nova' }],
      ['PATCH', `/categories/${category.id}`, { name: 'Renomeada' }],
      ['DELETE', `/categories/${category.id}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      const byAdmin = await api.request(admin, method, url, body);
      expect(byAdmin.statusCode).toBe(403);
      expect(errorOf(byAdmin)).toMatchObject({
        code: 'FORUM_CATEGORIES_MASTER_ONLY',
        message: 'Você não tem permissão para gerenciar categorias.',
      });
      for (const member of [free, premium]) {
        const response = await api.request(member, method, url, body);
        expect(errorOf(response).code).toBe('FORUM_CATEGORIES_STAFF_ONLY');
      }
    }
    expect((await api.categories(free)).find((c) => c.id === category.id)?.name).toBe(category.name);
  });

  it('requires the name, with the specification message', async () => {
    for (const body of [{}, { name: '   ' }, { name: 42 }]) {
      const response = await api.request(master, 'POST', '/categories', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details).toEqual([
        { field: 'name', key: 'forumValidation.categoryNameRequired', message: 'O nome da categoria é obrigatório.' },
      ]);
    }
  });

  it('derives a unique slug from the name (accents, punctuation, spaces) and again on rename', async () => {
    expect(slugify('  Ações & Vendas: 2025!  ')).toBe('acoes-vendas-2025');
    expect(slugify('E-commerce')).toBe('e-commerce');
    expect(slugify('!!!')).toBe('categoria');
    const name = unique('Lançamentos, Já');
    const first = await api.ok<ForumCategory>(api.request(master, 'POST', '/categories', { name }), 201);
    const second = await api.ok<ForumCategory>(api.request(master, 'POST', '/categories', { name }), 201);
    const third = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: name.toUpperCase() }),
      201,
    );
    expect(first.slug).toBe(slugify(name));
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
    const renamed = await api.ok<ForumCategory>(
      api.request(master, 'PATCH', `/categories/${second.id}`, { name: 'Outro Nome Único', description: 'Sobre.' }),
    );
    expect(renamed).toMatchObject({ name: 'Outro Nome Único', slug: 'outro-nome-unico', description: 'Sobre.' });
  });

  it('filters by a slug made of digits, even when the digits are another category id', async () => {
    const listed = async (key: string) => {
      const response = await api.request(free, 'GET', `/topics?category=${key}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { title: string }[] }>().items.map((topic) => topic.title);
    };
    const year = String(200_000 + Math.floor(Math.random() * 700_000));
    const numeric = await api.ok<ForumCategory>(api.request(master, 'POST', '/categories', { name: year }), 201);
    expect(numeric.slug).toBe(year);
    await api.topic(free, { title: 'No ano numérico', categoryId: numeric.id });
    expect(await listed(year)).toEqual(['No ano numérico']);

    const other = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: unique('Outra') }),
      201,
    );
    await api.topic(premium, { title: 'Na categoria pelo id', categoryId: other.id });
    expect(await listed(String(other.id))).toEqual(['Na categoria pelo id']);
    const clash = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: String(other.id) }),
      201,
    );
    expect(clash.slug).toBe(String(other.id));
    await api.topic(admin, { title: 'Na categoria de nome numérico', categoryId: clash.id });
    expect(await listed(String(other.id))).toEqual(['Na categoria de nome numérico']);
    expect(await listed(other.slug)).toEqual(['Na categoria pelo id']);
  });

  it('deletes an empty category; one with topics only when told where to move them, in one go', async () => {
    const empty = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: unique('Vazia') }),
      201,
    );
    expect((await api.request(master, 'DELETE', `/categories/${empty.id}`)).json()).toEqual({
      ok: true,
      movedTopics: 0,
    });

    const from = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: unique('Origem') }),
      201,
    );
    const to = await api.ok<ForumCategory>(
      api.request(master, 'POST', '/categories', { name: unique('Destino') }),
      201,
    );
    const topics = [await api.topic(free, { categoryId: from.id }), await api.topic(free, { categoryId: from.id })];

    const refused = await api.request(master, 'DELETE', `/categories/${from.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'FORUM_CATEGORY_NOT_EMPTY', details: { topicCount: 2 } });
    const toItself = await api.request(master, 'DELETE', `/categories/${from.id}?moveTo=${from.id}`);
    expect(errorOf(toItself).details).toEqual([
      expect.objectContaining({ field: 'moveTo', key: 'forumValidation.categoryMoveTargetInvalid' }),
    ]);
    const toNowhere = await api.request(master, 'DELETE', `/categories/${from.id}?moveTo=999999`);
    expect(toNowhere.statusCode).toBe(400);

    const moved = await api.request(master, 'DELETE', `/categories/${from.id}?moveTo=${to.id}`);
    expect(moved.json()).toEqual({ ok: true, movedTopics: 2 });
    const after = await api.categories(free);
    expect(after.find((c) => c.id === from.id)).toBeUndefined();
    expect(after.find((c) => c.id === to.id)?.topicCount).toBe(2);
    for (const topic of topics) {
      const detail = await api.ok<{ category: { id: string } }>(api.request(free, 'GET', `/topics/${topic.id}`));
      expect(detail.category.id).toBe(to.id);
    }
    expect((await api.request(master, 'DELETE', `/categories/${from.id}`)).statusCode).toBe(404);
  });
});
