import { translate, type LessonQuestionsTopic } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { createLessonQuestionsTopic } from '../forum/index.js';
import { textOverrides } from '../translations/index.js';
import * as questionsRepo from './lesson-questions.repository.js';
import { studiableLesson } from './progress.service.js';

/** Rolls back a transaction that lost the race to link the lesson (its topic is not kept). */
class LinkedMeanwhile extends Error {}

type QuestionsLesson = { id: number; course_id: number; title: string; course_title: string };

const texts = 'courses.lessonQuestionsTopic';

/**
 * The topic's category, title and opening post (what it is about, and the way back to the lesson),
 * from the catalogue with the administrators' edited texts, as every page shows them.
 */
function topicTexts(lesson: QuestionsLesson, at: Date, overrides: Record<string, string>) {
  const text = (key: string, params: Record<string, string> = {}) => translate(`${texts}.${key}`, params, overrides);
  const names = { lesson: lesson.title, course: lesson.course_title };
  return {
    category: { name: text('categoryName'), description: text('categoryDescription') },
    title: text('title', names),
    content: [text('intro', names), '', `[${text('watch')}](/courses/${lesson.course_id}/lessons/${lesson.id})`].join(
      '\n',
    ),
    at,
  };
}

/**
 * POST /api/lessons/:lessonId/questions-topic: the lesson's forum topic, created on first use with
 * the 'Dúvidas das aulas' category if needed, in one transaction. Concurrent first uses give one
 * topic: the link's unique lesson lets one transaction win, the others roll back theirs and answer
 * the winner's (decision 0032).
 */
export async function lessonQuestionsTopic(
  app: FastifyInstance,
  member: Member,
  lessonId: number,
): Promise<LessonQuestionsTopic> {
  const lesson = await studiableLesson(app, member, lessonId);
  const db = app.database.db;
  const existing = await questionsRepo.findLessonQuestionTopic(db, lessonId);
  if (existing !== null) return { topicId: String(existing) };
  try {
    const topicId = await db.transaction().execute(async (trx) => {
      const linked = await questionsRepo.findLessonQuestionTopic(trx, lessonId);
      if (linked !== null) return linked;
      const texts = topicTexts(lesson, app.clock.now(), await textOverrides(trx));
      const created = await createLessonQuestionsTopic(trx, app.database.kind, texts);
      if (!(await questionsRepo.linkLessonQuestionTopic(trx, lessonId, created))) throw new LinkedMeanwhile();
      return created;
    });
    return { topicId: String(topicId) };
  } catch (error) {
    if (!(error instanceof LinkedMeanwhile)) throw error;
    const winner = await questionsRepo.findLessonQuestionTopic(db, lessonId);
    if (winner === null) throw error;
    return { topicId: String(winner) };
  }
}
