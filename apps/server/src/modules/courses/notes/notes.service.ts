import type { LessonNote, lessonNoteInputSchema, MemberNotes } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../../../auth/member.js';
import { toIso } from '../../../db/schema.js';
import { studiableLesson } from '../progress.service.js';
import * as repo from './notes.repository.js';

/** GET /api/lessons/:lessonId/note: the member's own note (empty when none); the lesson's access rules apply. */
export async function lessonNote(app: FastifyInstance, member: Member, lessonId: number): Promise<LessonNote> {
  await studiableLesson(app, member, lessonId);
  const row = await repo.findNote(app.database.db, member.id, lessonId);
  return { lessonId: String(lessonId), body: row?.body ?? '', updatedAt: row ? toIso(row.updated_at) : null };
}

/** PUT /api/lessons/:lessonId/note: saves the whole note (the player saves as the member types); '' deletes it. */
export async function saveLessonNote(
  app: FastifyInstance,
  member: Member,
  lessonId: number,
  input: z.output<typeof lessonNoteInputSchema>,
): Promise<LessonNote> {
  const lesson = await studiableLesson(app, member, lessonId);
  const db = app.database.db;
  if (input.body.trim() === '') {
    await repo.deleteNote(db, member.id, lessonId);
    return { lessonId: String(lessonId), body: '', updatedAt: null };
  }
  const at = app.clock.now();
  await repo.saveNote(db, { userId: member.id, lessonId, courseId: lesson.course_id, body: input.body, at });
  return { lessonId: String(lessonId), body: input.body, updatedAt: at.toISOString() };
}

/** GET /api/notes: 'Minhas anotações', every note of the member by course (the course written in last first). */
export async function memberNotes(app: FastifyInstance, member: Member): Promise<MemberNotes> {
  const rows = await repo.notesOfMember(app.database.db, member.id);
  const byCourse = new Map<number, MemberNotes['courses'][number] & { latest: string }>();
  for (const row of rows) {
    const updatedAt = toIso(row.updated_at);
    const course = byCourse.get(row.course_id) ?? {
      courseId: String(row.course_id),
      courseTitle: row.course_title,
      notes: [],
      latest: updatedAt,
    };
    course.notes.push({
      lessonId: String(row.lesson_id),
      lessonTitle: row.lesson_title,
      moduleTitle: row.module_title,
      body: row.body,
      updatedAt,
    });
    if (updatedAt > course.latest) course.latest = updatedAt;
    byCourse.set(row.course_id, course);
  }
  const courses = [...byCourse.values()].sort((a, b) => b.latest.localeCompare(a.latest));
  return { courses: courses.map(({ latest: _latest, ...course }) => course) };
}
