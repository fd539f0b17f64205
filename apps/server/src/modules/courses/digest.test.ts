import type { LessonQuestionsTopic } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import { createStaff } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { lessonsWithQuestionsBetween } from './digest.repository.js';

/** The digest's 'questions' lines: a reply from someone else, in the week, on a lesson the member watched. */
describe("the weekly digest's questions on watched lessons", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  it('lists a watched lesson once when others replied in the window, never for the member’s own replies', async () => {
    const api = coursesApi(t);
    const forum = forumApi(t);
    const admin = await createStaff(t.app, 'admin');
    const member = await createStaff(t.app, 'premium');
    const other = await createStaff(t.app, 'premium');
    const { course, content } = await api.course(admin, { input: { title: 'Curso do Resumo' } });
    const [watched, unwatched] = content.modules[0]!.lessons;
    const now = t.app.clock.now();
    await t.app.database.db
      .insertInto('lesson_progress')
      .values({
        user_id: member.id,
        lesson_id: Number(watched!.id),
        course_id: Number(course.id),
        completed_at: null,
        updated_at: now,
      })
      .execute();
    const topicOf = async (lessonId: string) =>
      (await api.ok<LessonQuestionsTopic>(api.request(member, 'POST', `/lessons/${lessonId}/questions-topic`))).topicId;
    const watchedTopic = await topicOf(watched!.id);
    const unwatchedTopic = await topicOf(unwatched!.id);
    const from = new Date(now.getTime() - 60_000);
    const to = new Date(now.getTime() + 3_600_000);
    const lines = () => lessonsWithQuestionsBetween(t.app.database.db, member.id, from, to, 8);

    await forum.reply(member, watchedTopic, 'Minha própria dúvida.');
    await forum.reply(other, unwatchedTopic, 'Numa aula que não vi.');
    expect(await lines()).toEqual([]);

    await forum.reply(other, watchedTopic, 'Uma resposta.');
    await forum.reply(admin, watchedTopic, 'Outra resposta.');
    expect(await lines()).toEqual([{ id: Number(watched!.id), title: watched!.title, course_id: Number(course.id) }]);
    expect(await lessonsWithQuestionsBetween(t.app.database.db, member.id, new Date(0), from, 8)).toEqual([]);
  });
});
