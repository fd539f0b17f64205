import type { ForumActivity, ForumTopicDetail, ForumTopicPage, LessonQuestionsTopic } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { academyLessonTopics } from './migrations/20261124-0536-courses-academy-lesson-topics.js';

describe("'Dúvidas da aula': a lesson's forum topic", () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    member = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(async () => t.close());

  const questionsTopic = (who: TestMember, lessonId: string) =>
    api.request(who, 'POST', `/lessons/${lessonId}/questions-topic`);
  const topicsOf = (lessonId: string) =>
    t.app.database.db
      .selectFrom('lesson_question_topics')
      .select('topic_id')
      .where('lesson_id', '=', Number(lessonId))
      .execute();
  const allTimeScore = async (userId: string) =>
    (
      await t.app.database.db
        .selectFrom('forum_scores')
        .select('score')
        .where('user_id', '=', userId)
        .where('period', '=', 'all')
        .executeTakeFirst()
    )?.score ?? 0;

  it('creates the topic once, in the questions category, linking back to the lesson; no points to anyone', async () => {
    const { course, content } = await api.course(admin, { input: { title: 'Curso de Perguntas' } });
    const lesson = content.modules[0]!.lessons[0]!;
    const before = await allTimeScore(member.id);

    const first = await api.ok<LessonQuestionsTopic>(questionsTopic(member, lesson.id));
    const second = await api.ok<LessonQuestionsTopic>(questionsTopic(admin, lesson.id));
    expect(second.topicId).toBe(first.topicId);
    expect(await topicsOf(lesson.id)).toHaveLength(1);

    const topic = await api.ok<ForumTopicDetail>(api.request(member, 'GET', `/forum/topics/${first.topicId}`));
    expect(topic.title).toBe(`Dúvidas da aula: ${lesson.title} (Curso de Perguntas)`);
    expect(topic.content).toContain(`/courses/${course.id}/lessons/${lesson.id}`);
    expect(topic.author).toBeNull();
    expect(topic.canReply).toBe(true);
    const category = await t.app.database.db
      .selectFrom('forum_categories as c')
      .innerJoin('forum_topics as t', 't.category_id', 'c.id')
      .select(['c.name', 'c.topic_count'])
      .where('t.id', '=', Number(first.topicId))
      .executeTakeFirstOrThrow();
    expect(category.name).toBe('Dúvidas das aulas');
    expect(Number(category.topic_count)).toBeGreaterThanOrEqual(1);
    expect(await allTimeScore(member.id)).toBe(before);

    // Another lesson gets its own topic in the same category.
    const other = await api.ok<LessonQuestionsTopic>(questionsTopic(member, content.modules[0]!.lessons[1]!.id));
    expect(other.topicId).not.toBe(first.topicId);
    const categories = await t.app.database.db
      .selectFrom('forum_categories')
      .select('id')
      .where('name', '=', 'Dúvidas das aulas')
      .execute();
    expect(categories).toHaveLength(1);
  });

  it("shows the academy as the topic's author in the topic, the category's list and the dashboard; a member's topic stays theirs", async () => {
    const { content } = await api.course(admin, { input: { title: 'Curso da Academia' } });
    const { topicId } = await api.ok<LessonQuestionsTopic>(questionsTopic(member, content.modules[0]!.lessons[0]!.id));
    const topic = await api.ok<ForumTopicDetail>(api.request(member, 'GET', `/forum/topics/${topicId}`));
    expect(topic).toMatchObject({ author: null, byAcademy: true });

    const list = await api.ok<ForumTopicPage>(
      api.request(member, 'GET', `/forum/topics?category=${topic.category.id}&limit=50`),
    );
    expect(list.items.find((item) => item.id === topicId)).toMatchObject({ author: null, byAcademy: true });
    const activity = await api.ok<ForumActivity>(api.request(member, 'GET', '/forum/activity?limit=10'));
    expect(activity.items.find((item) => item.kind === 'topic' && item.topicId === topicId)).toMatchObject({
      author: null,
      byAcademy: true,
    });

    const own = await forumApi(t).topic(member, { title: 'Minha dúvida geral' });
    expect(own).toMatchObject({ author: { id: member.id }, byAcademy: false });
  });

  it('gives one topic to concurrent first uses', async () => {
    const { content } = await api.course(admin);
    const lesson = content.modules[1]!.lessons[0]!;
    const others = await Promise.all([createStaff(t.app, 'premium'), createStaff(t.app, 'premium')]);
    const answers = await Promise.all(
      [member, admin, ...others, member].map(async (who) =>
        api.ok<LessonQuestionsTopic>(questionsTopic(who, lesson.id)),
      ),
    );
    expect(new Set(answers.map((answer) => answer.topicId)).size).toBe(1);
    const topics = await t.app.database.db
      .selectFrom('forum_topics')
      .select('id')
      .where('title', '=', `Dúvidas da aula: ${lesson.title} (Curso de Teste)`)
      .where('id', '=', Number(answers[0]!.topicId))
      .execute();
    expect(topics).toHaveLength(1);
    expect(await topicsOf(lesson.id)).toEqual([{ topic_id: Number(answers[0]!.topicId) }]);
  });

  it("writes the title and opening post with the administrators' edited texts", async () => {
    const key = 'courses.lessonQuestionsTopic';
    const overrides = { [`${key}.title`]: 'Perguntas sobre {{lesson}} — {{course}}', [`${key}.watch`]: 'Ver a aula' };
    await api.ok(api.request(admin, 'PUT', '/admin/translations', { overrides }));
    try {
      const { course, content } = await api.course(admin, { input: { title: 'Curso Editado' } });
      const lesson = content.modules[0]!.lessons[0]!;
      const { topicId } = await api.ok<LessonQuestionsTopic>(questionsTopic(member, lesson.id));
      const topic = await api.ok<ForumTopicDetail>(api.request(member, 'GET', `/forum/topics/${topicId}`));
      expect(topic.title).toBe(`Perguntas sobre ${lesson.title} — Curso Editado`);
      expect(topic.content).toContain(`[Ver a aula](/courses/${course.id}/lessons/${lesson.id})`);
      expect(topic.content).toContain(`Dúvidas e respostas sobre a aula **${lesson.title}**`);
    } finally {
      await api.ok(api.request(admin, 'DELETE', '/admin/translations'));
    }
  });

  it('refuses a free member (403) and hides an inactive course from members (404), not from admins', async () => {
    const free = await createStaff(t.app, 'free');
    const { content } = await api.course(admin, { active: false });
    const lesson = content.modules[0]!.lessons[0]!;

    const refused = await questionsTopic(free, lesson.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('PERMISSION_REQUIRED');
    const hidden = await questionsTopic(member, lesson.id);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).code).toBe('LESSON_NOT_FOUND');
    expect(await topicsOf(lesson.id)).toHaveLength(0);

    await api.ok<LessonQuestionsTopic>(questionsTopic(admin, lesson.id));
    expect(await topicsOf(lesson.id)).toHaveLength(1);
    expect((await questionsTopic(member, '999999999')).statusCode).toBe(404);
  });
});

describe('migration 20261124-0536-courses-academy-lesson-topics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  it("marks the lesson topics created before the flag as the academy's, and no other topic", async () => {
    const api = coursesApi(t);
    const admin = await createStaff(t.app, 'admin');
    const { content } = await api.course(admin);
    const { topicId } = await api.ok<LessonQuestionsTopic>(
      api.request(admin, 'POST', `/lessons/${content.modules[0]!.lessons[0]!.id}/questions-topic`),
    );
    const other = await forumApi(t).topic(admin, { title: 'Tópico de um membro' });
    const db = t.app.database.db;
    await db.updateTable('forum_topics').set({ by_academy: false }).execute();

    await academyLessonTopics().up(db as never);

    const flags = await db
      .selectFrom('forum_topics')
      .select(['id', 'by_academy'])
      .where('id', 'in', [Number(topicId), Number(other.id)])
      .orderBy('id')
      .execute();
    expect(flags.map((row) => [String(row.id), Boolean(row.by_academy)])).toEqual([
      [topicId, true],
      [other.id, false],
    ]);
  });
});
