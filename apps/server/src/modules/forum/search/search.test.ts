import type { ForumCategory, ForumTopicPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember, createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { forumApi } from '../../../test-support/forum.js';
import { queryTerms, searchTokens } from './search-text.js';
import { searchTopics } from './search.repository.js';

describe('forum search', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let member: TestMember;
  let category: ForumCategory;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    member = await createMember(t.app);
    const master = await createStaff(t.app, 'master');
    category = await api.ok<ForumCategory>(api.request(master, 'POST', '/categories', { name: 'Busca' }), 201);
    const topics = {
      body: { title: 'Conversa geral', content: 'Uma chamada para AÇÃO no fim do vídeo ajuda muito.' },
      title: { title: 'Chamada para ação que converte', content: 'Exemplos de textos curtos.' },
      tag: { title: 'Dúvida rápida', content: 'Sem palavras-chave aqui.', tags: ['Ação'] },
      other: { title: 'Logística', content: 'Frete grátis e prazos de entrega.' },
    };
    for (const [key, input] of Object.entries(topics)) ids[key] = (await api.topic(member, input)).id;
    ids.elsewhere = (
      await api.topic(member, { title: 'Ação em outra categoria', content: 'x', categoryId: category.id })
    ).id;
  });
  afterAll(() => t.close());

  const search = (query: string) => api.ok<ForumTopicPage>(api.request(member, 'GET', `/search?${query}`));

  it('folds case and accents on both sides: "acao" finds "ação", "AÇÃO" and the tag "Ação"', async () => {
    expect(searchTokens('Ação, reação!')).toEqual(['acao', 'reacao']);
    expect(queryTerms('a chamada de AÇÃO')).toEqual(['chamada', 'acao']);
    const found = (await search('q=acao')).items.map((item) => item.id);
    expect(found).toEqual(expect.arrayContaining([ids.body, ids.title, ids.tag, ids.elsewhere]));
    expect(found).not.toContain(ids.other);
    expect((await search(`q=${encodeURIComponent('AÇÃO')}`)).items).toHaveLength(found.length);
  });

  it('ranks a title match above a tag match above a content-only match', async () => {
    const ranked = (await search('q=acao')).items.map((item) => item.id);
    expect(ranked.indexOf(ids.title!)).toBeLessThan(ranked.indexOf(ids.tag!));
    expect(ranked.indexOf(ids.tag!)).toBeLessThan(ranked.indexOf(ids.body!));
  });

  it('requires every word (as a word prefix), filters by category and pages by keyset', async () => {
    expect((await search('q=chamada%20acao')).items.map((item) => item.id).sort()).toEqual(
      [ids.body, ids.title].sort(),
    );
    expect((await search('q=logist')).items.map((item) => item.id)).toEqual([ids.other]);
    expect((await search(`q=acao&category=${category.slug}`)).items.map((item) => item.id)).toEqual([ids.elsewhere]);
    const first = await search('q=acao&limit=2');
    const second = await search(`q=acao&limit=2&cursor=${first.nextCursor}`);
    const paged = [...first.items, ...second.items].map((item) => item.id);
    expect(paged).toEqual((await search('q=acao')).items.map((item) => item.id));
    expect(second.nextCursor).toBeNull();
  });

  it('treats search syntax as plain words and asks for a query', async () => {
    expect((await search(`q=${encodeURIComponent('"acao" OR NOT * (')}`)).items.length).toBe(0);
    expect((await search(`q=${encodeURIComponent('ação*')}`)).items.length).toBe(4);
    expect((await search('q=%21%21%21')).items).toEqual([]);
    const empty = await api.request(member, 'GET', '/search?q=%20');
    expect(errorOf(empty).details).toEqual([
      expect.objectContaining({ field: 'q', message: 'Digite algo para buscar.' }),
    ]);
  });

  it('pages many equal matches by keyset with no duplicate and no gap, newest first on a tie', async () => {
    const same: string[] = [];
    for (let i = 0; i < 7; i += 1)
      same.push((await api.topic(member, { title: 'Igual', content: 'Texto xaropeiro.' })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ForumTopicPage = await search(`q=xaropeiro&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...same].reverse());
  });

  it('ranks only the newest matches of a word that matches very many topics (the window)', async () => {
    const older = await api.topic(member, { title: 'Janelinha no título', content: 'antigo' });
    const newer: string[] = [];
    for (let i = 0; i < 3; i += 1)
      newer.push((await api.topic(member, { content: `Só no texto: janelinha ${i}.` })).id);
    const { db, kind } = t.app.database;
    const options = { terms: ['janelinha'], categoryId: null, limit: 10 };
    const all = await searchTopics(db, kind, { ...options, after: null, window: 100 });
    expect(all.map((hit) => String(hit.id))[0]).toBe(older.id);
    expect(all).toHaveLength(4);
    const windowed = await searchTopics(db, kind, { ...options, after: null, window: 3 });
    expect(windowed.map((hit) => String(hit.id)).sort()).toEqual([...newer].sort());
    const first = await searchTopics(db, kind, { ...options, limit: 2, after: null, window: 3 });
    const last = first.at(-1)!;
    const rest = await searchTopics(db, kind, { ...options, limit: 2, after: [last.score, last.id], window: 3 });
    expect([...first, ...rest].map((hit) => hit.id)).toEqual(windowed.map((hit) => hit.id));
  });

  it('follows edits and deletions', async () => {
    const topic = await api.topic(member, { title: 'Palavra zumbilandia' });
    expect((await search('q=zumbilandia')).items).toHaveLength(1);
    await api.ok(api.request(member, 'PATCH', `/topics/${topic.id}`, { title: 'Outro título', content: 'nada' }));
    expect((await search('q=zumbilandia')).items).toHaveLength(0);
    await api.ok(api.request(member, 'PATCH', `/topics/${topic.id}`, { tags: ['zumbilandia'] }));
    expect((await search('q=zumbilandia')).items).toHaveLength(1);
    expect((await search(`q=zumbilandia&category=${category.slug}`)).items).toHaveLength(0);
    await api.ok(api.request(member, 'PATCH', `/topics/${topic.id}`, { categoryId: category.id }));
    expect((await search(`q=zumbilandia&category=${category.slug}`)).items).toHaveLength(1);
    await api.ok(api.request(member, 'DELETE', `/topics/${topic.id}`));
    expect((await search('q=zumbilandia')).items).toHaveLength(0);
  });
});
