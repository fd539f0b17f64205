import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CourseMaterialUpload, EditorMaterial, LessonMaterialInput, PlayerMaterial } from '@blivion/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Member } from '../../../auth/member.js';
import type { Database } from '../../../db/schema.js';
import { toDate } from '../../../db/schema.js';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import { currentMember } from '../../../plugins/authorization.js';
import { recordAudit } from '../../audit/index.js';
import { receiveStreamedFile } from '../../uploads/index.js';
import { refusal } from '../../uploads/index.js';
import { toId } from '../course-views.js';
import type { MaterialRow } from './materials.repository.js';
import * as repo from './materials.repository.js';
import { MATERIAL_HEAD_BYTES, materialKindOf } from './material-file.js';

const ORIGINAL_NAME_MAX = 255;
/** Uploads no lesson took are kept this long (an editor still open), then swept. */
export const UNUSED_MATERIAL_GRACE_MS = 24 * 60 * 60 * 1000;
export const UNUSED_MATERIALS_JOB = 'courses.unused-materials';

/** Where a member downloads a lesson's file (the lesson's access rules apply). */
export const materialFileUrl = (lessonId: number, fileId: number) => `/api/lessons/${lessonId}/materials/${fileId}`;

/**
 * POST /api/admin/course-materials: streams the file to storage within the route's limit, its kind
 * read from its first bytes (materialKindOf), and records it. Nothing stays stored when it is refused.
 */
export async function uploadMaterial(request: FastifyRequest): Promise<CourseMaterialUpload> {
  const app = request.server;
  const member = currentMember(request);
  const key = `course-material-${randomBytes(16).toString('hex')}`;
  const upload = await receiveStreamedFile(request, {
    name: key,
    headBytes: MATERIAL_HEAD_BYTES,
    identify: (head, filename) => materialKindOf(head, filename, request.log),
    missing: () => refusal('MATERIAL_REQUIRED', 'adminValidation.uploadErrorTitle'),
    invalidType: () => refusal('INVALID_MATERIAL_TYPE', 'adminValidation.invalidFileTypeTitle'),
  });
  try {
    // Control characters (NUL among them, which PostgreSQL text refuses) are not part of a name.
    // eslint-disable-next-line no-control-regex
    const cleaned = upload.filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    const name = [...(cleaned === '' ? 'material' : cleaned)].slice(0, ORIGINAL_NAME_MAX).join('');
    const at = app.clock.now();
    const id = await app.database.db.transaction().execute(async (trx) => {
      const fileId = await repo.insertMaterialFile(trx, {
        storage_key: key,
        file_type: upload.type.type,
        mime_type: upload.type.mime,
        size_bytes: upload.sizeBytes,
        original_name: name,
        created_by: member.id,
        created_at: at,
      });
      const details = { fileId, name, type: upload.type.type, sizeBytes: upload.sizeBytes };
      await recordAudit(trx, { actor: member, action: 'courseMaterial.upload', details, at });
      return fileId;
    });
    return { fileId: String(id), name, type: upload.type.type, sizeBytes: upload.sizeBytes };
  } catch (error) {
    await app.storage.delete(key);
    throw error;
  }
}

/** The lessons' materials as the editor shows them, by lesson id. */
export async function editorMaterials(
  app: FastifyInstance,
  lessonIds: number[],
): Promise<Map<number, EditorMaterial[]>> {
  const byLesson = new Map<number, EditorMaterial[]>();
  for (const row of await repo.materialsOfLessons(app.database.db, lessonIds)) {
    const item: EditorMaterial =
      row.file_id !== null
        ? {
            kind: 'file',
            fileId: String(row.file_id),
            name: row.original_name ?? '',
            type: row.file_type!,
            sizeBytes: Number(row.size_bytes),
          }
        : { kind: 'link', label: row.label ?? '', url: row.url ?? '' };
    byLesson.set(row.lesson_id, [...(byLesson.get(row.lesson_id) ?? []), item]);
  }
  return byLesson;
}

function playerMaterial(row: MaterialRow): PlayerMaterial {
  if (row.file_id === null) return { kind: 'link', label: row.label ?? '', url: row.url ?? '' };
  return {
    kind: 'file',
    name: row.original_name ?? '',
    type: row.file_type!,
    sizeBytes: Number(row.size_bytes),
    url: materialFileUrl(row.lesson_id, row.file_id),
  };
}

/** The lessons' materials as the player lists them, by lesson id. */
export async function playerMaterials(
  app: FastifyInstance,
  lessonIds: number[],
): Promise<Map<number, PlayerMaterial[]>> {
  const byLesson = new Map<number, PlayerMaterial[]>();
  for (const row of await repo.materialsOfLessons(app.database.db, lessonIds)) {
    byLesson.set(row.lesson_id, [...(byLesson.get(row.lesson_id) ?? []), playerMaterial(row)]);
  }
  return byLesson;
}

/**
 * The content save's part (in its transaction, after the lessons are written): every file named
 * must exist, else that material's field says to send it again; then the course's materials are
 * written anew in order.
 */
export async function writeCourseMaterials(
  trx: Transaction<Database>,
  courseId: number,
  lessons: { path: string; lessonId: number; materials: readonly LessonMaterialInput[] }[],
): Promise<void> {
  const named = lessons.flatMap((lesson) =>
    lesson.materials.flatMap((material) => (material.kind === 'file' ? [toId(material.fileId)] : [])),
  );
  const existing = new Set((await repo.findMaterialFiles(trx, [...new Set(named)])).map((row) => row.id));
  const missing = lessons.flatMap((lesson) =>
    lesson.materials.flatMap((material, index) =>
      material.kind === 'file' && !existing.has(toId(material.fileId))
        ? [fieldError(`${lesson.path}.materials.${index}.fileId`, 'courses.learning.validation.materialFileInvalid')]
        : [],
    ),
  );
  if (missing.length > 0) throw validationError(...missing);
  await repo.deleteMaterialsOfCourse(trx, courseId);
  await repo.insertMaterials(
    trx,
    lessons.flatMap((lesson) =>
      lesson.materials.map((material, position) =>
        material.kind === 'file'
          ? { lesson_id: lesson.lessonId, position, file_id: toId(material.fileId), label: null, url: null }
          : { lesson_id: lesson.lessonId, position, file_id: null, label: material.label, url: material.url },
      ),
    ),
  );
}

/** The material files the course's lessons use (read before a save or a deletion, to remove those left unused). */
export function materialFilesOfCourse(trx: Transaction<Database>, courseId: number): Promise<number[]> {
  return repo.materialFileIdsOfCourse(trx, courseId);
}

/** Removes each of the files no lesson uses any more: its row, then its stored bytes. Returns how many. */
export async function removeUnusedMaterials(app: FastifyInstance, fileIds: Iterable<number>): Promise<number> {
  let removed = 0;
  for (const id of new Set(fileIds)) {
    let key: string | null;
    try {
      key = await repo.deleteUnusedMaterialFile(app.database.db, id);
    } catch (error) {
      app.log.warn({ err: error, fileId: id }, 'course material kept: a lesson started using it');
      continue;
    }
    if (key === null) continue;
    removed += 1;
    await app.storage.delete(key).catch((error: unknown) => {
      app.log.error({ err: error, fileId: id, storageKey: key }, 'course material file could not be deleted');
    });
  }
  return removed;
}

/** The hourly sweep: uploads stored more than a day ago that no lesson took. */
export async function sweepUnusedMaterials(app: FastifyInstance, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_MATERIAL_GRACE_MS);
  let removed = 0;
  for (;;) {
    const ids = await repo.unusedMaterialFileIds(app.database.db, before, 100);
    if (ids.length === 0) return removed;
    const batch = await removeUnusedMaterials(app, ids);
    removed += batch;
    if (batch === 0) return removed;
  }
}

/**
 * GET /api/lessons/:lessonId/materials/:fileId: the file, when the lesson names it; the caller has
 * checked the member may open the lesson. Always a download (attachment, the original name with its
 * accents, RFC 6266), never run by the browser.
 */
export async function serveMaterial(
  app: FastifyInstance,
  _member: Member,
  lessonId: number,
  fileId: number,
): Promise<{ headers: Record<string, string>; body: Readable }> {
  const file = await repo.findLessonMaterialFile(app.database.db, lessonId, fileId);
  if (!file) throw new AppError('MATERIAL_NOT_FOUND');
  const body = await app.storage.read(file.storage_key);
  if (!body) {
    app.log.error({ fileId, storageKey: file.storage_key }, 'course material file missing from storage');
    throw new AppError('MATERIAL_NOT_FOUND');
  }
  return {
    headers: {
      'content-type': file.mime_type,
      'content-length': String(file.size_bytes),
      'content-disposition': contentDisposition(file.original_name),
      'last-modified': toDate(file.created_at)!.toUTCString(),
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
    },
    body,
  };
}
