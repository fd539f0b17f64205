import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CourseMaterialFilesTable, LessonMaterialsTable } from '../courses.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertMaterialFile(db: Db, row: Insertable<CourseMaterialFilesTable>): Promise<number> {
  const inserted = await db.insertInto('course_material_files').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

const FILE_COLUMNS = [
  'id',
  'storage_key',
  'file_type',
  'mime_type',
  'size_bytes',
  'original_name',
  'created_at',
] as const;

export async function findMaterialFiles(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('course_material_files').select(FILE_COLUMNS).where('id', 'in', ids).execute();
}

/** The file, when the lesson names it among its materials. */
export async function findLessonMaterialFile(db: Db, lessonId: number, fileId: number) {
  return db
    .selectFrom('course_material_files as f')
    .select(['f.id', 'f.storage_key', 'f.mime_type', 'f.size_bytes', 'f.original_name', 'f.created_at'])
    .where('f.id', '=', fileId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lesson_materials as m')
          .select('m.id')
          .where('m.lesson_id', '=', lessonId)
          .where('m.file_id', '=', fileId),
      ),
    )
    .executeTakeFirst();
}

/** The materials of the lessons, in order, with their files' facts. */
export async function materialsOfLessons(db: Db, lessonIds: number[]) {
  if (lessonIds.length === 0) return [];
  return db
    .selectFrom('lesson_materials as m')
    .leftJoin('course_material_files as f', 'f.id', 'm.file_id')
    .select(['m.lesson_id', 'm.file_id', 'm.label', 'm.url', 'f.file_type', 'f.size_bytes', 'f.original_name'])
    .where('m.lesson_id', 'in', lessonIds)
    .orderBy('m.lesson_id')
    .orderBy('m.position')
    .execute();
}
export type MaterialRow = Awaited<ReturnType<typeof materialsOfLessons>>[number];

/** The material files a course's lessons use. */
export async function materialFileIdsOfCourse(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lesson_materials as m')
    .innerJoin('course_lessons as l', 'l.id', 'm.lesson_id')
    .select('m.file_id')
    .distinct()
    .where('l.course_id', '=', courseId)
    .where('m.file_id', 'is not', null)
    .execute();
  return rows.map((row) => row.file_id!);
}

/** Replaces the materials of the course's lessons (the content save, in its transaction). */
export async function deleteMaterialsOfCourse(db: Db, courseId: number): Promise<void> {
  await db
    .deleteFrom('lesson_materials')
    .where('lesson_id', 'in', (eb) => eb.selectFrom('course_lessons').select('id').where('course_id', '=', courseId))
    .execute();
}

export async function insertMaterials(db: Db, rows: Insertable<LessonMaterialsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('lesson_materials').values(rows).execute();
}

/** Deletes the file's row when no lesson names it; its storage name, or null when it is used (or gone). */
export async function deleteUnusedMaterialFile(db: Db, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('course_material_files')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lesson_materials').select('id').where('file_id', '=', id))),
    )
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key ?? null;
}

/** Files stored before the moment that no lesson names (uploads never saved in a lesson). */
export async function unusedMaterialFileIds(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_material_files as f')
    .select('f.id')
    .where('f.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lesson_materials as m').select('m.id').whereRef('m.file_id', '=', 'f.id'))),
    )
    .orderBy('f.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
