import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function findNote(db: Db, userId: string, lessonId: number) {
  return db
    .selectFrom('lesson_notes')
    .select(['body', 'updated_at'])
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

export async function saveNote(
  db: Db,
  row: { userId: string; lessonId: number; courseId: number; body: string; at: Date },
): Promise<void> {
  await db
    .insertInto('lesson_notes')
    .values({
      user_id: row.userId,
      lesson_id: row.lessonId,
      course_id: row.courseId,
      body: row.body,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'lesson_id']).doUpdateSet({ body: row.body, course_id: row.courseId, updated_at: row.at }),
    )
    .execute();
}

export async function deleteNote(db: Db, userId: string, lessonId: number): Promise<void> {
  await db.deleteFrom('lesson_notes').where('user_id', '=', userId).where('lesson_id', '=', lessonId).execute();
}

/** The member's notes on lessons of active courses, with the lesson's and module's titles and order. */
export async function notesOfMember(db: Db, userId: string) {
  return db
    .selectFrom('lesson_notes as n')
    .innerJoin('course_lessons as l', 'l.id', 'n.lesson_id')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select([
      'n.lesson_id',
      'n.body',
      'n.updated_at',
      'l.title as lesson_title',
      'l.position as lesson_position',
      'm.title as module_title',
      'm.position as module_position',
      'c.id as course_id',
      'c.title as course_title',
    ])
    .where('n.user_id', '=', userId)
    .where('c.is_active', '=', true)
    .orderBy('c.id')
    .orderBy('m.position')
    .orderBy('m.id')
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}
