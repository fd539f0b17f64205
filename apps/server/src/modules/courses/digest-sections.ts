import { translate } from '@blivion/shared';
import type { DigestSection } from '../../server-module.js';
import { lessonsCreatedBetween, lessonsWithQuestionsBetween } from './digest.repository.js';

const LINES_MAX = 8;
const lessonUrl = (publicUrl: string, courseId: number | string, lessonId: number | string) =>
  `${publicUrl}/courses/${courseId}/lessons/${lessonId}`;

/**
 * The courses' part of the weekly digest (decision 0102): lessons created in the week in active
 * courses, and questions asked in the week on lessons the member watched (a reply in the lesson's
 * 'Dúvidas da aula' topic, not theirs).
 */
export const courseDigestSections: readonly DigestSection[] = [
  {
    key: 'lessons',
    order: 10,
    async prepare(app, week, overrides) {
      const rows = await lessonsCreatedBetween(app.database.db, week.from, week.to, LINES_MAX);
      const lines = rows.map((row) => ({
        text: translate(
          'features.notificationPreferences.digest.lessonIn',
          { lesson: row.title, course: row.course_title },
          overrides,
        ),
        url: lessonUrl(app.config.publicUrl, row.course_id, row.id),
      }));
      return async () => lines;
    },
  },
  {
    key: 'questions',
    order: 30,
    async prepare(app, week) {
      return async (userId) => {
        const rows = await lessonsWithQuestionsBetween(app.database.db, userId, week.from, week.to, LINES_MAX);
        return rows.map((row) => ({ text: row.title, url: lessonUrl(app.config.publicUrl, row.course_id, row.id) }));
      };
    },
  },
];
