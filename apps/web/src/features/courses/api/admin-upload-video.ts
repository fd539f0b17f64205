import type { CourseVideoUpload } from '@blivion/shared/courses';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload-with-progress';

/**
 * POST /api/admin/course-videos: one MP4 or WebM file, streamed to the server's storage, with the
 * upload's progress; the answer names the stored video and its duration when the file states it.
 */
export function uploadCourseVideo(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void } = {},
): Promise<CourseVideoUpload> {
  return uploadWithProgress<CourseVideoUpload>('/api/admin/course-videos', file, options);
}
