import type { CourseMaterialUpload } from '@blivion/shared/courses';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload-with-progress';

/**
 * POST /api/admin/course-materials: one lesson material (PDF, spreadsheet, slides, document, image
 * or ZIP, checked by its content on the server), streamed to storage with the upload's progress.
 */
export function uploadCourseMaterial(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<CourseMaterialUpload> {
  return uploadWithProgress<CourseMaterialUpload>('/api/admin/course-materials', file, options);
}
