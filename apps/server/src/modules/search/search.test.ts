import type { CourseContent, SiteSearchResult } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { coursesApi } from '../../test-support/courses.js';
import { createMember, createStaff, errorOf } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

describe('the top bar search', () => {
  let t: TestApp;
  let member: TestMember;
  let word: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.app);
    // A word of this run only, so the database may hold other topics.
    word = `promoção${Date.now().toString(36).replace(/\d/g, '')}`;
  });
  afterAll(() => t.close());

  const search = (q: string, who: TestMember | null = member) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams({ q }).toString()}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  it('finds forum topics whatever the accents and case, grouped by kind, with their links', async () => {
    const api = forumApi(t);
    const topic = await api.topic(member, { title: `Campanha de ${word} no verão` });
    await api.topic(member, { title: 'Outro assunto qualquer' });
    const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    for (const q of [word, folded, `${folded} VERAO`]) {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<SiteSearchResult>();
      expect(
        result.topics.map((hit) => hit.id),
        q,
      ).toEqual([topic.id]);
      expect(result.topics[0]).toMatchObject({
        title: `Campanha de ${word} no verão`,
        detail: topic.category.name,
        link: `/forum/${topic.id}`,
      });
    }
    expect((await search(`${word} inexistente`)).json<SiteSearchResult>()).toEqual({
      courses: [],
      lessons: [],
      topics: [],
    });
  });

  it('finds active courses for members with the courses permission only, accents and case aside', async () => {
    const courses = coursesApi(t);
    const admin = await createStaff(t.app, 'admin');
    const premium = await createStaff(t.app, 'premium');
    const { course } = await courses.course(admin, { input: { title: `Vendas de ${word}` }, lessons: [1] });
    await courses.course(admin, { input: { title: `Rascunho de ${word}` }, lessons: [1], active: false });
    const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = (await search(`vendas ${folded}`, premium)).json<SiteSearchResult>();
    expect(found.courses).toEqual([
      { id: course.id, title: `Vendas de ${word}`, detail: expect.any(String), link: `/courses/${course.id}` },
    ]);
    expect((await search(word, premium)).json<SiteSearchResult>().courses.map((hit) => hit.id)).toEqual([course.id]);
    expect((await search(word, member)).json<SiteSearchResult>().courses).toEqual([]);
  });

  it('finds lessons of active courses, naming their course, for members with the courses permission only', async () => {
    const courses = coursesApi(t);
    const admin = await createStaff(t.app, 'admin');
    const premium = await createStaff(t.app, 'premium');
    const saveLessons = async (courseId: string, titles: string[], ids: string[] = []) => {
      const content = courses.content([titles.length]);
      content.modules[0]!.lessons.forEach((lesson, i) => {
        lesson.title = titles[i]!;
        if (ids[i]) lesson.id = ids[i];
      });
      const saved = await courses.ok<CourseContent>(
        courses.request(admin, 'PUT', `/admin/courses/${courseId}/content`, content),
      );
      return saved.modules[0]!.lessons.map((lesson) => lesson.id);
    };
    const { course } = await courses.course(admin, { input: { title: 'Curso de Aulas Buscáveis' }, lessons: [1] });
    const [first, second] = await saveLessons(course.id, [`Revisão de ${word}`, 'Exercício final']);
    const { course: draft } = await courses.course(admin, { lessons: [1], active: false });
    await saveLessons(draft.id, [`Revisão de ${word} no rascunho`]);

    const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    for (const q of [`REVISAO ${folded}`, `revisão ${word}`]) {
      expect((await search(q, premium)).json<SiteSearchResult>().lessons, q).toEqual([
        {
          id: first,
          title: `Revisão de ${word}`,
          detail: 'Curso de Aulas Buscáveis',
          link: `/courses/${course.id}/lessons/${first}`,
        },
      ]);
    }
    expect((await search(`${word} final`, premium)).json<SiteSearchResult>().lessons).toEqual([]);

    // Renaming a lesson (kept by its id) renames what the search finds.
    await saveLessons(course.id, [`Revisão de ${word}`, `Exercício sobre ${word}`], [first!, second!]);
    expect(
      (await search(`exercicio ${folded}`, premium)).json<SiteSearchResult>().lessons.map((hit) => hit.id),
    ).toEqual([second]);
    expect((await search(word, member)).json<SiteSearchResult>().lessons).toEqual([]);
  });

  it('refuses an empty or too long query with the form’s message, and a visitor', async () => {
    const empty = await search('   ');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).details).toEqual([
      expect.objectContaining({ field: 'q', key: 'forumValidation.searchRequired' }),
    ]);
    const long = await search('a'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).details).toEqual([
      expect.objectContaining({ field: 'q', message: 'A busca deve ter no máximo 200 caracteres.' }),
    ]);
    expect((await search(word, null)).statusCode).toBe(401);
  });
});
