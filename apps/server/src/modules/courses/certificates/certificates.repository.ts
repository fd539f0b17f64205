import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { memberName } from '../../accounts/index.js';
import type { CourseCertificatesTable } from '../courses.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

const columns = [
  'id',
  'code',
  'user_id',
  'course_id',
  'member_name',
  'course_title',
  'total_seconds',
  'certificate_text',
  'academy_name',
  'logo_url',
  'completed_at',
  'issued_at',
] as const;

export async function findByCode(db: Db, code: string) {
  return db.selectFrom('course_certificates').select(columns).where('code', '=', code).executeTakeFirst();
}
export type CertificateRow = NonNullable<Awaited<ReturnType<typeof findByCode>>>;

export async function findOfMember(db: Db, userId: string, courseId: number): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('course_certificates')
    .select(columns)
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** The member's certificates, newest first. */
export async function listOfMember(db: Db, userId: string): Promise<CertificateRow[]> {
  return db
    .selectFrom('course_certificates')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Inserts the certificate unless the member already has one of the course; true when this call inserted it. */
export async function insertOnce(db: Db, row: Insertable<CourseCertificatesTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('course_certificates')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What the certificate prints of the course and the member, read when it is issued. */
export async function issueFacts(db: Db, userId: string, courseId: number) {
  const [course, member, lessons, done] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['title', 'is_active', 'certificate_enabled', 'certificate_text', 'lesson_count'])
      .where('id', '=', courseId)
      .executeTakeFirst(),
    memberName(db, userId),
    db
      .selectFrom('course_lessons')
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.sum<number | string>('duration_seconds').as('seconds'),
      ])
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lesson_progress')
      .innerJoin('course_lessons', 'course_lessons.id', 'lesson_progress.lesson_id')
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.max('lesson_progress.completed_at').as('last'),
      ])
      .where('lesson_progress.user_id', '=', userId)
      .where('lesson_progress.course_id', '=', courseId)
      .where('lesson_progress.completed_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    course,
    memberName: member ?? null,
    lessonCount: Number(lessons.n),
    totalSeconds: Number(lessons.seconds ?? 0),
    completedCount: Number(done.n),
    lastCompletedAt: done.last,
  };
}

/** The codes of a course's certificates (their PDFs go when the course is deleted). */
export async function codesOfCourse(db: Db, courseId: number): Promise<string[]> {
  const rows = await db.selectFrom('course_certificates').select('code').where('course_id', '=', courseId).execute();
  return rows.map((row) => row.code);
}
